import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { emailProblem, passwordProblems, usernameProblems } from '../../api/contract/accountRules';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormMessage';
import { PasswordField } from '../../ui/form/PasswordField';
import { TextField } from '../../ui/form/TextField';
import { AuthCard } from '../shared/AuthCard';
import { focusField } from '../shared/focusField';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import { PASSWORD_RULES_HINT } from '../shared/passwordRules';

/** What the player registers with. */
export interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

/** Props of the registration form: its outcome comes from the page. */
export interface RegisterFormProps {
  /** True while the registration call runs. */
  busy: boolean;
  /** Why the last attempt failed. */
  error?: string | null;
  onSubmit: (values: RegisterValues) => void;
}

/** The first problem of each field (spec §5 Registration), null when the field is fine. */
function registerProblems(values: RegisterValues): Record<keyof RegisterValues, string | null> {
  return {
    username: usernameProblems(values.username)[0] ?? null,
    email: emailProblem(values.email.trim()),
    password: passwordProblems(values.password)[0] ?? null,
  };
}

/** The fields in the order the player fills them. */
const FIELDS = ['username', 'email', 'password'] as const;

/**
 * The registration form (spec §2 Register, §5): username, email and password, each field's
 * first problem shown under it as the player types (and all of them on a submit with
 * problems left), so the server never has to refuse a rule the page could have explained.
 */
export function RegisterForm({ busy, error, onSubmit }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>({ username: '', email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const problems = registerProblems(values);
  // A field speaks up once the player has typed in it, or after a submit.
  const shown = (field: keyof RegisterValues) =>
    attempted || values[field] !== '' ? problems[field] : null;

  const change = (field: keyof RegisterValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (problems.username || problems.email || problems.password) {
      setAttempted(true);
      const firstInvalid = FIELDS.find((field) => problems[field] !== null);
      if (firstInvalid) focusField(event.currentTarget, firstInvalid);
      return;
    }
    onSubmit({ ...values, email: values.email.trim() });
  };

  return (
    <AuthCard
      title="Register"
      intro="Create an account to save up to 10 builds and share them with the community. We email you a code to confirm the address."
      footer={
        <span className="inline-flex min-h-11 items-center gap-1.5">
          Already have an account?
          <Link to="/login" className={TEXT_LINK_CLASSES}>
            Login
          </Link>
        </span>
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
          hint="3 to 32 letters, digits, dots, dashes or underscores."
          value={values.username}
          error={shown('username')}
          onChange={change('username')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={shown('email')}
          onChange={change('email')}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULES_HINT}
          value={values.password}
          error={shown('password')}
          onChange={change('password')}
        />
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
