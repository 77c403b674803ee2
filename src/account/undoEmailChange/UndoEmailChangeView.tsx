import { Link } from 'react-router-dom';
import { LINK_INCOMPLETE } from '../../api/contract/accountRules';
import { Button, ButtonLink } from '../../ui/Button';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import type { StepStatus } from '../shared/status';
import { StatusMessage } from '../shared/StatusMessage';

/** Props of the page the undo link of an email change opens. */
export interface UndoEmailChangeViewProps {
  /** False when the address lacks the link's token: nothing can be undone from here. */
  hasToken: boolean;
  /** True while the undo runs. */
  busy: boolean;
  /** The undo's outcome: success ends the page's work; an error can be tried again. */
  status: StepStatus;
  onUndo: () => void;
}

/** What pressing the button does, said before it is pressed. */
const UNDO_STEPS = [
  'Your account’s email address goes back to the address this link was sent to.',
  'Every session of your account ends, on every device, so whoever changed it is logged out.',
  'Then reset your password: whoever changed the address may know it.',
] as const;

/**
 * /undo-email-change#token: opened from the mail to the old address after an email change.
 * It says what will happen and asks for a press (a POST; opening the link changes nothing).
 * Once done, it points to the password reset.
 */
export function UndoEmailChangeView({ hasToken, busy, status, onUndo }: UndoEmailChangeViewProps) {
  const done = status?.kind === 'success';
  return (
    <AuthCard
      title="Undo Email Change"
      intro="Someone changed the email address of your account. If it was not you, put your old address back here."
      footer={
        <Link to="/login" className={TEXT_LINK_CLASSES}>
          Back to Login
        </Link>
      }
    >
      <div className="space-y-5">
        {!done && (
          <>
            <p className="text-sm font-semibold text-sand-100">What happens when you press it:</p>
            <ul className="list-disc space-y-2 pl-5 text-sm leading-relaxed text-sand-200">
              {UNDO_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </>
        )}
        <StatusMessage status={hasToken ? status : { kind: 'error', message: LINK_INCOMPLETE }} />
        {hasToken && !done && (
          <Button className="w-full" disabled={busy} aria-busy={busy} onClick={onUndo}>
            {busy ? 'Undoing...' : 'Undo the Email Change'}
          </Button>
        )}
        {done && (
          <ButtonLink to="/forgot-password" className="w-full">
            Reset Your Password
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}
