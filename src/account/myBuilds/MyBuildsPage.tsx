import { ApiRequestError } from '../../api/requestJson';
import { useMyBuilds } from '../../api/savedBuilds/myBuilds';
import { SAVED_BUILD_LIMIT } from '../../skills/buildListing';
import { usePageMeta } from '../../ui/usePageMeta';
import { MyBuildsView, type MyBuildsViewState } from './MyBuildsView';
import { useBuildDeletion } from './useBuildDeletion';
import { useBuildLoading } from './useBuildLoading';
import { useSession } from '../../api/session/sessionContext';

/**
 * /my-builds (login required, spec §2): the player's saved builds from `GET /api/my-builds`,
 * the slots they use, and Load (into the planner) and Delete on each.
 */
export default function MyBuildsPage() {
  usePageMeta('My Builds', 'The builds saved to your Arrakis Planner account.');
  const { user, isLoading: sessionLoading } = useSession();
  const myBuilds = useMyBuilds(user !== null);
  const { onDelete, deletion } = useBuildDeletion();
  const { loadingId, onLoad } = useBuildLoading();

  let state: MyBuildsViewState;
  if (sessionLoading || (user && myBuilds.isLoading)) state = { kind: 'loading' };
  // A session that ended elsewhere answers 401: the player is a visitor again.
  else if (!user || (myBuilds.error instanceof ApiRequestError && myBuilds.error.status === 401))
    state = { kind: 'visitor' };
  else if (myBuilds.data)
    state = { kind: 'builds', builds: myBuilds.data.builds, limit: SAVED_BUILD_LIMIT };
  else state = { kind: 'error' };

  return (
    <MyBuildsView
      state={state}
      loadingId={loadingId}
      onLoad={onLoad}
      onDelete={onDelete}
      deletion={deletion}
    />
  );
}
