import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_FAILED, LOGOUT_UNANSWERED } from '../../api/auth/logout';
import { register, REGISTER_UNANSWERED } from '../../api/auth/register';
import { VERIFY_SIGNUP_UNANSWERED, verifySignup } from '../../api/auth/verifySignup';
import { usePageMeta } from '../../ui/usePageMeta';
import { CodeDialog } from '../shared/CodeDialog';
import { failureText } from '../shared/failureText';
import { AlreadyLoggedIn } from './AlreadyLoggedIn';
import { RegisterForm, type RegisterValues } from './RegisterForm';
import { RegistrationSuccessDialog } from './RegistrationSuccessDialog';
import { useBotCheck } from '../../api/botCheck/botCheckContext';
import { useSession } from '../../api/session/sessionContext';

/** The spec's texts (§8) when a call fails without a server message. */
export const REGISTER_TEXTS = {
  registrationFailed: 'Registration failed. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  codeResent: 'A new code has been sent.',
} as const;

/** Where a registration stands. */
type Stage = { kind: 'form' } | { kind: 'code'; values: RegisterValues } | { kind: 'done' };

/**
 * /register (spec §2, §4 Registration): the form mails a code, the code dialog creates the
 * account and logs the player in (the user is set), then the success dialog offers Login
 * (to /login) and Close (to /). A player who came logged in is told so (spec §8) instead.
 */
export default function RegisterPage() {
  usePageMeta('Register', 'Create an Arrakis Planner account to save your Dune: Awakening builds.');
  const session = useSession();
  const { setUser } = session;
  const { getToken } = useBotCheck();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  // The stage moves on from the form once this page has a registration under way: the player it
  // logs in at the end still sees the success dialog.
  if (session.user && stage.kind === 'form') {
    const logOut = async () => {
      setLoggingOut(true);
      setLogoutError(null);
      try {
        await session.logout();
      } catch (failure) {
        setLogoutError(failureText(failure, LOGOUT_FAILED, LOGOUT_UNANSWERED));
      } finally {
        setLoggingOut(false);
      }
    };
    return (
      <AlreadyLoggedIn
        username={session.user.username}
        busy={loggingOut}
        error={logoutError}
        onLogout={() => {
          void logOut();
        }}
      />
    );
  }

  const requestCode = async (values: RegisterValues) => {
    const recaptchaToken = await getToken('register');
    await register({ ...values, recaptchaToken });
  };

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    setError(null);
    try {
      await requestCode(values);
      setCodeError(null);
      setNotice(null);
      setStage({ kind: 'code', values });
    } catch (failure) {
      setError(failureText(failure, REGISTER_TEXTS.registrationFailed, REGISTER_UNANSWERED));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (values: RegisterValues, code: string) => {
    setBusy(true);
    setCodeError(null);
    setNotice(null);
    try {
      const user = await verifySignup({ ...values, code });
      // The stage first: the player logged in here is shown the success dialog, not told off.
      setStage({ kind: 'done' });
      setUser(user);
    } catch (failure) {
      setCodeError(
        failureText(failure, REGISTER_TEXTS.verificationFailed, VERIFY_SIGNUP_UNANSWERED),
      );
    } finally {
      setBusy(false);
    }
  };

  const resend = async (values: RegisterValues) => {
    setResending(true);
    setCodeError(null);
    setNotice(null);
    try {
      await requestCode(values);
      setNotice(REGISTER_TEXTS.codeResent);
    } catch (failure) {
      setCodeError(failureText(failure, REGISTER_TEXTS.registrationFailed, REGISTER_UNANSWERED));
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <RegisterForm
        busy={busy && stage.kind === 'form'}
        error={error}
        onSubmit={(values) => {
          void submit(values);
        }}
      />
      {stage.kind === 'code' && (
        <CodeDialog
          open
          title="Verify your email"
          description={`We sent a 6-digit code to ${stage.values.email}. Enter it to create your account.`}
          submitLabel="Verify"
          busyLabel="Verifying..."
          busy={busy}
          error={codeError}
          notice={notice}
          resending={resending}
          onSubmit={(code) => {
            void verify(stage.values, code);
          }}
          onResend={() => {
            void resend(stage.values);
          }}
          onClose={() => {
            setStage({ kind: 'form' });
          }}
        />
      )}
      <RegistrationSuccessDialog
        open={stage.kind === 'done'}
        onLogin={() => {
          void navigate('/login');
        }}
        onClose={() => {
          void navigate('/');
        }}
      />
    </>
  );
}
