import { type Ref, useState } from 'react';
import type { Comment, CommentReportRequest } from '../../api/contract/comments';
import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { ApiRequestError } from '../../api/requestJson';
import { Button } from '../../ui/Button';
import { notify } from '../../ui/toast';
import { CommentReportDialog } from './CommentReportDialog';
import { DeleteCommentDialog } from './DeleteCommentDialog';
import type { CommentChanges } from './useCommentChanges';

/** What a comment's row of buttons needs. */
export interface CommentActionsProps {
  comment: Comment;
  /** The asker is the build's author: Hide and Show again on others' comments. */
  moderates: boolean;
  /** Someone is logged in: Report on others' comments. */
  loggedIn: boolean;
  changes: CommentChanges;
  /** The element naming the comment (its writer and date): each button is described by it. */
  describedBy: string;
  /** A thread's Reply pressed (absent: no Reply here). */
  onReply?: () => void;
  /** Reply's button, for focus to come back to once the reply form closes. */
  replyRef?: Ref<HTMLButtonElement>;
  /** Edit pressed: the comment's text becomes its form. */
  onEdit: () => void;
  /** Edit's button, for focus to come back to once the edit closes. */
  editRef: Ref<HTMLButtonElement>;
  /** The comment is gone: focus goes somewhere that stays. */
  onDeleted: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A comment's buttons: Reply (a thread's), Edit and Delete (asked first) on the player's own,
 * Hide or Show again for the build's author on others', Report for a logged-in player on others'.
 */
export function CommentActions({
  comment,
  moderates,
  loggedIn,
  changes,
  describedBy,
  onReply,
  replyRef,
  onEdit,
  editRef,
  onDeleted,
}: CommentActionsProps) {
  const [deleting, setDeleting] = useState<'asked' | 'busy' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [hiding, setHiding] = useState(false);
  const [reporting, setReporting] = useState<'open' | 'busy' | null>(null);
  const [reportError, setReportError] = useState<string | null>(null);
  const { mine, state } = comment;
  const readable = comment.body !== '';
  const canEdit = mine && state !== 'removed' && state !== 'deleted';
  const canDelete = mine && state !== 'deleted';
  const canHide = moderates && !mine && readable && (state === 'visible' || state === 'hidden');
  const canReport = loggedIn && !mine && readable;

  const confirmDelete = () => {
    setDeleting('busy');
    setDeleteError(null);
    changes.remove(comment.id).then(
      () => {
        setDeleting(null);
        onDeleted();
      },
      (error: unknown) => {
        setDeleting('asked');
        setDeleteError(messageOf(error));
      },
    );
  };

  const toggleHidden = () => {
    if (hiding) return;
    setHiding(true);
    changes
      .setHidden(comment.id, state === 'visible')
      .catch((error: unknown) => {
        notify({ kind: 'error', title: messageOf(error) });
      })
      .finally(() => {
        setHiding(false);
      });
  };

  const sendReport = (report: CommentReportRequest) => {
    setReporting('busy');
    setReportError(null);
    changes.report(comment.id, report).then(
      () => {
        setReporting(null);
      },
      (error: unknown) => {
        // Already reported: nothing more to do here, so the dialog closes as after a success.
        if (error instanceof ApiRequestError && error.status === 409) {
          setReporting(null);
          notify({ kind: 'error', title: messageOf(error) });
          return;
        }
        setReporting('open');
        setReportError(messageOf(error));
      },
    );
  };

  if (onReply === undefined && !canEdit && !canDelete && !canHide && !canReport) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-1">
      {onReply === undefined ? null : (
        <Button variant="ghost" ref={replyRef} aria-describedby={describedBy} onClick={onReply}>
          {COMMENT_TEXTS.reply}
        </Button>
      )}
      {canEdit ? (
        <Button variant="ghost" ref={editRef} aria-describedby={describedBy} onClick={onEdit}>
          {COMMENT_TEXTS.edit}
        </Button>
      ) : null}
      {canDelete ? (
        <Button
          variant="ghost"
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={() => {
            setDeleteError(null);
            setDeleting('asked');
          }}
        >
          {COMMENT_TEXTS.delete}
        </Button>
      ) : null}
      {canHide ? (
        <Button
          variant="ghost"
          aria-describedby={describedBy}
          // Not disabled while busy: focus stays on it as it turns into Show again (or Hide).
          aria-disabled={hiding || undefined}
          aria-busy={hiding || undefined}
          onClick={toggleHidden}
        >
          {state === 'visible' ? COMMENT_TEXTS.hide : COMMENT_TEXTS.unhide}
        </Button>
      ) : null}
      {canReport ? (
        <Button
          variant="ghost"
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={() => {
            setReportError(null);
            setReporting('open');
          }}
        >
          {COMMENT_TEXTS.report}
        </Button>
      ) : null}
      <DeleteCommentDialog
        open={deleting !== null}
        busy={deleting === 'busy'}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
        }}
      />
      <CommentReportDialog
        open={reporting !== null}
        busy={reporting === 'busy'}
        error={reportError}
        onClose={() => {
          setReporting(null);
        }}
        onSend={sendReport}
      />
    </div>
  );
}
