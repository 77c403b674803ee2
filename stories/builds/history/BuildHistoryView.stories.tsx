import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BuildRevisionSummary } from '../../../src/api/contract/buildRevisions';
import { REVISION_TEXTS } from '../../../src/api/contract/buildRevisionsTexts';
import { BuildHistoryView } from '../../../src/builds/history/BuildHistoryView';
import { PHONE } from '../../admin/fixtures';

/** A saved build's History panel: its revisions, newest first, and the author's Restore. */

const revision = (number: number, note: string | null = null): BuildRevisionSummary => ({
  number,
  saved_at: `2026-11-${String(10 + (number % 20)).padStart(2, '0')}T08:${String(number % 60).padStart(2, '0')}:00.000Z`,
  username: 'Chani',
  game_version: number < 3 ? '1.5' : '1.5.3.6',
  note,
});

const FULL = [
  revision(7, 'Swapped the Gunnery capstone for Suppressive Fire'),
  revision(6),
  revision(5, 'Tuned for Deep Desert PvP'),
  revision(3),
  revision(1, 'First draft'),
];

const meta = {
  title: 'Builds/History/BuildHistoryView',
  component: BuildHistoryView,
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    revisions: FULL,
    error: null,
    canRestore: false,
    restoring: null,
    onRestore: fn(),
  },
} satisfies Meta<typeof BuildHistoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing kept (a build whose history is not read yet on the server's side). */
export const Empty: Story = {
  args: { revisions: [] },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('build-history');
    await expect(panel).toHaveTextContent(REVISION_TEXTS.empty);
    await expect(within(panel).queryByRole('listitem')).toBeNull();
  },
};

/** Saved once: its one revision, current, nothing to restore even for the author. */
export const OneRevision: Story = {
  args: { revisions: [revision(1)], canRestore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Revision 1 (current)');
    await expect(canvas.queryByRole('button', { name: /Restore/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { revisions: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading history…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { revisions: null, error: REVISION_TEXTS.loadFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      REVISION_TEXTS.loadFailed,
    );
  },
};

/** Read-only for anyone but the author: number, time, author, game version and note. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(
      'Revision 7 (current) · 2026-11-17 08:07 UTC · Chani · game 1.5.3.6',
    );
    await expect(items[0]).toHaveTextContent('Swapped the Gunnery capstone for Suppressive Fire');
    await expect(items[4]).toHaveTextContent(
      'Revision 1 · 2026-11-11 08:01 UTC · Chani · game 1.5',
    );
    await expect(canvas.queryByRole('button', { name: /Restore/ })).toBeNull();
  },
};

/** The author restores after a confirm; Cancel asks nothing. */
export const AuthorRestores: Story = {
  args: { canRestore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    // The current one has no Restore.
    await expect(canvas.queryByRole('button', { name: 'Restore revision 7' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Restore revision/ })).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: 'Restore revision 5' }));
    const dialog = await page.findByRole('alertdialog', { name: REVISION_TEXTS.restoreTitle });
    await expect(dialog).toHaveTextContent("Revision 5 becomes the build's current version");
    await userEvent.click(within(dialog).getByRole('button', { name: REVISION_TEXTS.cancel }));
    await expect(page.queryByRole('alertdialog')).toBeNull();
    await expect(args.onRestore).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Restore revision 3' }));
    const again = await page.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: REVISION_TEXTS.restore }));
    await expect(args.onRestore).toHaveBeenCalledWith(3);
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};

/** While one restores, every Restore waits. */
export const Restoring: Story = {
  args: { canRestore: true, restoring: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restore revision 5' })).toHaveTextContent(
      'Restoring…',
    );
    for (const button of canvas.getAllByRole('button', { name: /^Restore revision/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** On a phone: long notes wrap inside the screen, Restore stays in reach. */
export const Phone: Story = {
  globals: PHONE,
  args: {
    canRestore: true,
    revisions: [
      revision(12, 'A very long note about what changed: '.repeat(5).trim()),
      ...FULL.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByTestId('build-history');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
    await expect(within(panel).getByRole('button', { name: 'Restore revision 6' })).toBeVisible();
  },
};
