import { useState, type SubmitEvent } from 'react';
import { CODE_LENGTH, isCodeFormat } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { CodeField } from '../../ui/form/CodeField';
import { FormError, FormSuccess } from '../../ui/form/FormMessage';

/** Props of the dialog that asks for a mailed verification code. */
export interface CodeDialogProps {
  open: boolean;
  title: string;
  /** Where the code went, e.g. "We sent a 6-digit code to paul@arrakis.example." */
  description: string;
  /** The label of the confirm button, e.g. 'Verify'. */
  submitLabel: string;
  /** The confirm button's text while the code is checked, e.g. 'Verifying...'. */
  busyLabel: string;
  /** True while the code is being checked: the dialog cannot be closed meanwhile. */
  busy: boolean;
  /** Why the last code was refused (shown in the dialog). */
  error?: string | null;
  /** A note after a resend, e.g. 'A new code has been sent.'. */
  notice?: string | null;
  onSubmit: (code: string) => void;
  /** Mails a new code; absent: no resend button. */
  onResend?: () => void;
  /** True while a new code is being requested. */
  resending?: boolean;
  onClose: () => void;
}

/**
 * Asks for the 6-digit code mailed to the player: a number pad on phones, the one-time-code
 * autofill, a resend button, and the confirm button enabled once six digits are typed.
 */
export function CodeDialog({ open, title, description, busy, onClose, ...form }: CodeDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      dismissible={!busy}
    >
      <CodeForm busy={busy} onClose={onClose} {...form} />
    </Dialog>
  );
}

function CodeForm({
  submitLabel,
  busyLabel,
  busy,
  error,
  notice,
  onSubmit,
  onResend,
  resending = false,
  onClose,
}: Omit<CodeDialogProps, 'open' | 'title' | 'description'>) {
  const [code, setCode] = useState('');
  const complete = isCodeFormat(code);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete && !busy) onSubmit(code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CodeField
        label="Verification code"
        hint={`The ${CODE_LENGTH}-digit code from the email.`}
        length={CODE_LENGTH}
        value={code}
        onValueChange={setCode}
        required
        readOnly={busy}
        data-autofocus=""
        enterKeyHint="done"
      />
      <FormError>{error}</FormError>
      <FormSuccess>{notice}</FormSuccess>
      {onResend && (
        <Button variant="ghost" className="-ml-3" disabled={busy || resending} onClick={onResend}>
          {resending ? 'Sending...' : 'Resend code'}
        </Button>
      )}
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!complete || busy} aria-busy={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
