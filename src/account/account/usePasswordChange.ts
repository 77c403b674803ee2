import { useRef, useState } from 'react';
import {
  completePasswordReset,
  requestPasswordReset,
  verifyPasswordReset,
} from '../../api/auth/resetPassword';
import { MESSAGES } from '../../api/contract/authTexts';
import { failureText } from '../shared/failureText';
import type { ChangeFlowState } from './changeFlow';
import type { ChangePasswordFormProps, PasswordChangeValues } from './ChangePasswordForm';
import { useBotCheck } from '../../api/botCheck/botCheckContext';

/** The spec's texts (§8) of Change Password. */
const PASSWORD_CHANGE_TEXTS = {
  failed: 'Failed to update password',
  changed: MESSAGES.passwordChanged,
} as const;

/**
 * Account's Change Password (spec §4, §7): the logged-in reset request (username, current and
 * new password, bot-checked) mails a code; the code is traded for a token, and the token sets
 * the new password: 'Password changed successfully!'. Failures say the server's message or
 * 'Failed to update password' and go back to allow sending again.
 */
export function usePasswordChange(username: string): ChangePasswordFormProps {
  const { getToken } = useBotCheck();
  const [state, setState] = useState<ChangeFlowState>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const pendingPassword = useRef<string | null>(null);

  const fail = (failure: unknown) => {
    setState('error');
    setMessage(failureText(failure, PASSWORD_CHANGE_TEXTS.failed));
  };

  const send = async ({ currentPassword, newPassword }: PasswordChangeValues) => {
    setState('sending');
    setMessage(null);
    try {
      const recaptchaToken = await getToken('change_password');
      const answer = await requestPasswordReset({
        username,
        currentPassword,
        newPassword,
        recaptchaToken,
      });
      pendingPassword.current = newPassword;
      setState('sent');
      setMessage(answer.message);
    } catch (failure) {
      fail(failure);
    }
  };

  const verify = async (code: string) => {
    const newPassword = pendingPassword.current;
    if (newPassword === null) return;
    setState('verifying');
    setMessage(null);
    try {
      const { token } = await verifyPasswordReset({ username, code });
      await completePasswordReset({ token, newPassword });
      pendingPassword.current = null;
      setState('success');
      setMessage(PASSWORD_CHANGE_TEXTS.changed);
    } catch (failure) {
      fail(failure);
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
