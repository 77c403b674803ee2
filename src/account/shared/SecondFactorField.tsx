import { CodeField } from '../../ui/form/CodeField';
import { TextField } from '../../ui/form/TextField';

/** Props of the field for a second-factor code: the app's 6 digits, or a recovery code. */
export interface SecondFactorFieldProps {
  /** 'app': the 6-digit code; 'recovery': a recovery code (letters and digits). */
  kind: 'app' | 'recovery';
  value: string;
  onValueChange: (code: string) => void;
  readOnly?: boolean;
  /** The label of the app-code field (the recovery field is always 'Recovery code'). */
  appLabel?: string;
}

/** Whether a typed second-factor code is complete enough to send. */
export function secondFactorReady(kind: 'app' | 'recovery', value: string): boolean {
  return kind === 'app' ? /^\d{6}$/.test(value) : value.replace(/[\s-]/g, '').length === 12;
}

/**
 * The code field of the login's second step and of turning two-step sign-in off: the phone's
 * number pad and one-time-code autofill for the app's code, a plain field for a recovery code.
 */
export function SecondFactorField({
  kind,
  value,
  onValueChange,
  readOnly,
  appLabel = 'Code from your authenticator app',
}: SecondFactorFieldProps) {
  if (kind === 'app') {
    return (
      <CodeField
        label={appLabel}
        name="code"
        length={6}
        required
        readOnly={readOnly}
        value={value}
        onValueChange={onValueChange}
      />
    );
  }
  return (
    <TextField
      label="Recovery code"
      name="recoveryCode"
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      hint="One of the ten codes you saved, like abcd-efgh-jk23."
      required
      readOnly={readOnly}
      maxLength={40}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value);
      }}
    />
  );
}
