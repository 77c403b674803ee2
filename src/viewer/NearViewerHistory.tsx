import { useBuildRevisions } from '../api/savedBuilds/buildRevisions';
import { useNearOnceScrolled } from './useNearOnceScrolled';
import type { ViewerLoaders } from './viewerBuild';
import { ViewerHistory } from './ViewerHistory';

/** How far below the screen the History panel starts reading: a quick scroll finds it there. */
const HISTORY_MARGIN = '800px';

/**
 * The viewer's History panel, read only when needed: the history is asked for once a scroll
 * brings the panel near the screen, or it is pointed at or focused; never on a visit that stays
 * at the top.
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
  const { near, ref, show } = useNearOnceScrolled(HISTORY_MARGIN);
  const history = useBuildRevisions(near ? url : null, fetchRevisions);
  return (
    <div ref={ref} onFocus={show} onPointerEnter={show}>
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
