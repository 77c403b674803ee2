import { Link } from 'react-router-dom';
import type { QueuedComment } from '../../api/contract/comments';
import { commentPlaceholder } from '../../api/contract/commentsTexts';
import { formatWhen } from '../formatWhen';

const TERM_CLASSES = 'font-semibold text-sand-300';

/**
 * Who wrote a queued comment (to their page) and whether they may comment, its state with the
 * note players read for it, and when it was written and last edited.
 */
export function CommentFacts({ comment }: { comment: QueuedComment }) {
  const stateNote = commentPlaceholder(comment.state);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1 text-sm text-sand-200">
      <dt className={TERM_CLASSES}>Writer</dt>
      <dd>
        <Link
          to={`/user/${encodeURIComponent(comment.username)}`}
          className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline"
        >
          {comment.username}
        </Link>
      </dd>
      <dt className={TERM_CLASSES}>Commenting</dt>
      <dd>
        {comment.writer_suspended ? (
          <strong className="text-danger-200">Suspended</strong>
        ) : (
          'Allowed'
        )}
      </dd>
      <dt className={TERM_CLASSES}>State</dt>
      <dd>
        <strong className="text-sand-100">{comment.state}</strong>
        {stateNote === null ? null : ` · ${stateNote}`}
      </dd>
      <dt className={TERM_CLASSES}>Written</dt>
      <dd>{formatWhen(comment.created_at)}</dd>
      {comment.edited_at === null ? null : (
        <>
          <dt className={TERM_CLASSES}>Edited</dt>
          <dd>{formatWhen(comment.edited_at)}</dd>
        </>
      )}
    </dl>
  );
}
