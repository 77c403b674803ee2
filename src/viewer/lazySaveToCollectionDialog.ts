import { lazy } from 'react';

const load = () => import('./SaveToCollectionDialog').then((m) => m.SaveToCollectionDialog);
let loading: ReturnType<typeof load> | undefined;

/** Starts loading the dialog's code (the button pointed at, focused or touched). */
export const preloadSaveToCollectionDialog = () => (loading ??= load());

/** "Save to collection" as a lazy component, off the viewer's first download. Render it inside <Suspense>. */
export const LazySaveToCollectionDialog = lazy(async () => ({
  default: await preloadSaveToCollectionDialog(),
}));
