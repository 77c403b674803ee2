import { lazy, Suspense } from 'react';
import type { Notice } from './toastSettings';

/**
 * Toasts (spec §4 and §9): one visible at a time, shown for 5 seconds, swiped away past 50 px,
 * and removed 3 seconds after they are dismissed. Sonner runs the queue, timers and the polite
 * live region; each toast is our own card, so the swipe threshold and the removal delay are the
 * spec's rather than sonner's fixed ones. Sonner loads beside the entry bundle, not in it: no
 * page needs a toast before it has painted.
 */

export {
  type Notice,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toastSettings';

let viewportMounted: () => void = () => undefined;
const viewportReady = new Promise<void>((resolve) => {
  viewportMounted = resolve;
});
const loadView = () => import('./toastView');
const ToastViewport = lazy(() =>
  loadView().then(({ ToastViewport }) => ({ default: ToastViewport })),
);

/**
 * Shows a toast. With a limit of one, a new toast replaces the one on screen, so the player
 * always reads the latest outcome. It appears once `<Toasts />` is on the page.
 */
export function notify(notice: Notice): void {
  void Promise.all([loadView(), viewportReady]).then(([view]) => {
    view.showToast(notice);
  });
}

/** Where toasts appear; mounted once, in the app's layout. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastViewport onMounted={viewportMounted} />
    </Suspense>
  );
}
