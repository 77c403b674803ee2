import type { Skill } from '../skills/gameData';
import type { SkillNodeState } from '../skills/skillStates';

/** A node whose skill has no state yet (e.g. a tree shown before its build loads). */
const NO_STATE: Omit<SkillNodeState, 'skillId' | 'maxLevel'> = {
  level: 0,
  state: 'locked',
  isRed: false,
  canIncrease: false,
  increaseRefusal: null,
  canDecrease: false,
  decreaseRefusal: null,
};

/**
 * The engine's state of a skill's node, or a locked level-0 state when the engine gave none:
 * the interactive graph and the static drawing show a stateless skill the same way.
 */
export function nodeStateOf(
  nodeStates: ReadonlyMap<number, SkillNodeState>,
  skill: Pick<Skill, 'id' | 'levels'>,
): SkillNodeState {
  return (
    nodeStates.get(skill.id) ?? { ...NO_STATE, skillId: skill.id, maxLevel: skill.levels.length }
  );
}
