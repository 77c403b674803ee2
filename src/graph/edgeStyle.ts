import type { SkillNodeState } from '../skills/skillStates';

/**
 * How a link between two skills is drawn, for the interactive graph and the static drawing
 * alike (this module loads no React Flow).
 */

/** Whether a link's two skills are taken (drawn active) or one is (drawn as the way forward). */
export function edgeActivity(
  a: SkillNodeState | undefined,
  b: SkillNodeState | undefined,
): 'active' | 'partial' | 'idle' {
  const taken = Number((a?.level ?? 0) > 0) + Number((b?.level ?? 0) > 0);
  return taken === 2 ? 'active' : taken === 1 ? 'partial' : 'idle';
}

/** The class names of a link, by its activity (graph.css draws them). */
export const EDGE_CLASS = {
  active: 'sg-edge sg-edge--active',
  partial: 'sg-edge sg-edge--partial',
  idle: 'sg-edge',
} as const;
