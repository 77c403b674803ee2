import { lazy } from 'react';

/**
 * The skill-tree graph (React Flow, ~50 kB gzip) as its own chunk, run when the first tree
 * mounts. The server's modulepreload hints have usually fetched it by then, alongside the
 * page's code and game data.
 */
export const LazySkillTreeGraph = lazy(async () => ({
  default: (await import('../../graph')).SkillTreeGraph,
}));
