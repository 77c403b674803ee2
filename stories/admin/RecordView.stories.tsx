import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordView } from '../../src/admin/record/RecordView';
import { expectPhoneLayout } from '../account/fixtures';
import { FAILED_STORY, LOADING_STORY, PHONE, actionsPage, withDeskFrame } from './fixtures';

/** The desk's record by itself. */
const meta = {
  title: 'Admin/RecordView',
  component: RecordView,
  decorators: [withDeskFrame],
  args: { load: { kind: 'ready', data: actionsPage(2) }, page: 1, onPage: fn() },
} satisfies Meta<typeof RecordView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when, who, what, target, note; Older reads page 2. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Liet');
    await expect(rows[1]).toHaveTextContent('build.clear');
    await expect(rows[1]).toHaveTextContent('A character name, not an insult.');
    await expect(rows[2]).toHaveTextContent('command line');
    await expect(canvas.queryByRole('button', { name: 'Newer' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** The last page: Newer goes back, no Older. */
export const LastPage: Story = {
  args: { load: { kind: 'ready', data: actionsPage(null) }, page: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Newer' }));
    await expect(args.onPage).toHaveBeenCalledWith(1);
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { load: { kind: 'ready', data: { actions: [], nextPage: null } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nothing has been done on the desk yet.'),
    ).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { ...LOADING_STORY };

/** A failed read. */
export const Failed: Story = { ...FAILED_STORY };

/** On a phone the table scrolls by itself; the page does not. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expectPhoneLayout(canvasElement);
  },
};
