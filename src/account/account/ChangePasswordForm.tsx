import { useState, type SubmitEvent } from 'react';
import { PASSWORDS_DO_NOT_MATCH, passwordProblems } from '../../api/contract/accountRules';
import { PasswordField } from '../../ui/form/PasswordField';
import { PASSWORD_RULES_HINT } from '../shared/passwordRules';
import { isRunning, type ChangeFlowState } from './changeFlow';
import { CodeStep, SendCodeButton } from './CodeSteps';

/** What Change Password sends first. */
export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

/** Props of Change Password: the flow's state and message come from the page. */
export interface ChangePasswordFormProps {
  state: ChangeFlowState;
  message: string | null;
  onSend: (values: PasswordChangeValues) => void;
  onVerify: (code: string) => void;
}

/**
 * Change Password (spec §4, §5): current, new and confirmation. Send is enabled only when the
 * current and new password are filled, the new one equals its confirmation and no call runs;
 * a code is mailed, then the code changes the password.
 */
export function ChangePasswordForm({ state, message, onSend, onVerify }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const running = isRunning(state);
  const matches = newPassword === confirmation;
  const canSend = currentPassword !== '' && newPassword !== '' && matches && !running;
  const strengthProblem = newPassword === '' ? null : (passwordProblems(newPassword)[0] ?? null);

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSend) onSend({ currentPassword, newPassword });
  };

  return (
    <div className="space-y-5">
      <form onSubmit={send} noValidate className="space-y-4">
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          readOnly={running}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
          }}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          required
          readOnly={running}
          hint={PASSWORD_RULES_HINT}
          error={strengthProblem}
          value={newPassword}
          onChange={(event) => {
            setNewPassword(event.target.value);
          }}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          readOnly={running}
          error={confirmation !== '' && !matches ? PASSWORDS_DO_NOT_MATCH : null}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
          }}
        />
        <SendCodeButton state={state} disabled={!canSend} />
      </form>
      <CodeStep
        state={state}
        message={message}
        submitLabel="Verify and Change Password"
        onVerify={onVerify}
      />
    </div>
  );
}
