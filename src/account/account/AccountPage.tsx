import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FETCH_ACCOUNT_FAILED, useAccount } from '../../api/account/account';
import { LOGOUT_FAILED, LOGOUT_UNANSWERED } from '../../api/auth/logout';
import { LOGOUT_ALL_FAILED, LOGOUT_ALL_UNANSWERED } from '../../api/auth/logoutAll';
import { ApiRequestError } from '../../api/requestJson';
import { usePageMeta } from '../../ui/usePageMeta';
import { failureText } from '../shared/failureText';
import { AccountView, type AccountViewState } from './AccountView';
import { TwoStepSection } from './twoStep/TwoStepSection';
import { useAccountDeletion } from './useAccountDeletion';
import { useEmailChange } from './useEmailChange';
import { usePasswordChange } from './usePasswordChange';
import { useSession } from '../../api/session/sessionContext';

/**
 * /account (login required, spec §2, §4): the account read from `GET /api/account`, the email
 * and password changes, both logouts (then /login) and the account deletion.
 */
export default function AccountPage() {
  usePageMeta('Account', 'Manage your Arrakis Planner account: email, password, sessions.');
  const session = useSession();
  const { user } = session;
  const account = useAccount(user !== null);
  const navigate = useNavigate();
  const username = account.data?.username ?? user?.username ?? '';
  const changeEmail = useEmailChange();
  const changePassword = usePasswordChange(username);
  const deletion = useAccountDeletion(username);
  const [loggingOut, setLoggingOut] = useState<'current' | 'all' | null>(null);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  const endSessions = async (which: 'current' | 'all') => {
    setLoggingOut(which);
    setLogoutError(null);
    try {
      await (which === 'current' ? session.logout() : session.logoutAll());
      void navigate('/login');
    } catch (failure) {
      setLogoutError(
        which === 'current'
          ? failureText(failure, LOGOUT_FAILED, LOGOUT_UNANSWERED)
          : failureText(failure, LOGOUT_ALL_FAILED, LOGOUT_ALL_UNANSWERED),
      );
      setLoggingOut(null);
    }
  };

  let state: AccountViewState;
  if (session.isLoading || (user && account.isLoading)) state = { kind: 'loading' };
  // A session that ended elsewhere answers 401: the player is a visitor again.
  else if (!user || (account.error instanceof ApiRequestError && account.error.status === 401))
    state = { kind: 'visitor' };
  else if (account.data) state = { kind: 'account', account: account.data };
  else state = { kind: 'error', message: account.error?.message ?? FETCH_ACCOUNT_FAILED };

  return (
    <AccountView
      state={state}
      changeEmail={changeEmail}
      changePassword={changePassword}
      deletion={deletion}
      twoStep={<TwoStepSection />}
      loggingOut={loggingOut}
      logoutError={logoutError}
      onLogout={() => {
        void endSessions('current');
      }}
      onLogoutAll={() => {
        void endSessions('all');
      }}
    />
  );
}
