/** The toasts' rules (spec §4 and §9) and what a toast says, shared by toast.tsx and toastView.tsx. */

/** How long a toast stays on screen (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5000;
/** How far a toast is swiped sideways before it is dismissed (spec: 50). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast is kept before it is removed (spec: 3000 ms). */
export const TOAST_REMOVE_DELAY_MS = 3000;
/** Toasts visible at once (the spec's reading of 1). */
export const TOAST_LIMIT = 1;

/** What a toast says. */
export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description?: string;
}
