import { useState, type SubmitEvent } from 'react';
import { emailProblem } from '../../api/contract/accountRules';
import { PasswordField } from '../../ui/form/PasswordField';
import { TextField } from '../../ui/form/TextField';
import { isRunning, type ChangeFlowState } from './changeFlow';
import { CodeStep, SendCodeButton } from './CodeSteps';

/** What Change Email sends first. */
export interface EmailChangeValues {
  newEmail: string;
  currentPassword: string;
}

/** Props of Change Email: the flow's state and message come from the page. */
export interface ChangeEmailFormProps {
  state: ChangeFlowState;
  /** What the last step said (the code was sent, the email was updated, or why it failed). */
  message: string | null;
  onSend: (values: EmailChangeValues) => void;
  onVerify: (code: string) => void;
}

/**
 * Change Email (spec §4, §5): the new address ('Please enter a valid email address.' when it is
 * not one) and the current password (a stolen session alone cannot move the account), a code
 * mailed to the new address, then the code. After an error the address can be sent again.
 */
export function ChangeEmailForm({ state, message, onSend, onVerify }: ChangeEmailFormProps) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problem = emailProblem(email.trim());
  const running = isRunning(state);

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running || currentPassword === '') return;
    if (problem) {
      setAttempted(true);
      return;
    }
    onSend({ newEmail: email.trim(), currentPassword });
  };

  return (
    <div className="space-y-5">
      <form onSubmit={send} noValidate className="space-y-4">
        <TextField
          label="New email"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          readOnly={running}
          value={email}
          error={attempted ? problem : null}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          readOnly={running}
          hint="Needed to change the email of your account."
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
          }}
        />
        <SendCodeButton
          state={state}
          disabled={running || email.trim() === '' || currentPassword === ''}
        />
      </form>
      <CodeStep
        state={state}
        message={message}
        submitLabel="Verify and Update Email"
        onVerify={onVerify}
      />
    </div>
  );
}
