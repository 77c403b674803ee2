import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/TextField';

/** Props of the password reset's first step. */
export interface ResetRequestFormProps {
  /** True while the request runs. */
  busy: boolean;
  onSubmit: (username: string) => void;
}

/**
 * Step 1 of Forgot Password (spec §2): the username; the button reads 'Requesting...' while
 * busy and is disabled while the field is empty.
 */
export function ResetRequestForm({ busy, onSubmit }: ResetRequestFormProps) {
  const [username, setUsername] = useState('');
  const filled = username.trim() !== '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filled && !busy) onSubmit(username.trim());
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        hint="We email a code to the address on the account."
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
        }}
      />
      <Button type="submit" className="w-full" disabled={!filled || busy} aria-busy={busy}>
        {busy ? 'Requesting...' : 'Request Reset Code'}
      </Button>
    </form>
  );
}
