import { COMMENT_TEXTS } from '../../api/contract/commentsTexts';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';

/** What the delete question shows. */
export interface DeleteCommentDialogProps {
  open: boolean;
  /** While the deletion runs: nothing can be pressed or closed. */
  busy: boolean;
  /** Why the deletion failed (the server's words); null when it did not. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a writer deletes their comment, which cannot be undone; Cancel is focused first,
 * so Enter alone never deletes. A failure is said in the dialog and nothing changes.
 */
export function DeleteCommentDialog({
  open,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteCommentDialogProps) {
  return (
    <Dialog
      open={open}
      alert
      size="sm"
      dismissible={!busy}
      title={COMMENT_TEXTS.deleteConfirm}
      onClose={onCancel}
    >
      <FormError>{error}</FormError>
      <DialogActions>
        <Button variant="secondary" data-autofocus disabled={busy} onClick={onCancel}>
          {COMMENT_TEXTS.cancel}
        </Button>
        <Button disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {COMMENT_TEXTS.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
