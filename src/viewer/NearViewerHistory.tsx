import { useBuildRevisions } from '../api/savedBuilds/buildRevisions';
import { useNearScreen } from './useNearScreen';
import type { ViewerLoaders } from './viewerBuild';
import { ViewerHistory } from './ViewerHistory';

/** How far below the screen the History panel starts reading: a quick scroll finds it there. */
const HISTORY_MARGIN = '800px';

/**
 * The viewer's History panel, read only when needed: the history is asked for once the panel
 * comes near the screen or is focused, never on a visit that stays at the top.
 */
export function NearViewerHistory({
  url,
  isAuthor,
  fetchRevisions,
}: {
  url: string;
  isAuthor: boolean;
  fetchRevisions: ViewerLoaders['fetchRevisions'];
}) {
  const { near, ref, show } = useNearScreen(HISTORY_MARGIN);
  const history = useBuildRevisions(near ? url : null, fetchRevisions);
  return (
    <div ref={ref} onFocus={show}>
      <ViewerHistory
        url={url}
        revisions={history.data}
        error={history.error}
        isAuthor={isAuthor}
        onRestored={() => {
          window.location.reload();
        }}
      />
    </div>
  );
}
