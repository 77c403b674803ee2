import { lazy } from 'react';

/** The guide's editor as a lazy component, for pages that show it below the fold. */
export const LazyBuildGuideEditor = lazy(() =>
  import('./BuildGuideEditor').then((m) => ({ default: m.BuildGuideEditor })),
);
