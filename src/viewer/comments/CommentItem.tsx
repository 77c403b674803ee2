import { type Ref, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Comment } from '../../api/contract/comments';
import {
  COMMENT_TEXTS,
  type CommentState,
  commentPlaceholder,
} from '../../api/contract/commentsTexts';
import { CommentMarkdown } from '../../builds/comments/CommentMarkdown';
import { calendarDateLabel } from '../../ui/calendarDate';
import { CommentActions } from './CommentActions';
import { CommentForm } from './CommentForm';
import { commentAnchor } from './commentAnchor';
import type { CommentChanges } from './useCommentChanges';

/** The mark over a comment only some may read, telling its reader why the others cannot. */
const STATE_NOTES: Partial<Record<CommentState, string>> = {
  held: COMMENT_TEXTS.heldNote,
  hidden: COMMENT_TEXTS.hiddenNote,
  removed: COMMENT_TEXTS.removedNote,
};

/** What one comment shows and what may be done to it. */
export interface CommentItemProps {
  comment: Comment;
  /** The asker is the build's author. */
  moderates: boolean;
  loggedIn: boolean;
  changes: CommentChanges;
  /** A thread's Reply pressed (absent: no Reply on this comment). */
  onReply?: () => void;
  /** Reply's button, for focus to come back to once the reply form closes. */
  replyRef?: Ref<HTMLButtonElement>;
  /** The comment is gone: focus goes somewhere that stays. */
  onDeleted: () => void;
}

/**
 * One comment: its writer (linking to their page), its date and 'edited' mark, then its markdown
 * with a note when only some may read it, or the placeholder when the asker may not; below, its
 * buttons. Edit turns the text into its form, and focus comes back to Edit when it closes.
 */
export function CommentItem({
  comment,
  moderates,
  loggedIn,
  changes,
  onReply,
  replyRef,
  onDeleted,
}: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const backToEdit = useRef(false);
  const headerId = useId();
  // The Edit button mounts again when the form closes: focus it then, not on the first paint.
  const editRef = useCallback((button: HTMLButtonElement | null) => {
    if (button === null || !backToEdit.current) return;
    backToEdit.current = false;
    button.focus();
  }, []);
  const closeEdit = () => {
    backToEdit.current = true;
    setEditing(false);
  };

  const placeholder = comment.body === '' ? commentPlaceholder(comment.state) : null;
  if (placeholder !== null) {
    return (
      <article id={commentAnchor(comment.id)} aria-labelledby={headerId} className="scroll-mt-6">
        <p id={headerId} className="py-2 text-sm text-sand-400 italic">
          {placeholder}
        </p>
      </article>
    );
  }
  const note = STATE_NOTES[comment.state];
  return (
    <article
      id={commentAnchor(comment.id)}
      aria-labelledby={headerId}
      className="flex min-w-0 scroll-mt-6 flex-col gap-1.5"
    >
      <p id={headerId} className="flex flex-wrap items-center gap-x-2 text-sm text-sand-300">
        {comment.username === null ? null : (
          <Link
            to={`/user/${encodeURIComponent(comment.username)}`}
            className="inline-flex min-h-11 min-w-11 items-center font-semibold break-all text-spice-200 underline-offset-4 hover:underline sm:min-h-0 sm:min-w-0"
          >
            {comment.username}
          </Link>
        )}
        <time dateTime={comment.created_at}>
          {calendarDateLabel(comment.created_at.slice(0, 10))}
        </time>
        {comment.edited_at === null ? null : (
          <span className="text-sand-400 italic">· {COMMENT_TEXTS.editedMark}</span>
        )}
      </p>
      {note === undefined ? null : (
        <p className="self-start rounded-md border border-amber-400/50 bg-amber-950/40 px-2 py-0.5 text-xs font-medium text-amber-200">
          {note}
        </p>
      )}
      {editing ? (
        <CommentForm
          label={COMMENT_TEXTS.bodyLabel}
          submitLabel={COMMENT_TEXTS.save}
          initialBody={comment.body}
          focusOnOpen
          onSubmit={(body) => changes.edit(comment.id, body).then(closeEdit)}
          onCancel={closeEdit}
        />
      ) : (
        <>
          <CommentMarkdown body={comment.body} />
          <CommentActions
            comment={comment}
            moderates={moderates}
            loggedIn={loggedIn}
            changes={changes}
            describedBy={headerId}
            onReply={onReply}
            replyRef={replyRef}
            onEdit={() => {
              setEditing(true);
            }}
            editRef={editRef}
            onDeleted={onDeleted}
          />
        </>
      )}
    </article>
  );
}
