import { useEffect, useState } from 'react';
import {
  NEWS_INITIAL_ROWS,
  NEWS_ITEMS_PER_ROW,
  NEWS_LOAD_MARGIN_PX,
  NEWS_ROWS_PER_STEP,
} from '../../api/contract/newsTexts';
import { useBrowserValue } from '../../ui/useBrowserValue';

/** Items shown at first: 4 rows of 2. */
const NEWS_FIRST_COUNT = NEWS_INITIAL_ROWS * NEWS_ITEMS_PER_ROW;
/** Items added each time the list's bottom nears the viewport's: 2 rows of 2. */
const NEWS_STEP_COUNT = NEWS_ROWS_PER_STEP * NEWS_ITEMS_PER_ROW;

/**
 * Progressive loading of /news (spec §4): how many of `total` items to show, and the ref of a
 * sentinel placed right under the list. The count starts at 4 rows and grows by 2 rows whenever
 * the sentinel (the list's bottom) comes within 300 px of the viewport's bottom, up to all.
 * The observer is made anew after each step: its first report says whether the bottom is still
 * near, so a tall screen fills up without waiting for a scroll. Without IntersectionObserver
 * every item shows, once the page has taken over: the server, which has no observer, renders the
 * first 4 rows, and the browser's first render must be the same.
 */
export function useProgressiveCount(total: number): {
  count: number;
  sentinelRef: (element: HTMLElement | null) => void;
} {
  const [shown, setShown] = useState(NEWS_FIRST_COUNT);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const supported = useBrowserValue(hasIntersectionObserver, true);
  const count = supported ? Math.min(shown, total) : total;

  useEffect(() => {
    if (sentinel === null || !supported || count >= total) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setShown((current) => current + NEWS_STEP_COUNT);
        }
      },
      { rootMargin: `0px 0px ${NEWS_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  }, [sentinel, supported, count, total]);

  return { count, sentinelRef: setSentinel };
}

/** Whether this browser has IntersectionObserver (it does not change while the page is open). */
function hasIntersectionObserver(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}
