import type { CommentQueue } from '../../api/contract/comments';
import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { type DeskLoad, DeskLoadState } from '../deskLoad';
import { type CommentActions, QueuedCommentCard } from './QueuedCommentCard';

/** What the comments tab shows. */
export interface CommentQueueViewProps extends CommentActions {
  load: DeskLoad<CommentQueue>;
  /** The comment whose action is on its way, if any. */
  busyId: string | null;
}

/** The comment queue: held and reported comments, the longest waiting first, or that none waits. */
export function CommentQueueView({ load, busyId, onDecide, onCommenting }: CommentQueueViewProps) {
  if (load.kind !== 'ready') return <DeskLoadState load={load} />;
  const { comments } = load.data;
  if (comments.length === 0) {
    return <p className="py-8 text-center text-sand-300">{COMMENT_TEXTS.deskEmpty}</p>;
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="Comments waiting for review">
      {comments.map((comment) => (
        <li key={comment.id}>
          <QueuedCommentCard
            comment={comment}
            busy={busyId === comment.id}
            onDecide={onDecide}
            onCommenting={onCommenting}
          />
        </li>
      ))}
    </ul>
  );
}
