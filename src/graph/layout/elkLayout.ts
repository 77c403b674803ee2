import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Skill, SkillLink } from '../../skills/gameData';
import { elkGraphFor, positionsFromElk } from './elkGraph';
import type { FlowPoint } from './gridLayout';

/**
 * Automatic layout for a tree whose skills have no grid positions. Loaded with a dynamic
 * import by `useTreeLayout`, and only for such trees: nothing here is in a route's initial
 * bundle. ELK runs in a Web Worker; where workers do not exist (tests, old browsers) it runs
 * in-process from its own lazily loaded chunk.
 */
async function runElk(graph: ElkNode): Promise<ElkNode> {
  if (typeof Worker !== 'undefined') {
    const { layoutInWorker } = await import('./elkWorkerClient');
    return layoutInWorker(graph);
  }
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return new ELK().layout(graph);
}

/** Node box positions (top-left, flow pixels) of a tree laid out by ELK (layered, bottom-up). */
export async function layoutWithElk(
  skills: readonly Skill[],
  links: readonly SkillLink[],
): Promise<Map<number, FlowPoint>> {
  return positionsFromElk(await runElk(elkGraphFor(skills, links)));
}
