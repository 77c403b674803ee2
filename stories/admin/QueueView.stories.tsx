import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueView } from '../../src/admin/queue/QueueView';
import { expectPhoneLayout } from '../account/fixtures';
import {
  FAILED_STORY,
  FLAGGED_BUILD,
  LOADING_STORY,
  PHONE,
  REPORTED_BUILD,
  withDeskFrame,
} from './fixtures';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/** The moderation queue by itself: every state, and the three decisions. */
const meta = {
  title: 'Admin/QueueView',
  component: QueueView,
  decorators: [withDeskFrame],
  args: {
    load: { kind: 'ready', data: { builds: [FLAGGED_BUILD, REPORTED_BUILD] } },
    busyId: null,
    onDecide: fn(),
  },
} satisfies Meta<typeof QueueView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two builds: the flagged words in <mark>, the reports with reason, detail and reporter. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByTestId('queued-build');
    await expect(cards).toHaveLength(2);
    const flagged = within(cards[0] as HTMLElement);
    await expect(flagged.getByRole('link', { name: 'Heretic Gunner' })).toHaveAttribute(
      'href',
      '/build-viewer/gravgun1',
    );
    await expect(flagged.getByRole('link', { name: 'Rabban' })).toHaveAttribute(
      'href',
      '/user/Rabban',
    );
    const marks = [...(cards[0] as HTMLElement).querySelectorAll('mark')].map((m) => m.textContent);
    await expect(marks).toEqual(['Heretic', 'heretic', 'heretic']);
    const reported = within(cards[1] as HTMLElement);
    await expect(reported.getByText('Copied from another player')).toBeVisible();
    await expect(reported.getByText('This is Chani’s build word for word.')).toBeVisible();
    await expect(reported.getByText(/a visitor/)).toBeVisible();
  },
};

/** Clear and Keep Restricted send at once, with the note typed for the record. */
export const ClearAndKeep: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('[data-testid="queued-build"]') as HTMLElement);
    await userEvent.type(card.getByLabelText('Note for the record (optional)'), 'A name.');
    await userEvent.click(card.getByRole('button', { name: 'Clear' }));
    await expect(args.onDecide).toHaveBeenCalledWith(FLAGGED_BUILD, 'clear', 'A name.');
    await userEvent.click(card.getByRole('button', { name: 'Keep Restricted' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith(FLAGGED_BUILD, 'keep', 'A name.');
  },
};

/** Delete asks first: Cancel sends nothing, 'Delete build' sends the decision. */
export const DeleteConfirms: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement.querySelector('[data-testid="queued-build"]') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: 'Delete' }));
    const page = within(document.body);
    let dialog = page.getByRole('alertdialog', { name: 'Delete this build?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Delete' }));
    dialog = page.getByRole('alertdialog', { name: 'Delete this build?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete build' }));
    await expect(args.onDecide).toHaveBeenCalledWith(FLAGGED_BUILD, 'delete', '');
  },
};

/** While its decision is on its way, a build's buttons wait. */
export const Busy: Story = {
  args: { busyId: FLAGGED_BUILD.id },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('[data-testid="queued-build"]') as HTMLElement);
    await expect(card.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: { builds: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ADMIN_TEXTS.queueEmpty)).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { ...LOADING_STORY };

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** The API's 403: not a moderator. */
export const Refused: Story = {
  args: { load: { kind: 'refused' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(ADMIN_TEXTS.notAdmin);
  },
};

/** On a phone: no sideways scroll, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
