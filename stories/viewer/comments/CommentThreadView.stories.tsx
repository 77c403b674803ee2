import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { COMMENT_TEXTS } from '../../../src/api/contract/commentsTexts';
import { CommentThreadView } from '../../../src/viewer/comments/CommentThreadView';
import { withPadding } from '../../fixtures/decorators';
import { storyChanges, storyComment, storyThread } from './commentsFixtures';

/** A top-level comment with its replies, and the reply form at its foot. */
const meta = {
  title: 'Viewer/Comments/CommentThreadView',
  component: CommentThreadView,
  decorators: [
    withPadding,
    (Story) => (
      <ul>
        <Story />
      </ul>
    ),
  ],
  args: {
    thread: storyThread('top', {}, [
      storyComment('re1', { username: 'Stilgar', body: 'First reply.' }),
      storyComment('re2', { username: 'Jessica', body: 'Second reply.' }),
    ]),
    moderates: false,
    loggedIn: true,
    canWrite: true,
    changes: storyChanges(),
    onDeleted: fn(),
  },
} satisfies Meta<typeof CommentThreadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thread, its replies under it, oldest first; Reply only on the top comment. */
export const WithReplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    await expect(articles[1]).toHaveTextContent('First reply.');
    await expect(articles[2]).toHaveTextContent('Second reply.');
    await expect(canvas.getAllByRole('button', { name: COMMENT_TEXTS.reply })).toHaveLength(1);
  },
};

/** Reply opens the form; sending posts to the thread and focus comes back to Reply. */
export const Replying: Story = {
  args: { changes: storyChanges() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.reply }));
    const field = canvas.getByRole('textbox', { name: COMMENT_TEXTS.replyLabel });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Agreed.');
    await userEvent.click(canvas.getByRole('button', { name: COMMENT_TEXTS.reply }));
    await waitFor(() => expect(args.changes.post).toHaveBeenCalledWith('Agreed.', args.thread.id));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: COMMENT_TEXTS.reply })).toHaveFocus(),
    );
  },
};

/** Blocked from writing: no Reply. */
export const CannotWrite: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: COMMENT_TEXTS.reply }),
    ).toBeNull();
  },
};

/** No replies. */
export const Alone: Story = {
  args: { thread: storyThread('solo') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};
