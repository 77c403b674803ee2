import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unstable_serialize } from 'swr/infinite';
import { FeedbackTab } from '../../src/admin/inbox/FeedbackTab';
import { feedbackInboxPath, type InboxStatus } from '../../src/api/admin/feedbackInbox';
import { ApiRequestError } from '../../src/api/requestJson';
import { expectNoApiRequest } from '../fixtures/noNetwork';
import { withFailedRead } from './failedRead';
import { feedbackPage, PHONE, withAnswers, withDeskFrame } from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The cache key of a status's pages, as the tab's `useSWRInfinite` reads them. */
const inboxKey = (status: InboxStatus) => unstable_serialize(() => feedbackInboxPath(status, 1));

/** The feedback tab over its pages (`/api/admin/feedback?status=…&page=N`), answered from cache. */
const meta = {
  title: 'Admin/FeedbackTab',
  component: FeedbackTab,
  decorators: [
    withDeskFrame,
    withAnswers({
      [inboxKey('open')]: [feedbackPage(false)],
      [inboxKey('done')]: [feedbackPage(true)],
    }),
  ],
} satisfies Meta<typeof FeedbackTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open messages with their count; the toggle shows the done ones with Reopen. */
export const OpenThenDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getAllByTestId('feedback-item')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Mark done' })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(await canvas.findAllByRole('button', { name: 'Reopen' })).toHaveLength(3);
    await expectNoApiRequest();
  },
};

/** More pages wait: "More feedback" is offered. */
export const MorePages: Story = {
  decorators: [withAnswers({ [inboxKey('open')]: [feedbackPage(false, 2)] })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'More feedback' }),
    ).toBeVisible();
  },
};

/** Nothing open. */
export const Empty: Story = {
  decorators: [withAnswers({ [inboxKey('open')]: [{ items: [], nextPage: null, openCount: 0 }] })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open feedback.')).toBeVisible();
  },
};

/** Not read yet (no answer cached, none asked for): the spinner. */
export const Loading: Story = {
  decorators: [withAnswers({ [inboxKey('open')]: undefined })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The API's 403: the desk is for moderators. */
export const NotAModerator: Story = {
  decorators: [withFailedRead(inboxKey('open'), new ApiRequestError('Forbidden', 403))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('desk-refused')).toHaveTextContent(
      ADMIN_TEXTS.notAdmin,
    );
  },
};

/** On a phone: the messages wrap inside the screen. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('feedback-item')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
