import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/form/FormMessage';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import { SecondFactorField, secondFactorReady } from '../shared/SecondFactorField';

/** Props of the login's second step: its outcome comes from the page. */
export interface SecondStepFormProps {
  busy: boolean;
  error?: string | null;
  onSubmit: (code: string) => void;
  /** Back to the username and password (a new login). */
  onBack: () => void;
}

/**
 * The login's second step, for an account with two-step sign-in: the authenticator app's
 * 6-digit code, or a recovery code when the phone is not at hand.
 */
export function SecondStepForm({ busy, error, onSubmit, onBack }: SecondStepFormProps) {
  const [kind, setKind] = useState<'app' | 'recovery'>('app');
  const [code, setCode] = useState('');
  const ready = secondFactorReady(kind, code);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !busy) onSubmit(code);
  };

  return (
    <AuthCard
      title="Two-step sign-in"
      intro={
        kind === 'app'
          ? 'Enter the 6-digit code your authenticator app shows for Arrakis Planner.'
          : 'Enter one of the recovery codes you saved when you turned two-step sign-in on. Each works once.'
      }
      footer={
        <button type="button" className={TEXT_LINK_CLASSES} onClick={onBack}>
          Back to login
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <SecondFactorField kind={kind} value={code} onValueChange={setCode} readOnly={busy} />
        <button
          type="button"
          className={TEXT_LINK_CLASSES}
          onClick={() => {
            setKind(kind === 'app' ? 'recovery' : 'app');
            setCode('');
          }}
        >
          {kind === 'app' ? 'Use a recovery code' : 'Use the app’s code'}
        </button>
        <FormError>{error}</FormError>
        <Button type="submit" className="w-full" disabled={!ready || busy} aria-busy={busy}>
          {busy ? 'Checking...' : 'Verify'}
        </Button>
      </form>
    </AuthCard>
  );
}
