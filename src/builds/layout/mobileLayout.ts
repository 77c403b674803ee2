import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  firstLayoutOf,
  isMobileLayout,
  type FirstLayout,
  type LayoutEnvironment,
} from '../../api/contract/pageLayout';

/**
 * The spec's mobile rule (src/api/contract/pageLayout.ts) in this browser, for the pages that
 * show a build's trees: the server renders them in the layout the request's user agent calls for.
 */

function currentEnvironment(): LayoutEnvironment {
  return {
    width: window.innerWidth,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const getSnapshot = () => isMobileLayout(currentEnvironment());

/**
 * A layout chosen from outside instead of the browser's (stories and tests that show the
 * desktop or phone layout whatever the size of their frame).
 */
export const ForcedPlannerLayout = createContext<'mobile' | 'desktop' | null>(null);

/**
 * The layout the server renders a page in, from its request's user agent; none in the browser,
 * which takes that HTML over in the layout its own user agent calls for (the same rule).
 */
export const ServerLayout = createContext<FirstLayout | null>(null);

/** The mobile rule for this browser, following window resizes. */
export function useIsMobileLayout(): boolean {
  const forced = useContext(ForcedPlannerLayout);
  const server = useContext(ServerLayout);
  const detected = useSyncExternalStore(
    subscribe,
    getSnapshot,
    () => (server ?? firstLayoutOf(navigator.userAgent)) === 'mobile',
  );
  return forced === null ? detected : forced === 'mobile';
}
