import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../api/contract/authTexts';
import {
  completePasswordReset,
  requestPasswordReset,
  RESET_COMPLETE_FAILED,
  RESET_REQUEST_FAILED,
  RESET_VERIFY_FAILED,
  verifyPasswordReset,
} from '../../api/auth/resetPassword';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import type { StepStatus } from '../shared/status';
import { ForgotPasswordView } from './ForgotPasswordView';
import type { ResetVerifyValues } from './ResetVerifyForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';

/** The spec's texts (§8) of the password reset. */
export const RESET_TEXTS = {
  requested: MESSAGES.resetRequested,
  requestFailed: RESET_REQUEST_FAILED,
  verifyFailed: RESET_VERIFY_FAILED,
  completeFailed: RESET_COMPLETE_FAILED,
  done: MESSAGES.resetDone,
} as const;

/** How long the success message shows before the page goes to /login (spec §9). */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * /forgot-password (spec §2, §4 Password reset): the request mails a code (the same message
 * whether or not the account exists); the verify step makes its three calls in order (code for
 * a token, the new password with the token, then /login after 2 seconds).
 */
export default function ForgotPasswordPage() {
  usePageMeta('Forgot Password', 'Reset the password of your Arrakis Planner account.');
  const { getToken } = useBotCheck();
  const navigate = useNavigate();
  const [username, setUsername] = useState<string | null>(null);
  const [requestBusy, setRequestBusy] = useState(false);
  const [requestStatus, setRequestStatus] = useState<StepStatus>(null);
  const [verifyBusy, setVerifyBusy] = useState(false);
  const [verifyStatus, setVerifyStatus] = useState<StepStatus>(null);
  const done = verifyStatus?.kind === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      void navigate('/login');
    }, RESET_REDIRECT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [done, navigate]);

  const request = async (name: string) => {
    setRequestBusy(true);
    setRequestStatus(null);
    try {
      const recaptchaToken = await getToken('forgot_password');
      await requestPasswordReset({ username: name, recaptchaToken });
      // The spec's text whatever the server says, so no answer tells whether the account exists.
      setRequestStatus({ kind: 'success', message: RESET_TEXTS.requested });
      setUsername(name);
    } catch (failure) {
      setRequestStatus({ kind: 'error', message: failureText(failure, RESET_TEXTS.requestFailed) });
    } finally {
      setRequestBusy(false);
    }
  };

  const verify = async (name: string, { code, newPassword }: ResetVerifyValues) => {
    setVerifyBusy(true);
    setVerifyStatus(null);
    let token: string;
    try {
      ({ token } = await verifyPasswordReset({ username: name, code }));
    } catch (failure) {
      setVerifyStatus({ kind: 'error', message: failureText(failure, RESET_TEXTS.verifyFailed) });
      setVerifyBusy(false);
      return;
    }
    try {
      await completePasswordReset({ token, newPassword });
      setVerifyStatus({ kind: 'success', message: RESET_TEXTS.done });
    } catch (failure) {
      setVerifyStatus({
        kind: 'error',
        message: failureText(failure, RESET_TEXTS.completeFailed),
      });
      setVerifyBusy(false);
    }
  };

  return (
    <ForgotPasswordView
      step={username === null ? 'request' : 'verify'}
      requestBusy={requestBusy}
      requestStatus={requestStatus}
      // Stays busy after success: the page is on its way to /login.
      verifyBusy={verifyBusy}
      verifyStatus={verifyStatus}
      onRequest={(name) => {
        void request(name);
      }}
      onVerify={(values) => {
        if (username !== null) void verify(username, values);
      }}
    />
  );
}
