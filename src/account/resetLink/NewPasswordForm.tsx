import { useState, type SubmitEvent } from 'react';
import { PASSWORDS_DO_NOT_MATCH, passwordProblems } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { PasswordField } from '../../ui/form/PasswordField';
import { PASSWORD_RULES_HINT } from '../shared/passwordRules';

/** Props of the new password and its confirmation. */
export interface NewPasswordFormProps {
  /** True while the password is being set. */
  busy: boolean;
  onSubmit: (newPassword: string) => void;
}

/**
 * The new password and its confirmation: the button waits for both; different passwords say
 * 'Passwords do not match.' and are not sent; the rules show as the password is typed.
 */
export function NewPasswordForm({ busy, onSubmit }: NewPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const filled = newPassword !== '' && confirmation !== '';
  const strengthProblem = newPassword === '' ? null : (passwordProblems(newPassword)[0] ?? null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || busy) return;
    if (newPassword !== confirmation) {
      setMismatch(true);
      return;
    }
    onSubmit(newPassword);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        readOnly={busy}
        hint={PASSWORD_RULES_HINT}
        error={strengthProblem}
        value={newPassword}
        onChange={(event) => {
          setNewPassword(event.target.value);
          setMismatch(false);
        }}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        readOnly={busy}
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : null}
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" className="w-full" disabled={!filled || busy} aria-busy={busy}>
        {busy ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
