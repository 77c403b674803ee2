import { useState, type SubmitEvent } from 'react';
import {
  CODE_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblems,
} from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/form/CodeField';
import { PasswordField } from '../../ui/form/PasswordField';
import { PASSWORD_RULES_HINT } from '../shared/passwordRules';

/** What the second step submits. */
export interface ResetVerifyValues {
  code: string;
  newPassword: string;
}

/** Props of the password reset's second step. */
export interface ResetVerifyFormProps {
  /** True while the three calls run. */
  busy: boolean;
  onSubmit: (values: ResetVerifyValues) => void;
}

/**
 * Step 2 of Forgot Password (spec §2, §5): the mailed code, the new password and its
 * confirmation. The button is enabled once all three are filled; different passwords say
 * 'Passwords do not match.' and are not sent. The new password's rules show as it is typed.
 */
export function ResetVerifyForm({ busy, onSubmit }: ResetVerifyFormProps) {
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const filled = code !== '' && newPassword !== '' && confirmation !== '';
  const strengthProblem = newPassword === '' ? null : (passwordProblems(newPassword)[0] ?? null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!filled || busy) return;
    if (newPassword !== confirmation) {
      setMismatch(true);
      return;
    }
    onSubmit({ code, newPassword });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <CodeField
        label="Verification code"
        hint={`The ${CODE_LENGTH}-digit code from the email.`}
        length={CODE_LENGTH}
        required
        value={code}
        onValueChange={setCode}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
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
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : null}
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
          setMismatch(false);
        }}
      />
      <Button type="submit" className="w-full" disabled={!filled || busy} aria-busy={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
