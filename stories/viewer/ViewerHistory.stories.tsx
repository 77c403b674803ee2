import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BuildRevisionSummary } from '../../src/api/contract/buildRevisions';
import { ViewerHistory } from '../../src/viewer/ViewerHistory';
import { savedBuild, viewerBuild, withDesktopViewer, withPhoneViewer } from './fixtures';

/** The viewer's History: read by anyone on a Public build, restored from by its author. */

const summary = (number: number, note: string | null = null): BuildRevisionSummary => ({
  number,
  saved_at: `2026-11-2${number}T08:00:00.000Z`,
  username: 'Chani',
  game_version: '1.5.3.6',
  note,
});

const meta = {
  title: 'Viewer/ViewerHistory',
  component: ViewerHistory,
  decorators: [withDesktopViewer],
  args: {
    url: 'k7Qm2xPz9A',
    revisions: { revisions: [summary(2), summary(1, 'First draft')] },
    error: undefined,
    isAuthor: false,
    onRestored: fn(),
    restore: fn(() =>
      Promise.resolve({
        outcome: 'UPDATED' as const,
        message: 'Build updated successfully!',
        build: savedBuild(viewerBuild()),
      }),
    ),
  },
} satisfies Meta<typeof ViewerHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the revisions and may compare them; nothing to restore. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Revision 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    const compare = canvas.getByRole('button', { name: 'Compare revisions' });
    await expect(compare).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The author restores an older revision after confirming; the page then reads it again. */
export const AuthorRestores: Story = {
  args: { isAuthor: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore revision 1' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Restore this revision?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(args.onRestored).toHaveBeenCalledTimes(1));
    await expect(args.restore).toHaveBeenCalledWith('k7Qm2xPz9A', 1);
  },
};

/** One revision: nothing to compare yet. */
export const OneRevision: Story = {
  args: { revisions: { revisions: [summary(1)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Revision 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Compare revisions' })).toBeNull();
  },
};

/** Not the visitor's to read (404): no panel at all. */
export const NotTheirs: Story = {
  args: {
    revisions: undefined,
    error: Object.assign(new Error('Build not found.'), { status: 404 }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('build-history')).toBeNull();
  },
};

/** On a phone. */
export const Phone: Story = {
  decorators: [withPhoneViewer],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Revision 2')).toBeVisible();
  },
};
