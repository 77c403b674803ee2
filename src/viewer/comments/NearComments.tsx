import { Suspense, useEffect } from 'react';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { useNearOnceScrolled } from '../useNearOnceScrolled';
import { asksForComment } from './commentAnchor';
import { CommentsFrame } from './CommentsFrame';
import { LazyCommentsSection } from './lazyCommentsSection';

/** How far below the screen the comments start loading: a quick scroll finds them there. */
const COMMENTS_MARGIN = '800px';

/** The browser has taken the page over: the server never renders the lazy section. */
const inBrowser = () => true;

/**
 * The viewer's comments, at the foot of a Public build's page: an empty frame with their heading
 * until a scroll brings it near the screen (or it is pointed at or focused), then the section's
 * code and the comments are read. Never on a visit that stays at the top, unless its address
 * names a comment.
 */
export function NearComments({ url }: { url: string }) {
  const { near, ref, show } = useNearOnceScrolled(COMMENTS_MARGIN);
  const taken = useBrowserValue(inBrowser, false);
  // A link to one comment (a notification's) reads them at once.
  useEffect(() => {
    if (asksForComment(window.location.hash)) show();
  }, [show]);
  const frame = <CommentsFrame total={null} />;
  return (
    <div ref={ref} onFocus={show} onPointerEnter={show}>
      {near && taken ? (
        <Suspense fallback={frame}>
          <LazyCommentsSection url={url} />
        </Suspense>
      ) : (
        frame
      )}
    </div>
  );
}
