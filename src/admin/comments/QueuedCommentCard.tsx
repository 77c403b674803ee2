import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommentDecision, QueuedComment } from '../../api/contract/comments';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { RecordNoteField } from '../RecordNoteField';
import { CommentFacts } from './CommentFacts';
import { CommentReports } from './CommentReports';
import { CommentText } from './CommentText';

/** What the desk does to a queued comment: decide on it, or suspend or restore its writer. */
export interface CommentActions {
  onDecide: (comment: QueuedComment, decision: CommentDecision['decision'], note: string) => void;
  onCommenting: (comment: QueuedComment, suspended: boolean, note: string) => void;
}

/** What a queued comment's card shows and does. */
export interface QueuedCommentCardProps extends CommentActions {
  comment: QueuedComment;
  /** True while an action on this comment is on its way: its buttons wait. */
  busy: boolean;
}

/**
 * One comment waiting for review: its build, facts, text and reports, a note for the record, Keep
 * and Remove, and Suspend or Restore commenting for its writer (the card stays for that one).
 */
export function QueuedCommentCard({
  comment,
  busy,
  onDecide,
  onCommenting,
}: QueuedCommentCardProps) {
  const [note, setNote] = useState('');
  const { build } = comment;
  return (
    <Card as="article" className="flex flex-col gap-4 p-4 sm:p-6" data-testid="queued-comment">
      <header className="flex flex-col gap-1">
        <h3 className="font-display text-lg font-semibold break-words text-sand-50">
          <Link
            to={`/build-viewer/${encodeURIComponent(build.url)}`}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:text-spice-200 hover:underline"
          >
            {build.title}
          </Link>
        </h3>
        <p className="text-sm text-sand-300">
          build by{' '}
          <Link
            to={`/user/${encodeURIComponent(build.username)}`}
            className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline"
          >
            {build.username}
          </Link>
        </p>
      </header>
      <CommentFacts comment={comment} />
      <CommentText comment={comment} />
      {comment.reports.length > 0 ? <CommentReports reports={comment.reports} /> : null}
      <RecordNoteField note={note} onChange={setNote} />
      <div className="flex flex-wrap gap-3" aria-busy={busy || undefined}>
        <Button
          disabled={busy}
          onClick={() => {
            onDecide(comment, 'keep', note);
          }}
        >
          Keep
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            onDecide(comment, 'remove', note);
          }}
        >
          Remove
        </Button>
        <Button
          variant="secondary"
          className="sm:ml-auto"
          disabled={busy}
          onClick={() => {
            onCommenting(comment, !comment.writer_suspended, note);
          }}
        >
          {comment.writer_suspended ? 'Restore commenting' : 'Suspend commenting'}
        </Button>
      </div>
    </Card>
  );
}
