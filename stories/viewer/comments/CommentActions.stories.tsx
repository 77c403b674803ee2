import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { CommentActions } from '../../../src/viewer/comments/CommentActions';
import { withPadding } from '../../fixtures/decorators';
import { storyChanges, storyComment } from './commentsFixtures';

/** A comment's row of buttons, by who asks and whose comment it is. */
const meta = {
  title: 'Viewer/Comments/CommentActions',
  component: CommentActions,
  decorators: [
    withPadding,
    (Story) => (
      <>
        <p id="comment-header">Chani · 20 Nov 2026</p>
        <Story />
      </>
    ),
  ],
  args: {
    comment: storyComment('alpha'),
    moderates: false,
    loggedIn: true,
    changes: storyChanges(),
    describedBy: 'comment-header',
    onEdit: fn(),
    editRef: fn(),
    onDeleted: fn(),
  },
} satisfies Meta<typeof CommentActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('button')
    .map((button) => button.textContent);

/** Another's comment, a player logged in: Report, described by the comment's header. */
export const Others: Story = {
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([COMMENT_TEXTS.report]);
    await expect(
      within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.report }),
    ).toHaveAccessibleDescription('Chani · 20 Nov 2026');
  },
};

/** In a thread: Reply first. */
export const WithReply: Story = {
  args: { onReply: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(names(canvasElement)).toEqual([COMMENT_TEXTS.reply, COMMENT_TEXTS.report]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.reply }));
    await expect(args.onReply).toHaveBeenCalled();
  },
};

/** The player's own: Edit and Delete; Delete asks, then deletes. */
export const Mine: Story = {
  args: { comment: storyComment('mine', { mine: true }), changes: storyChanges() },
  play: async ({ canvasElement, args }) => {
    await expect(names(canvasElement)).toEqual([COMMENT_TEXTS.edit, COMMENT_TEXTS.delete]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.edit }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.delete }),
    );
    const dialog = within(document.body).getByRole('alertdialog', {
      name: COMMENT_TEXTS.deleteConfirm,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: COMMENT_TEXTS.delete }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalled());
    await expect(args.changes.remove).toHaveBeenCalledWith(args.comment.id);
  },
};

/** The build's author on another's visible comment: Hide and Report. */
export const Moderates: Story = {
  args: { moderates: true, changes: storyChanges() },
  play: async ({ canvasElement, args }) => {
    await expect(names(canvasElement)).toEqual([COMMENT_TEXTS.hide, COMMENT_TEXTS.report]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.hide }));
    await expect(args.changes.setHidden).toHaveBeenCalledWith(args.comment.id, true);
  },
};

/** The build's author on a hidden comment: Show again. */
export const Hidden: Story = {
  args: { moderates: true, comment: storyComment('hidden', { state: 'hidden' }) },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([COMMENT_TEXTS.unhide, COMMENT_TEXTS.report]);
  },
};

/** A visitor on another's comment: no buttons at all. */
export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([]);
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { comment: storyComment('mine', { mine: true }) },
  play: async ({ canvasElement }) => {
    const edit = within(canvasElement).getByRole('button', { name: COMMENT_TEXTS.edit });
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
