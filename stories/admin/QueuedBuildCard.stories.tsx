import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueuedBuildCard } from '../../src/admin/queue/QueuedBuildCard';
import { expectPhoneLayout } from '../account/fixtures';
import { FLAGGED_BUILD, PHONE, REPORTED_BUILD, withDeskFrame } from './fixtures';

/** One build waiting for review, with its decisions. */
const meta = {
  title: 'Admin/QueuedBuildCard',
  component: QueuedBuildCard,
  decorators: [withDeskFrame],
  args: { build: FLAGGED_BUILD, busy: false, onDecide: fn() },
} satisfies Meta<typeof QueuedBuildCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flagged: title to the viewer, owner to their page, the flagged words marked; Clear with a note. */
export const Flagged: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Heretic Gunner' })).toHaveAttribute(
      'href',
      '/build-viewer/gravgun1',
    );
    await expect(canvas.getByRole('link', { name: 'Rabban' })).toHaveAttribute(
      'href',
      '/user/Rabban',
    );
    const flagged = within(canvas.getByRole('region', { name: 'Flagged fields' }));
    await expect(flagged.getByText('Title')).toBeVisible();
    await expect(flagged.getByText('Guide')).toBeVisible();
    await expect(
      [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent),
    ).toEqual(['Heretic', 'heretic', 'heretic']);
    await expect(canvas.queryByRole('region', { name: 'Reports' })).toBeNull();
    await userEvent.type(
      canvas.getByLabelText('Note for the record (optional)'),
      'A character name.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onDecide).toHaveBeenCalledWith(FLAGGED_BUILD, 'clear', 'A character name.');
  },
};

/** Reported: each report with its reason, detail and reporter (or "a visitor"); Keep Restricted. */
export const Reported: Story = {
  args: { build: REPORTED_BUILD },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reports = within(canvas.getByRole('region', { name: 'Reports' }));
    await expect(reports.getByText('Reports (2)')).toBeVisible();
    await expect(reports.getByText('Copied from another player')).toBeVisible();
    await expect(reports.getByText('This is Chani’s build word for word.')).toBeVisible();
    await expect(reports.getByText(/a visitor/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Flagged fields' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep Restricted' }));
    await expect(args.onDecide).toHaveBeenCalledWith(REPORTED_BUILD, 'keep', '');
  },
};

/** Delete asks first: Cancel decides nothing, "Delete build" deletes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this build?' });
    await expect(dialog).toHaveTextContent('“Heretic Gunner” by Rabban is deleted for good');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await page.findByRole('button', { name: 'Delete build' }));
    await expect(args.onDecide).toHaveBeenCalledWith(FLAGGED_BUILD, 'delete', '');
  },
};

/** A decision on its way: every button waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Clear', 'Keep Restricted', 'Delete'])
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
  },
};

/** On a phone: one column, no sideways scroll, touch-sized targets. */
export const Phone: Story = {
  globals: PHONE,
  args: { build: { ...FLAGGED_BUILD, reports: REPORTED_BUILD.reports } },
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
