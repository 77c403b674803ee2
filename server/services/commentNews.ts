import type { CommentRepository, CommentRow } from '../repositories/commentRepository';
import type { Notifier } from './notifier';

/**
 * Tells of a comment everyone may read (a new one, or a held one a moderator kept): its thread's
 * writer of a reply, and the build's author, once (as a reply when they wrote the thread). The
 * writer is never told of their own.
 */
export async function tellOfComment(
  notifier: Pick<Notifier, 'notify'>,
  comments: Pick<CommentRepository, 'find'>,
  comment: Pick<CommentRow, 'id' | 'build_id' | 'parent_id' | 'user_id'>,
  buildAuthorId: string,
): Promise<void> {
  const threadWriterId =
    comment.parent_id === null ? null : ((await comments.find(comment.parent_id))?.user_id ?? null);
  const event = { buildId: comment.build_id, actorId: comment.user_id, commentId: comment.id };
  if (threadWriterId !== null) {
    notifier.notify({ ...event, kind: 'reply', recipients: { users: [threadWriterId] } });
  }
  if (threadWriterId !== buildAuthorId) {
    notifier.notify({ ...event, kind: 'comment', recipients: { users: [buildAuthorId] } });
  }
}
