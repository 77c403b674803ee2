import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FormError, FormSuccess } from '../../ui/form/FormMessage';
import { TextField } from '../../ui/form/TextField';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';

/** Props of the forgot-username form: its outcome comes from the page. */
export interface ForgotUsernameFormProps {
  busy: boolean;
  /** The answer's message after a request (the same whether or not an account has the email). */
  success?: string | null;
  error?: string | null;
  onSubmit: (email: string) => void;
}

/** Forgot Username (spec §2): a required email field (email type) and a link back to /login. */
export function ForgotUsernameForm({ busy, success, error, onSubmit }: ForgotUsernameFormProps) {
  const [email, setEmail] = useState('');
  const filled = email.trim() !== '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filled && !busy) onSubmit(email.trim());
  };
  return (
    <AuthCard
      title="Forgot Username"
      intro="Enter the email address of your account and we will email you its username."
      footer={
        <Link to="/login" className={TEXT_LINK_CLASSES}>
          Back to Login
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <FormSuccess>{success}</FormSuccess>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={!filled || busy} aria-busy={busy}>
          {busy ? 'Sending...' : 'Send Username'}
        </Button>
      </form>
    </AuthCard>
  );
}
