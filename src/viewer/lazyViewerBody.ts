import { lazy } from 'react';
import type { ViewerBody } from './ViewerBody';

/**
 * The viewer's body (trees, loadout, guide, panels) as a chunk of its own: the heading is the
 * page's largest text on a phone, and it paints from the build alone, without waiting for the
 * trees' and panels' code, which loads meanwhile alongside the game data.
 */

let loading: Promise<typeof ViewerBody> | null = null;

/** Starts (once) loading the body's chunk; resolves with its component. */
export function loadViewerBody(): Promise<typeof ViewerBody> {
  loading ??= import('./ViewerBody').then(
    (module) => module.ViewerBody,
    (error: unknown) => {
      // The next attempt (another visit) loads again instead of failing for good.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The body, rendered once its chunk is here (a failed chunk reaches the error boundary). */
export const LazyViewerBody = lazy(() =>
  loadViewerBody().then((component) => ({ default: component })),
);
