import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';
import { TypedConfirmation } from '../shared/TypedConfirmation';

/** Where the deletion stands: no dialog, the typed confirmation, or the final question. */
export type DeletionStep = 'closed' | 'type' | 'confirm';

/** Props of the two deletion dialogs. */
export interface DeleteAccountDialogsProps {
  step: DeletionStep;
  /** True while the account is being deleted. */
  busy: boolean;
  /** Why the deletion failed (shown in the final dialog). */
  error?: string | null;
  /** The typed word was right: go to the final question. */
  onConfirmTyped: () => void;
  /** Yes: delete the account. */
  onDelete: () => void;
  /** Cancel, No, Escape or the backdrop. */
  onCancel: () => void;
}

/** The account deletion text: what happens to the account and its saved builds (spec §6). */
export const DELETION_TEXT =
  'Deleting your account removes your login, email address and sessions for good. Your saved builds are not deleted: they are reassigned to an anonymous user.';

/**
 * The two dialogs of an account deletion (spec §4): first a form where the word `delete` must
 * be typed exactly before Delete Account is enabled; then a final Yes/No question, an alert
 * dialog whose safe answer (No) has the focus.
 */
export function DeleteAccountDialogs({
  step,
  busy,
  error,
  onConfirmTyped,
  onDelete,
  onCancel,
}: DeleteAccountDialogsProps) {
  return (
    <>
      <Dialog
        open={step === 'type'}
        onClose={onCancel}
        size="sm"
        title="Delete Account"
        description={DELETION_TEXT}
      >
        <TypedConfirmation
          confirmLabel="Delete Account"
          onConfirm={onConfirmTyped}
          onCancel={onCancel}
        />
      </Dialog>
      <Dialog
        open={step === 'confirm'}
        onClose={onCancel}
        alert
        size="sm"
        dismissible={!busy}
        title="Are you sure?"
        description="This cannot be undone. Delete your account now?"
      >
        <FormError>{error}</FormError>
        <DialogActions>
          <Button variant="secondary" disabled={busy} onClick={onCancel} data-autofocus="">
            No
          </Button>
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={onDelete}
            className="bg-danger-400! text-sand-950 hover:bg-danger-200!"
          >
            {busy ? 'Deleting...' : 'Yes, delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
