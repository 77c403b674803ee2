import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueueTab } from '../../src/admin/queue/QueueTab';
import { MODERATION_QUEUE_KEY } from '../../src/api/admin/moderationQueue';
import type { DecisionResult } from '../../src/api/admin/decideBuild';
import { ApiRequestError } from '../../src/api/requestJson';
import { Toasts } from '../../src/ui/toast';
import { toasts } from '../fixtures/toasts';
import { FLAGGED_BUILD, REPORTED_BUILD, withAnswers, withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <Toasts />
  </>
);

/** The queue tab over a stand-in for the decision call: what a decision does to the list. */
const meta = {
  title: 'Admin/QueueTab',
  component: QueueTab,
  decorators: [
    withDeskFrame,
    withToasts,
    withAnswers({ [MODERATION_QUEUE_KEY]: { builds: [FLAGGED_BUILD, REPORTED_BUILD] } }),
  ],
  args: {
    decide: fn((): Promise<DecisionResult> =>
      Promise.resolve({ message: ADMIN_TEXTS.cleared, sharing: 'Public' }),
    ),
  },
} satisfies Meta<typeof QueueTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clear: the build leaves the list and a toast says the API's message. */
export const Cleared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getAllByTestId('queued-build')[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'Clear' }));
    await expect(args.decide).toHaveBeenCalledWith(FLAGGED_BUILD.id, 'clear', '');
    await waitFor(() => expect(canvas.getAllByTestId('queued-build')).toHaveLength(1));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(ADMIN_TEXTS.cleared));
  },
};

/** The last build decided: the queue says nothing waits. */
export const LastOne: Story = {
  decorators: [withAnswers({ [MODERATION_QUEUE_KEY]: { builds: [REPORTED_BUILD] } })],
  args: {
    decide: fn(() =>
      Promise.resolve({ message: ADMIN_TEXTS.kept, sharing: 'Restricted' as const }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep Restricted' }));
    await expect(await canvas.findByText(ADMIN_TEXTS.queueEmpty)).toBeVisible();
  },
};

/** A failed decision keeps the build and toasts the failure. */
export const Failed: Story = {
  args: {
    decide: fn((): Promise<DecisionResult> =>
      Promise.reject(new ApiRequestError('That build no longer exists.', 404)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getAllByTestId('queued-build')[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('That build no longer exists.'));
    await expect(canvas.getAllByTestId('queued-build')).toHaveLength(2);
  },
};
