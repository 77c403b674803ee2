import { lazy } from 'react';

const load = () => import('./CompareWithDialog').then((m) => m.CompareWithDialog);
let loading: ReturnType<typeof load> | undefined;

/** Starts loading the dialog's code (hover, focus or touch of the button that opens it). */
export const preloadCompareWithDialog = () => (loading ??= load());

/**
 * "Compare with…" as a lazy component: neither the viewer's nor the planner's first download
 * holds it. Render it inside <Suspense>.
 */
export const LazyCompareWithDialog = lazy(async () => ({
  default: await preloadCompareWithDialog(),
}));
