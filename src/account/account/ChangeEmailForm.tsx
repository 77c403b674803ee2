import { useState, type SubmitEvent } from 'react';
import { emailProblem } from '../../api/contract/accountRules';
import { TextField } from '../../ui/form/TextField';
import { isRunning, type ChangeFlowState } from './changeFlow';
import { CodeStep, SendCodeButton } from './CodeSteps';

/** Props of Change Email: the flow's state and message come from the page. */
export interface ChangeEmailFormProps {
  state: ChangeFlowState;
  /** What the last step said (the code was sent, the email was updated, or why it failed). */
  message: string | null;
  onSend: (newEmail: string) => void;
  onVerify: (code: string) => void;
}

/**
 * Change Email (spec §4, §5): the new address ('Please enter a valid email address.' when it is
 * not one), a code mailed to it, then the code. After an error the address can be sent again.
 */
export function ChangeEmailForm({ state, message, onSend, onVerify }: ChangeEmailFormProps) {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const problem = emailProblem(email.trim());
  const running = isRunning(state);

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    if (problem) {
      setAttempted(true);
      return;
    }
    onSend(email.trim());
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
        <SendCodeButton state={state} disabled={running || email.trim() === ''} />
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
