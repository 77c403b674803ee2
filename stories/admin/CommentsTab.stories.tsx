import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommentsTab } from '../../src/admin/comments/CommentsTab';
import { COMMENT_QUEUE_KEY } from '../../src/api/admin/commentQueue';
import type { decideComment } from '../../src/api/admin/decideComment';
import type { setCommenting } from '../../src/api/admin/setCommenting';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';
import type { QueuedComment } from '../../src/api/contract/comments';
import { COMMENT_TEXTS } from '../../src/api/contract/commentsTexts';
import { ApiRequestError } from '../../src/api/requestJson';
import { Toasts } from '../../src/ui/toast';
import { expectPhoneLayout, withNarrowPhone } from '../account/fixtures';
import { toasts } from '../fixtures/toasts';
import { fact } from './commentFacts';
import { withFailedRead } from './failedRead';
import {
  HELD_COMMENT,
  PHONE,
  REPORTED_COMMENT,
  SUSPENDED_WRITER_COMMENT,
  withAnswers,
  withDeskFrame,
} from './fixtures';

const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <Toasts />
  </>
);

/** A second comment by the held comment's writer: a suspension shows on both. */
const SAME_WRITER: QueuedComment = { ...REPORTED_COMMENT, id: 'cmtRabban002', username: 'Rabban' };

const cards = (root: HTMLElement) => within(root).queryAllByTestId('queued-comment');

/** The comments tab over stand-ins for the desk's calls: what each action does to the list. */
const meta = {
  title: 'Admin/CommentsTab',
  component: CommentsTab,
  decorators: [
    withDeskFrame,
    withToasts,
    withAnswers({
      [COMMENT_QUEUE_KEY]: {
        comments: [HELD_COMMENT, REPORTED_COMMENT, SUSPENDED_WRITER_COMMENT],
      },
    }),
  ],
  args: {
    decide: fn<typeof decideComment>((_id, decision) =>
      Promise.resolve(
        decision === 'keep'
          ? { message: COMMENT_TEXTS.kept, state: 'visible' }
          : { message: COMMENT_TEXTS.removed, state: 'removed' },
      ),
    ),
    suspend: fn<typeof setCommenting>((username, suspended) =>
      Promise.resolve({
        message: suspended
          ? COMMENT_TEXTS.suspendedFor(username)
          : COMMENT_TEXTS.restoredFor(username),
        suspended,
      }),
    ),
  },
} satisfies Meta<typeof CommentsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keep: the comment leaves the list and a toast says the API's message. */
export const Kept: Story = {
  play: async ({ canvasElement, args }) => {
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await userEvent.type(first.getByLabelText('Note for the record (optional)'), 'A title.');
    await userEvent.click(first.getByRole('button', { name: 'Keep' }));
    await expect(args.decide).toHaveBeenCalledWith(HELD_COMMENT.id, 'keep', 'A title.');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(within(canvasElement).queryByRole('link', { name: 'Rabban' })).toBeNull();
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.kept));
  },
};

/** Remove: the reported comment leaves the list. */
export const Removed: Story = {
  play: async ({ canvasElement, args }) => {
    const reported = within(cards(canvasElement)[1] as HTMLElement);
    await userEvent.click(reported.getByRole('button', { name: 'Remove' }));
    await expect(args.decide).toHaveBeenCalledWith(REPORTED_COMMENT.id, 'remove', '');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2));
    await expect(within(canvasElement).queryByText('Reports (2)')).toBeNull();
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.removed));
  },
};

/** The last comment decided: the tab says none waits. */
export const LastOne: Story = {
  decorators: [withAnswers({ [COMMENT_QUEUE_KEY]: { comments: [REPORTED_COMMENT] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Keep' }));
    await expect(await canvas.findByText(COMMENT_TEXTS.deskEmpty)).toBeVisible();
  },
};

/** Suspend: the comment stays; every card by that writer now says suspended and offers Restore. */
export const Suspended: Story = {
  decorators: [withAnswers({ [COMMENT_QUEUE_KEY]: { comments: [HELD_COMMENT, SAME_WRITER] } })],
  play: async ({ canvasElement, args }) => {
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await userEvent.type(first.getByLabelText('Note for the record (optional)'), 'Insults.');
    await userEvent.click(first.getByRole('button', { name: 'Suspend commenting' }));
    await expect(args.suspend).toHaveBeenCalledWith('Rabban', true, 'Insults.');
    await expect(args.decide).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.suspendedFor('Rabban')),
    );
    await expect(cards(canvasElement)).toHaveLength(2);
    for (const card of cards(canvasElement)) {
      await expect(fact(card, 'Commenting')).toBe('Suspended');
      await expect(within(card).getByRole('button', { name: 'Restore commenting' })).toBeVisible();
    }
  },
};

/** Restore: the suspended writer may comment again. */
export const Restored: Story = {
  play: async ({ canvasElement, args }) => {
    const last = within(cards(canvasElement)[2] as HTMLElement);
    await userEvent.click(last.getByRole('button', { name: 'Restore commenting' }));
    await expect(args.suspend).toHaveBeenCalledWith('Piter', false, '');
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.restoredFor('Piter')));
    await expect(fact(cards(canvasElement)[2] as HTMLElement, 'Commenting')).toBe('Allowed');
    await expect(last.getByRole('button', { name: 'Suspend commenting' })).toBeVisible();
  },
};

/** A failed decision keeps the comment and toasts the failure. */
export const FailedDecision: Story = {
  args: {
    decide: fn<typeof decideComment>(() =>
      Promise.reject(new ApiRequestError(COMMENT_TEXTS.notFound, 404)),
    ),
  },
  play: async ({ canvasElement }) => {
    const first = within(cards(canvasElement)[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent(COMMENT_TEXTS.notFound));
    await expect(cards(canvasElement)).toHaveLength(3);
    await expect(first.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** A failed suspension changes nothing and toasts the failure. */
export const FailedSuspension: Story = {
  args: {
    suspend: fn<typeof setCommenting>(() =>
      Promise.reject(new ApiRequestError('User not found.', 404)),
    ),
  },
  play: async ({ canvasElement }) => {
    const first = cards(canvasElement)[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Suspend commenting' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('User not found.'));
    await expect(fact(first, 'Commenting')).toBe('Allowed');
  },
};

/** A failed read of the queue: the failure in an alert. */
export const FailedRead: Story = {
  decorators: [
    withFailedRead(
      COMMENT_QUEUE_KEY,
      new ApiRequestError('Failed to load data. Please try again later.', 500),
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load data');
  },
};

/** The API's 403: the desk is for moderators. */
export const NotAModerator: Story = {
  decorators: [withFailedRead(COMMENT_QUEUE_KEY, new ApiRequestError('Forbidden', 403))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('desk-refused')).toHaveTextContent(
      ADMIN_TEXTS.notAdmin,
    );
  },
};

/** On the narrowest phone (360px): one column, no sideways scroll, 44px targets. */
export const Phone: Story = {
  globals: PHONE,
  decorators: [withNarrowPhone],
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(3);
    await expectPhoneLayout(canvasElement);
  },
};
