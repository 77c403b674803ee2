import { useEffect } from 'react';
import { useNearScreen } from './useNearScreen';

/** How long an idle moment is waited for before the part is shown anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** Calls `run` once the main thread is idle (or after a short wait where that is unknown). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(run, 1000);
  return () => {
    window.clearTimeout(id);
  };
}

/**
 * Whether a part that is costly to show and usually further down (the guide's markdown
 * renderer, a chunk of its own) may show now: as soon as its element comes near the screen
 * (within `margin`), else once the page has been idle after it mounted, so it never competes
 * with the first screen's work yet is there before the player scrolls to it. Once true it stays
 * true. Without IntersectionObserver it is true at once.
 */
export function useNearScreenOrIdle(margin = '600px'): {
  near: boolean;
  ref: (element: Element | null) => void;
} {
  const { near, ref, show } = useNearScreen(margin);
  useEffect(() => {
    if (near) return;
    return whenIdle(show);
  }, [near, show]);
  return { near, ref };
}
