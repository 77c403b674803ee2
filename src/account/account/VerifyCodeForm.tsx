import { useState, type SubmitEvent } from 'react';
import { CODE_LENGTH, isCodeFormat } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { CodeField } from '../../ui/form/CodeField';

/** Props of the code step of a change flow. */
export interface VerifyCodeFormProps {
  /** True while the code is checked. */
  verifying: boolean;
  /** The button's text, e.g. 'Verify and Update Email'. */
  submitLabel: string;
  onVerify: (code: string) => void;
}

/** The code step of Change Email and Change Password: the mailed code and its button. */
export function VerifyCodeForm({ verifying, submitLabel, onVerify }: VerifyCodeFormProps) {
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
