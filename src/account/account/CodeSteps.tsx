import { useState, type SubmitEvent } from 'react';
import { CODE_LENGTH, isCodeFormat } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/form/CodeField';
import { FormMessage } from '../../ui/form/FormMessage';
import { awaitsCode, type ChangeFlowState } from './changeFlow';

/**
 * What Change Email and Change Password share after their own fields (spec §4): the button that
 * mails the code (then offers to resend it), the code step, and the flow's message.
 */

/** The submit button of a change flow's first form: send the code, or send it again. */
export function SendCodeButton({
  state,
  disabled,
}: {
  state: ChangeFlowState;
  /** True when the form is not ready to send (or a call runs). */
  disabled: boolean;
}) {
  return (
    <Button
      type="submit"
      variant={awaitsCode(state) ? 'secondary' : 'primary'}
      className="w-full sm:w-auto"
      disabled={disabled}
      aria-busy={state === 'sending'}
    >
      {state === 'sending'
        ? 'Sending...'
        : awaitsCode(state)
          ? 'Resend Code'
          : 'Send Verification Code'}
    </Button>
  );
}

/** Props of the code step and message of a change flow. */
export interface CodeStepProps {
  state: ChangeFlowState;
  /** What the last step said (the code was sent, the change was made, or why it failed). */
  message: string | null;
  /** The verify button's text, e.g. 'Verify and Update Email'. */
  submitLabel: string;
  onVerify: (code: string) => void;
}

/** The mailed code's field and button once a code was sent, then the flow's message. */
export function CodeStep({ state, message, submitLabel, onVerify }: CodeStepProps) {
  return (
    <>
      {awaitsCode(state) && (
        <VerifyCodeForm
          verifying={state === 'verifying'}
          submitLabel={submitLabel}
          onVerify={onVerify}
        />
      )}
      {/* Red in the error state, green otherwise; nothing without a message. */}
      <FormMessage kind={state === 'error' ? 'error' : 'success'}>{message}</FormMessage>
    </>
  );
}

function VerifyCodeForm({
  verifying,
  submitLabel,
  onVerify,
}: {
  verifying: boolean;
  submitLabel: string;
  onVerify: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCodeFormat(code) && !verifying) onVerify(code);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CodeField
        label="Verification code"
        hint={`The ${CODE_LENGTH}-digit code from the email.`}
        length={CODE_LENGTH}
        required
        readOnly={verifying}
        value={code}
        onValueChange={setCode}
      />
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!isCodeFormat(code) || verifying}
        aria-busy={verifying}
      >
        {verifying ? 'Verifying...' : submitLabel}
      </Button>
    </form>
  );
}
