import { lazy } from 'react';
import type * as Graph from '../../graph';

/**
 * The skill-tree graph (React Flow, ~50 kB gzip) as its own chunk. The page starts loading it
 * together with the game data, so the two downloads overlap instead of queueing behind the
 * planner's code.
 */
let loading: Promise<typeof Graph> | undefined;

export function preloadSkillTreeGraph(): Promise<typeof Graph> {
  loading ??= import('../../graph');
  return loading;
}

export const LazySkillTreeGraph = lazy(async () => ({
  default: (await preloadSkillTreeGraph()).SkillTreeGraph,
}));
