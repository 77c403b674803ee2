import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommentText } from '../../src/admin/comments/CommentText';
import { HELD_COMMENT, PHONE, REPORTED_COMMENT, withDeskFrame } from './fixtures';

/** A queued comment's markdown as plain text, its flagged words marked. */
const meta = {
  title: 'Admin/CommentText',
  component: CommentText,
  decorators: [withDeskFrame],
  args: { comment: HELD_COMMENT },
} satisfies Meta<typeof CommentText>;
export default meta;
type Story = StoryObj<typeof meta>;

const marked = (root: HTMLElement) =>
  [...root.querySelectorAll('mark')].map((mark) => mark.textContent);

/** Flagged: the words marked, the markdown never rendered. */
export const Flagged: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Comment text' });
    await expect(section).toHaveTextContent('**heretic**');
    await expect(marked(canvasElement)).toEqual(['heretic', 'heretic']);
  },
};

/** Flags read from an older text are left out. */
export const EditedSinceFlagged: Story = {
  args: { comment: { ...HELD_COMMENT, body: 'A heretic changed his words.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A heretic changed his words.')).toBeVisible();
    await expect(marked(canvasElement)).toEqual([]);
  },
};

/** Nothing flagged. */
export const Clean: Story = {
  args: { comment: REPORTED_COMMENT },
  play: async ({ canvasElement }) => {
    await expect(marked(canvasElement)).toEqual([]);
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Comment' })).toBeVisible();
  },
};
