import { lazy } from 'react';

/**
 * The comments section as a chunk of its own, with its markdown and its calls: no first screen
 * needs it, so it loads only once the section comes near the screen.
 */
export const LazyCommentsSection = lazy(() =>
  import('./CommentsSection').then((module) => ({ default: module.CommentsSection })),
);
