import { useState } from 'react';
import { FORGOT_USERNAME_FAILED, forgotUsername } from '../../api/auth/forgotUsername';
import { MESSAGES } from '../../api/contract/authTexts';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import { ForgotUsernameForm } from './ForgotUsernameForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';

/**
 * /forgot-username (spec §2): mails the username to the address if an account has it; the
 * page says the same either way ('If the account exists, an email has been sent with the
 * username.').
 */
export default function ForgotUsernamePage() {
  usePageMeta('Forgot Username', 'Get the username of your Arrakis Planner account by email.');
  const { getToken } = useBotCheck();
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (email: string) => {
    setBusy(true);
    setSuccess(null);
    setError(null);
    try {
      const recaptchaToken = await getToken('forgot_username');
      await forgotUsername({ email, recaptchaToken });
      setSuccess(MESSAGES.usernameMailed);
    } catch (failure) {
      setError(failureText(failure, FORGOT_USERNAME_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ForgotUsernameForm
      busy={busy}
      success={success}
      error={error}
      onSubmit={(email) => {
        void submit(email);
      }}
    />
  );
}
