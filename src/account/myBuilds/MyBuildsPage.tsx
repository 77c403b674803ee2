import { useAccount } from '../../api/account/account';
import { ApiRequestError } from '../../api/requestJson';
import { useSession } from '../../api/session/SessionProvider';
import { usePageMeta } from '../../ui/usePageMeta';
import { MyBuildsView, type MyBuildsViewState } from './MyBuildsView';

/**
 * /my-builds (login required, spec §2): the save slots used, read from the account. The build
 * cards come with the saved-builds feature.
 */
export default function MyBuildsPage() {
  usePageMeta('My Builds', 'The builds saved to your Arrakis Planner account.');
  const { user, isLoading: sessionLoading } = useSession();
  const account = useAccount(user !== null);

  let state: MyBuildsViewState;
  if (sessionLoading || (user && account.isLoading)) state = { kind: 'loading' };
  // A session that ended elsewhere answers 401: the player is a visitor again.
  else if (!user || (account.error instanceof ApiRequestError && account.error.status === 401))
    state = { kind: 'visitor' };
  else if (account.data)
    state = {
      kind: 'builds',
      count: account.data.savedBuildCount,
      limit: account.data.savedBuildLimit,
    };
  else state = { kind: 'error' };
  return <MyBuildsView state={state} />;
}
