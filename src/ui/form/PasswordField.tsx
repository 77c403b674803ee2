import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** Props of a password field: a text field whose type it owns. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a show/hide toggle, so a player on a phone can check what they typed.
 * Give it `autoComplete="current-password"` or `"new-password"` so password managers help.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          disabled={props.disabled}
          onClick={() => {
            setShown((value) => !value);
          }}
          className="inline-flex size-11 items-center justify-center rounded-xl text-sand-300 transition-colors hover:text-spice-200 disabled:opacity-50 motion-reduce:transition-none"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current stroke-2"
          >
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M4 4l16 16" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
