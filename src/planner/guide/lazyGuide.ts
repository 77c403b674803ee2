import { lazy } from 'react';

/**
 * The guide's components as lazy components, for pages that show them below the fold. The
 * markdown renderer is lazy inside BuildGuideView in any case.
 */
export const LazyBuildGuideEditor = lazy(() =>
  import('./BuildGuideEditor').then((m) => ({ default: m.BuildGuideEditor })),
);
export const LazyBuildGuideView = lazy(() =>
  import('../../builds/guide/BuildGuideView').then((m) => ({ default: m.BuildGuideView })),
);
