import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { looksLikeEmail, ONLY_USERNAMES_FOR_LOGIN } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/form/Checkbox';
import { FormError, FormMessage } from '../../ui/form/FormMessage';
import { PasswordField } from '../../ui/form/PasswordField';
import { TextField } from '../../ui/form/TextField';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';

/** What the player submits to log in. */
export interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Props of the login form: its outcome comes from the page. */
export interface LoginFormProps {
  /** True while the login call runs. */
  busy: boolean;
  /** Why the last attempt failed. */
  error?: string | null;
  /** What the running attempt is waiting for (the harder check), as a polite status. */
  notice?: string | null;
  onSubmit: (values: LoginValues) => void;
}

/**
 * The login form (spec §2 Login): username and password, 'Remember me for 14 days' ticked by
 * default, the yellow warning when the username looks like an email, links to the password
 * reset and to registration. Login is enabled once both fields are filled.
 */
export function LoginForm({ busy, error, notice, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const filled = username.trim() !== '' && password !== '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filled && !busy) onSubmit({ username: username.trim(), password, rememberMe });
  };

  return (
    <AuthCard
      title="Login"
      intro="Log in to save builds to your account and manage them."
      footer={
        <>
          <Link to="/forgot-password" className={TEXT_LINK_CLASSES}>
            Forgot password?
          </Link>
          <Link to="/register" className={TEXT_LINK_CLASSES}>
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={username}
          warning={looksLikeEmail(username) ? ONLY_USERNAMES_FOR_LOGIN : null}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <Checkbox
          label="Remember me for 14 days"
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => {
            setRememberMe(event.target.checked);
          }}
        />
        <FormMessage kind="warning">{notice}</FormMessage>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={!filled || busy} aria-busy={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </AuthCard>
  );
}
