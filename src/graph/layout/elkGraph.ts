import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Skill, SkillLink } from '../../skills/gameData';
import type { FlowPoint } from './gridLayout';
import { NODE_HEIGHT, NODE_WIDTH } from './gridLayout';

/**
 * The ELK side of the automatic layout, as plain data in and out so that it runs the same in
 * the worker, in-process and in tests. ELK places node boxes of our size in layers, bottom-up
 * like the positioned trees (the first skill of each link below the second).
 */

/** ELK options: layered, upwards, spaced like the grid of positioned trees. */
const ELK_LAYOUT_OPTIONS: Readonly<Record<string, string>> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'UP',
  'elk.spacing.nodeNode': '56',
  'elk.layered.spacing.nodeNodeBetweenLayers': '28',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
  'elk.edgeRouting': 'POLYLINE',
};

/** The ELK graph of one tree: one box per skill, one edge per link (links to unknown skills are dropped). */
export function elkGraphFor(skills: readonly Skill[], links: readonly SkillLink[]): ElkNode {
  const ids = new Set(skills.map((skill) => skill.id));
  return {
    id: 'tree',
    layoutOptions: { ...ELK_LAYOUT_OPTIONS },
    children: skills.map((skill) => ({
      id: String(skill.id),
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
    })),
    edges: links
      .filter(([a, b]) => ids.has(a) && ids.has(b) && a !== b)
      .map(([a, b]) => ({ id: `${a}-${b}`, sources: [String(a)], targets: [String(b)] })),
  };
}

/** Node box positions (top-left, flow pixels) from ELK's answer. */
export function positionsFromElk(result: ElkNode): Map<number, FlowPoint> {
  const positions = new Map<number, FlowPoint>();
  for (const child of result.children ?? []) {
    const id = Number(child.id);
    if (Number.isFinite(id)) positions.set(id, { x: child.x ?? 0, y: child.y ?? 0 });
  }
  return positions;
}

/** Messages between the page and the layout worker. */
export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}
export type LayoutResponse = { id: number; graph: ElkNode } | { id: number; error: string };
