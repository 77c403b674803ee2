import { useState, type SubmitEvent } from 'react';
import { DELETE_CONFIRMATION_WORD } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { FormError } from '../../ui/form/FormMessage';
import { TextField } from '../../ui/form/TextField';

/** Props of a typed confirmation. */
export interface TypedConfirmationProps {
  /** The confirm button's text, e.g. 'Delete Account'. */
  confirmLabel: string;
  /** The confirm button's text while the deletion runs (default 'Deleting...'). */
  busyLabel?: string;
  /** True while the confirmed action runs: nothing can be pressed. */
  busy?: boolean;
  /** Why the action failed, shown above the buttons. */
  error?: string | null;
  /** The word was typed exactly and confirmed. */
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The body of a deletion dialog (spec §5 "Deletions (account and build): confirm enabled only
 * when the typed text is exactly delete"): a field for the word `delete`, Cancel, and a confirm
 * button that stays disabled until the word is typed exactly. Account and build deletion share
 * it, so both ask the same way.
 */
export function TypedConfirmation({
  confirmLabel,
  busyLabel = 'Deleting...',
  busy = false,
  error,
  onConfirm,
  onCancel,
}: TypedConfirmationProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === DELETE_CONFIRMATION_WORD;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirmed && !busy) onConfirm();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={
          <>
            Type <strong className="text-spice-200">{DELETE_CONFIRMATION_WORD}</strong> to confirm
          </>
        }
        name="confirmDelete"
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        data-autofocus=""
        readOnly={busy}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      {error ? (
        <div className="mt-4">
          <FormError>{error}</FormError>
        </div>
      ) : null}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!confirmed || busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
