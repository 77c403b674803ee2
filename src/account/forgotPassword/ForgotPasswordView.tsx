import { Link } from 'react-router-dom';
import { AuthCard } from '../shared/AuthCard';
import { TEXT_LINK_CLASSES } from '../shared/linkStyles';
import type { StepStatus } from '../shared/status';
import { StatusMessage } from '../shared/StatusMessage';
import { ResetRequestForm } from './ResetRequestForm';
import { ResetVerifyForm, type ResetVerifyValues } from './ResetVerifyForm';

/** Props of the Forgot Password page's view: which step, and each step's outcome. */
export interface ForgotPasswordViewProps {
  /** 'request' asks for the username; 'verify' for the code and the new password. */
  step: 'request' | 'verify';
  requestBusy: boolean;
  requestStatus: StepStatus;
  verifyBusy: boolean;
  verifyStatus: StepStatus;
  onRequest: (username: string) => void;
  onVerify: (values: ResetVerifyValues) => void;
}

/**
 * Forgot Password (spec §2, §4): step 1 asks for the username; once the request succeeded its
 * message stays on top and step 2 asks for the code, the new password and its confirmation.
 * After too many wrong codes the mail holds a link instead; step 2 says so for everyone, so
 * the page never tells whether an account exists.
 */
export function ForgotPasswordView({
  step,
  requestBusy,
  requestStatus,
  verifyBusy,
  verifyStatus,
  onRequest,
  onVerify,
}: ForgotPasswordViewProps) {
  return (
    <AuthCard
      title="Forgot Password"
      intro={
        step === 'request'
          ? 'Enter your username and we will email you a code to choose a new password.'
          : 'Enter the code from the email and choose a new password. If the email has a link instead of a code, open the link: it asks for your new password.'
      }
      footer={
        <>
          <Link to="/forgot-username" className={TEXT_LINK_CLASSES}>
            Forgot your username?
          </Link>
          <Link to="/login" className={TEXT_LINK_CLASSES}>
            Back to Login
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        <StatusMessage status={requestStatus} />
        {step === 'request' ? (
          <ResetRequestForm busy={requestBusy} onSubmit={onRequest} />
        ) : (
          <>
            <ResetVerifyForm busy={verifyBusy} onSubmit={onVerify} />
            <StatusMessage status={verifyStatus} />
          </>
        )}
      </div>
    </AuthCard>
  );
}
