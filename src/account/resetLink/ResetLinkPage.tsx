import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { completePasswordReset, RESET_COMPLETE_FAILED } from '../../api/auth/resetPassword';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import type { StepStatus } from '../shared/status';
import { ResetLinkView } from './ResetLinkView';

/**
 * /reset-password#token: the token rides in the fragment, so it never reaches a server log or a
 * Referer; it completes the reset as a code's token does (once, and every session ends).
 */
export default function ResetLinkPage() {
  usePageMeta('Choose a New Password', 'Choose a new password for your Arrakis Planner account.');
  const token = useLocation().hash.slice(1);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StepStatus>(null);

  const submit = async (newPassword: string) => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await completePasswordReset({ token, newPassword });
      setStatus({ kind: 'success', message: answer.message });
    } catch (failure) {
      setStatus({ kind: 'error', message: failureText(failure, RESET_COMPLETE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResetLinkView
      hasToken={token !== ''}
      busy={busy}
      status={status}
      onSubmit={(newPassword) => {
        void submit(newPassword);
      }}
    />
  );
}
