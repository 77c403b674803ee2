import { TextField, type TextFieldProps } from './TextField';

/** Props of a verification-code field: the value and its change, as digits only. */
export interface CodeFieldProps extends Omit<
  TextFieldProps,
  'type' | 'onChange' | 'value' | 'inputMode' | 'maxLength'
> {
  value: string;
  /** Called with the digits typed or pasted (spaces and other characters dropped). */
  onValueChange: (code: string) => void;
  /** How many digits a code has. */
  length: number;
}

/**
 * The field for a mailed code: the phone's number pad, the code offered by the keyboard's or
 * the mail app's autofill (one-time-code), and anything but digits dropped as it is typed or
 * pasted (codes are often copied as "123 456", so the input takes a few characters more).
 */
export function CodeField({ value, onValueChange, length, ...rest }: CodeFieldProps) {
  return (
    <TextField
      autoComplete="one-time-code"
      {...rest}
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={length * 2}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value.replace(/\D/g, '').slice(0, length));
      }}
    />
  );
}
