import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';
import { PasswordField } from '../../ui/form/PasswordField';
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
  /** Yes: delete the account, with its current password. */
  onDelete: (currentPassword: string) => void;
  /** Cancel, No, Escape or the backdrop. */
  onCancel: () => void;
}

/** The account deletion text: what happens to the account and its saved builds (spec §6). */
export const DELETION_TEXT =
  'Deleting your account removes your login, email address and sessions for good. Your saved builds are not deleted: they are reassigned to an anonymous user.';

/**
 * The two dialogs of an account deletion (spec §4): first a form where the word `delete` must
 * be typed exactly before Delete Account is enabled; then a final Yes/No question, an alert
 * dialog whose safe answer (No) has the focus, where Yes waits for the current password (a
 * stolen session alone cannot delete the account).
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
        description="This cannot be undone. Enter your current password to delete your account now."
      >
        {/* Keyed by the step, so the password is never kept after the dialog closes. */}
        <FinalConfirmation
          key={step}
          busy={busy}
          error={error}
          onDelete={onDelete}
          onCancel={onCancel}
        />
      </Dialog>
    </>
  );
}

function FinalConfirmation({
  busy,
  error,
  onDelete,
  onCancel,
}: Pick<DeleteAccountDialogsProps, 'busy' | 'error' | 'onDelete' | 'onCancel'>) {
  const [currentPassword, setCurrentPassword] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (currentPassword !== '' && !busy) onDelete(currentPassword);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        readOnly={busy}
        value={currentPassword}
        onChange={(event) => {
          setCurrentPassword(event.target.value);
        }}
      />
      <FormError>{error}</FormError>
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onCancel} data-autofocus="">
          No
        </Button>
        <Button
          type="submit"
          disabled={busy || currentPassword === ''}
          aria-busy={busy}
          className="bg-danger-400! text-sand-950 hover:bg-danger-200!"
        >
          {busy ? 'Deleting...' : 'Yes, delete my account'}
        </Button>
      </DialogActions>
    </form>
  );
}
