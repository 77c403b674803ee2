import { lazy } from 'react';

/**
 * The skill-tree graph (React Flow) as its own chunk, run when the first tree mounts; the server's
 * modulepreload hints have usually fetched it by then, beside the page's code and game data.
 */
export const LazySkillTreeGraph = lazy(async () => ({
  default: (await import('../../graph')).SkillTreeGraph,
}));
