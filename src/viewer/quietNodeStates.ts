import type { SkillNodeState } from '../skills/skillStates';

type NodeStates = ReadonlyMap<number, SkillNodeState>;

const quietened = new WeakMap<NodeStates, NodeStates>();

/**
 * A tree's node states with no skill marked red, for a build that says nothing of its author's
 * trainer access. Kept per map, so a tree whose states did not change keeps the same object.
 */
export function withoutRedSkills(states: NodeStates): NodeStates {
  const known = quietened.get(states);
  if (known) return known;
  const quiet: NodeStates = new Map(
    [...states].map(([id, state]) => [id, state.isRed ? { ...state, isRed: false } : state]),
  );
  quietened.set(states, quiet);
  return quiet;
}
