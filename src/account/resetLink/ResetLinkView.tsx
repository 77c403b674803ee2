import { Link } from 'react-router-dom';
import { LINK_INCOMPLETE } from '../../api/contract/accountRules';
import { ButtonLink } from '../../ui/Button';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import type { StepStatus } from '../shared/status';
import { StatusMessage } from '../shared/StatusMessage';
import { NewPasswordForm } from './NewPasswordForm';

/** Props of the page a mailed reset link opens. */
export interface ResetLinkViewProps {
  /** False when the address lacks the link's token. */
  hasToken: boolean;
  busy: boolean;
  /** The outcome: success (the password is set) or why it failed (it can be tried again). */
  status: StepStatus;
  onSubmit: (newPassword: string) => void;
}

/**
 * /reset-password#token: opened from the link mailed instead of a code (after too many wrong
 * codes for the account). It asks for the new password and its confirmation; once set, it
 * offers the login.
 */
export function ResetLinkView({ hasToken, busy, status, onSubmit }: ResetLinkViewProps) {
  const done = status?.kind === 'success';
  return (
    <AuthCard
      title="Choose a New Password"
      intro="Choose the new password of your account. The link in the email works once, for an hour."
      footer={
        <>
          <Link to="/forgot-password" className={TEXT_LINK_CLASSES}>
            Request a new link
          </Link>
          <Link to="/login" className={TEXT_LINK_CLASSES}>
            Back to Login
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {hasToken && !done && <NewPasswordForm busy={busy} onSubmit={onSubmit} />}
        <StatusMessage status={hasToken ? status : { kind: 'error', message: LINK_INCOMPLETE }} />
        {done && (
          <ButtonLink to="/login" className="w-full">
            Go to Login
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
