import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  asksForStepUp,
  login,
  LOGIN_FAILED,
  LOGIN_STEP_UP,
  LOGIN_UNANSWERED,
} from '../../api/auth/login';
import { loginSecondStep } from '../../api/auth/loginSecondStep';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import { LoginForm, type LoginValues } from './LoginForm';
import { SecondStepForm } from './SecondStepForm';
import type { User } from '../../api/contract/user';
import { useBotCheck } from '../../api/botCheck/botCheckContext';
import { useSession } from '../../api/session/sessionContext';

/**
 * /login (spec §2 Login): logs in with a fresh bot-check token, sets the user and goes to /.
 * A visitor who is already logged in is sent on to /account. An account with two-step sign-in
 * then asks for the app's code (or a recovery code) with the ticket the password earned.
 * When the server asks for the harder check, it says so, solves it and logs in again by itself.
 */
export default function LoginPage() {
  usePageMeta('Login', 'Log in to Arrakis Planner to save and manage your Dune: Awakening builds.');
  const { user, setUser } = useSession();
  const { getToken, getLoginStepUpToken } = useBotCheck();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Set once this page logged the player in, so the redirect for logged-in visitors stays out
  // of the way of the redirect to / after a login.
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);

  if (user && !justLoggedIn) return <Navigate to="/account" replace />;

  const enter = (loggedIn: User) => {
    setJustLoggedIn(true);
    setUser(loggedIn);
    void navigate('/');
  };

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await login({ ...values, recaptchaToken: await getToken('login') }).catch(
        async (failure: unknown) => {
          if (!asksForStepUp(failure)) throw failure;
          // Many wrong passwords for this account: prove the work, then the same login again.
          setNotice(LOGIN_STEP_UP);
          const stepUpToken = await getLoginStepUpToken();
          return login({ ...values, recaptchaToken: await getToken('login'), stepUpToken });
        },
      );
      setNotice(null);
      if ('secondStep' in answer) {
        setTicket(answer.ticket);
        setBusy(false);
      } else enter(answer);
    } catch (failure) {
      setError(failureText(failure, LOGIN_FAILED, LOGIN_UNANSWERED));
      setNotice(null);
      setBusy(false);
    }
  };

  const submitCode = async (code: string) => {
    if (ticket === null) return;
    setBusy(true);
    setError(null);
    try {
      enter(await loginSecondStep({ ticket, code }));
    } catch (failure) {
      setError(failureText(failure, LOGIN_FAILED, LOGIN_UNANSWERED));
      setBusy(false);
    }
  };

  if (ticket !== null) {
    return (
      <SecondStepForm
        busy={busy}
        error={error}
        onSubmit={(code) => {
          void submitCode(code);
        }}
        onBack={() => {
          setTicket(null);
          setError(null);
        }}
      />
    );
  }

  return (
    <LoginForm
      busy={busy}
      error={error}
      notice={notice}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
