import { useRef, useState } from 'react';
import { CHANGE_EMAIL_FAILED, changeEmail } from '../../api/account/changeEmail';
import { SEND_EMAIL_CODE_FAILED, sendEmailCode } from '../../api/account/sendEmailCode';
import { MESSAGES } from '../../api/contract/authTexts';
import { ApiRequestError, serverMessage } from '../../api/requestJson';
import { reloadPage } from '../shared/browserNavigation';
import { failureText } from '../shared/failureText';
import type { ChangeFlowState } from './changeFlow';
import type { ChangeEmailFormProps, EmailChangeValues } from './ChangeEmailForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';
import { useSession } from '../../api/session/sessionContext';

/** The spec's texts (§8) of Change Email. */
const EMAIL_CHANGE_TEXTS = {
  sendFailed: SEND_EMAIL_CODE_FAILED,
  invalidCode: 'Invalid code',
  updateFailed: CHANGE_EMAIL_FAILED,
  updated: MESSAGES.emailUpdated,
} as const;

/** How long 'Email updated successfully!' shows before the page reloads. */
const EMAIL_RELOAD_DELAY_MS = 1200;

/** Why the code step failed: the server's message, else 'Invalid code' for a refused code. */
function verifyFailureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return serverMessage(error.body) ?? EMAIL_CHANGE_TEXTS.invalidCode;
  }
  return failureText(error, EMAIL_CHANGE_TEXTS.updateFailed);
}

/**
 * Account's Change Email (spec §4): a bot-checked request with the current password mails a
 * code to the new address, the code (with the password again) saves it (the session's user
 * takes the answer), 'Email updated successfully!' shows and the page reloads. Any failure goes
 * to the error state, from which the address can be sent again.
 */
export function useEmailChange(): ChangeEmailFormProps {
  const { getToken } = useBotCheck();
  const { setUser } = useSession();
  const [state, setState] = useState<ChangeFlowState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<EmailChangeValues | null>(null);

  const send = async (values: EmailChangeValues) => {
    setState('sending');
    setMessage(null);
    try {
      const recaptchaToken = await getToken('change_email');
      const answer = await sendEmailCode({ ...values, recaptchaToken });
      pending.current = values;
      setState('sent');
      setMessage(answer.message);
    } catch (failure) {
      setState('error');
      setMessage(failureText(failure, EMAIL_CHANGE_TEXTS.sendFailed));
    }
  };

  const verify = async (code: string) => {
    const values = pending.current;
    if (values === null) return;
    setState('verifying');
    setMessage(null);
    try {
      const answer = await changeEmail({
        email: values.newEmail,
        code,
        currentPassword: values.currentPassword,
      });
      pending.current = null;
      setUser(answer.user);
      setState('success');
      setMessage(EMAIL_CHANGE_TEXTS.updated);
      window.setTimeout(reloadPage, EMAIL_RELOAD_DELAY_MS);
    } catch (failure) {
      setState('error');
      setMessage(verifyFailureText(failure));
    }
  };

  return {
    state,
    message,
    onSend: (values) => {
      void send(values);
    },
    onVerify: (code) => {
      void verify(code);
    },
  };
}
