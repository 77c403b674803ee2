import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { Notice } from './toastSettings';

/**
 * Toasts (spec §4 and §9): one visible at a time, shown for 5 seconds, swiped away past 50 px,
 * and removed 3 seconds after they are dismissed. Sonner runs the queue, timers and the polite
 * live region; each toast is our own card, so the swipe threshold and the removal delay are the
 * spec's rather than sonner's fixed ones. Sonner loads beside the entry bundle, not in it, and
 * only once the page has loaded and the browser is idle, or at the first toast if that comes
 * sooner: on a throttled phone, fetching and running it at start competed with the page's own
 * first-screen code, and no page needs a toast before it has painted.
 */

/** The longest the viewport waits for an idle moment after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

let viewportMounted: () => void = () => undefined;
const viewportReady = new Promise<void>((resolve) => {
  viewportMounted = resolve;
});

/** Whether the viewport should be on the page: set at the first toast or once the page is idle. */
let viewWanted = false;
const viewWantedListeners = new Set<() => void>();
function wantView(): void {
  if (viewWanted) return;
  viewWanted = true;
  for (const listener of viewWantedListeners) listener();
}
function onViewWanted(listener: () => void): () => void {
  viewWantedListeners.add(listener);
  return () => {
    viewWantedListeners.delete(listener);
  };
}

const loadView = () => import('./toastView');
const ToastViewport = lazy(() =>
  loadView().then(({ ToastViewport }) => ({ default: ToastViewport })),
);

/**
 * Calls `then` once the page has loaded and the browser has an idle moment (at most
 * IDLE_TIMEOUT_MS later; a plain timeout where there is no `requestIdleCallback`). Returns
 * what cancels it.
 */
function whenIdleAfterLoad(then: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const onLoad = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => {
        window.cancelIdleCallback(handle);
      };
    } else {
      const timer = window.setTimeout(then, 1);
      cancelIdle = () => {
        window.clearTimeout(timer);
      };
    }
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * Shows a toast. With a limit of one, a new toast replaces the one on screen, so the player
 * always reads the latest outcome. It appears once `<Toasts />` is on the page (a toast asked
 * for before the viewport has loaded waits for it).
 */
export function notify(notice: Notice): void {
  wantView();
  void Promise.all([loadView(), viewportReady]).then(([view]) => {
    view.showToast(notice);
  });
}

/** Where toasts appear; mounted once, in the app's layout. */
export function Toasts() {
  const wanted = useSyncExternalStore(
    onViewWanted,
    () => viewWanted,
    () => false,
  );
  useEffect(() => (wanted ? undefined : whenIdleAfterLoad(wantView)), [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport onMounted={viewportMounted} />
    </Suspense>
  );
}
