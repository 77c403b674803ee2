import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { UNDO_EMAIL_CHANGE_FAILED, undoEmailChange } from '../../api/auth/undoEmailChange';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import type { StepStatus } from '../shared/status';
import { UndoEmailChangeView } from './UndoEmailChangeView';
import { useSession } from '../../api/session/sessionContext';

/**
 * /undo-email-change#token: the token rides in the fragment, so it never reaches a server log
 * or a Referer. The press puts the old address back and ends every session, this one's too.
 */
export default function UndoEmailChangePage() {
  usePageMeta('Undo Email Change', 'Put back the email address of your Arrakis Planner account.');
  const token = useLocation().hash.slice(1);
  const { setUser } = useSession();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StepStatus>(null);

  const undo = async () => {
    setBusy(true);
    setStatus(null);
    try {
      const answer = await undoEmailChange({ token });
      // Every session ended on the server, this browser's too.
      setUser(null);
      setStatus({ kind: 'success', message: answer.message });
    } catch (failure) {
      setStatus({ kind: 'error', message: failureText(failure, UNDO_EMAIL_CHANGE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <UndoEmailChangeView
      hasToken={token !== ''}
      busy={busy}
      status={status}
      onUndo={() => {
        void undo();
      }}
    />
  );
}
