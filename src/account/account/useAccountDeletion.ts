import { useState } from 'react';
import { DELETE_ACCOUNT_FAILED, deleteAccount } from '../../api/account/deleteAccount';
import { loadPage } from '../shared/browserNavigation';
import { failureText } from '../shared/failureText';
import type { AccountViewProps } from './AccountView';
import type { DeletionStep } from './DeleteAccountDialogs';
import { useBotCheck } from '../../api/botCheck/botCheckContext';
import { useSession } from '../../api/session/sessionContext';

/**
 * Account deletion (spec §4): Delete Account, the typed word, the final question with the
 * current password; Yes deletes the account (bot-checked), logs out, goes to / and reloads.
 */
export function useAccountDeletion(username: string): AccountViewProps['deletion'] {
  const { getToken } = useBotCheck();
  const { logout, setUser } = useSession();
  const [step, setStep] = useState<DeletionStep>('closed');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async (currentPassword: string) => {
    setBusy(true);
    setError(null);
    try {
      const recaptchaToken = await getToken('delete_account');
      await deleteAccount(username, { recaptchaToken, currentPassword });
    } catch (failure) {
      setError(failureText(failure, DELETE_ACCOUNT_FAILED));
      setBusy(false);
      return;
    }
    try {
      await logout();
    } catch {
      // The server ended every session with the account; forget the player here all the same.
      setUser(null);
    }
    loadPage('/');
  };

  return {
    step,
    busy,
    error,
    onStart: () => {
      setError(null);
      setStep('type');
    },
    onConfirmTyped: () => {
      setStep('confirm');
    },
    onDelete: (currentPassword) => {
      void remove(currentPassword);
    },
    onCancel: () => {
      if (!busy) setStep('closed');
    },
  };
}
