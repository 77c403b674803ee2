import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMMENT_TEXTS, commentPlaceholder } from '../../../src/api/contract/commentsTexts';
import { CommentItem } from '../../../src/viewer/comments/CommentItem';
import { withPadding } from '../../fixtures/decorators';
import { storyChanges, storyComment } from './commentsFixtures';

/** One comment by itself: its writer, date, marks and notes, and the buttons the asker gets. */
const meta = {
  title: 'Viewer/Comments/CommentItem',
  component: CommentItem,
  decorators: [withPadding],
  args: {
    comment: storyComment('alpha', { body: 'Open with the **Kanly** strike.' }),
    moderates: false,
    loggedIn: true,
    changes: storyChanges(),
    onDeleted: fn(),
  },
} satisfies Meta<typeof CommentItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visible, another's: the writer links to their page, the markdown reads, Report is offered. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chani' })).toHaveAttribute(
      'href',
      '/user/Chani',
    );
    await expect((await canvas.findByText('Kanly')).tagName).toBe('STRONG');
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.report })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.edit })).toBeNull();
    await expect(canvas.queryByText(`· ${COMMENT_TEXTS.editedMark}`)).toBeNull();
  },
};

/** The player's own: Edit turns the text into its form; Delete asks first. */
export const Mine: Story = {
  args: {
    comment: storyComment('mine', { username: 'Stilgar', body: 'My own advice.', mine: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: COMMENT_TEXTS.report })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.edit }));
    await expect(canvas.getByRole('textbox', { name: COMMENT_TEXTS.bodyLabel })).toHaveValue(
      'My own advice.',
    );
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.cancel }));
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.edit })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.delete }));
    await expect(
      within(document.body).getByRole('alertdialog', { name: COMMENT_TEXTS.deleteConfirm }),
    ).toBeVisible();
  },
};

/** The player's own, held by moderation: the note says only they can read it. */
export const HeldNote: Story = {
  args: {
    comment: storyComment('held', {
      username: 'Stilgar',
      body: 'Waiting text.',
      state: 'held',
      mine: true,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(COMMENT_TEXTS.heldNote)).toBeVisible();
  },
};

/** Hidden, read by the build's author: the note, and Show again. */
export const HiddenNoteForAuthor: Story = {
  args: {
    moderates: true,
    comment: storyComment('hidden', { body: 'A hidden remark.', state: 'hidden' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(COMMENT_TEXTS.hiddenNote)).toBeVisible();
    await expect(canvas.getByRole('button', { name: COMMENT_TEXTS.unhide })).toBeVisible();
  },
};

/** Deleted with replies: only the placeholder, no writer, no buttons. */
export const Placeholder: Story = {
  args: {
    comment: storyComment('gone', { username: null, body: '', state: 'deleted' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('article', { name: commentPlaceholder('deleted') ?? '' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Edited since written: the mark after the date. */
export const Edited: Story = {
  args: {
    comment: storyComment('edited', {
      body: 'Changed my mind.',
      edited_at: '2026-11-21T09:00:00.000Z',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`· ${COMMENT_TEXTS.editedMark}`)).toBeVisible();
  },
};

/** On a phone the writer's link and the buttons are thumb-sized. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chani' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
