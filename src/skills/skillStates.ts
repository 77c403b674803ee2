import type { AllocationContext, DecreaseRefusal, IncreaseRefusal } from './allocation';
import {
  allocationContext,
  checkDecrease,
  cannotDeallocateMessage,
  checkIncrease,
  missingPrerequisiteIds,
  NOT_ENOUGH_SP,
  PREREQUISITES_NOT_MET,
} from './allocation';
import type { Build } from './buildSchema';
import type { GameIndex } from './gameIndex';
import { reductionWarning } from './reductionWarning';
import { maxLevelOf, skillName } from './skillLookup';
import { isRedSkillLevel } from './trainerAccess';

/**
 * What the graph draws for each skill node and what its tooltip says, derived in one pass per
 * tree so that node components receive plain values and never run a rule themselves.
 */

/**
 * - locked: not taken and no prerequisite active;
 * - unaffordable: not taken, prerequisites met, but the cap forbids the first level;
 * - available: not taken and can be taken;
 * - allocated: taken, below its max level;
 * - maxed: at its max level.
 */
export type SkillNodeStatus = 'locked' | 'available' | 'allocated' | 'maxed' | 'unaffordable';

export interface SkillNodeState {
  skillId: number;
  level: number;
  maxLevel: number;
  state: SkillNodeStatus;
  /** Level 2+ in a class without advanced trainer access. */
  isRed: boolean;
  canIncrease: boolean;
  increaseRefusal: IncreaseRefusal | null;
  canDecrease: boolean;
  decreaseRefusal: DecreaseRefusal | null;
}

export const NOT_ENOUGH_SKILL_POINTS_TOOLTIP =
  'Not enough Skill Points to activate or level up this skill.';

function nodeState(build: Build, context: AllocationContext, skillId: number): SkillNodeState {
  const skill = context.index.skillsById.get(skillId);
  const level = context.levels.get(skillId) ?? 0;
  const maxLevel = skill ? maxLevelOf(skill) : 0;
  const increase = checkIncrease(context, skillId);
  const decrease = checkDecrease(context, skillId);
  let state: SkillNodeStatus;
  if (level > 0) state = level >= maxLevel ? 'maxed' : 'allocated';
  else if (missingPrerequisiteIds(context.index, context.levels, skillId).length > 0) {
    state = 'locked';
  } else state = increase.ok ? 'available' : 'unaffordable';
  return {
    skillId,
    level,
    maxLevel,
    state,
    isRed: isRedSkillLevel(build, context.index, skillId, level),
    canIncrease: increase.ok,
    increaseRefusal: increase.ok ? null : increase,
    canDecrease: decrease.ok,
    decreaseRefusal: decrease.ok ? null : decrease,
  };
}

/** The states of every skill of one tree, in the tree's display order. */
export function treeNodeStates(build: Build, index: GameIndex, treeId: number): SkillNodeState[] {
  const context = allocationContext(build, index);
  return (index.skillsByTreeId.get(treeId) ?? []).map((skill) =>
    nodeState(build, context, skill.id),
  );
}

/** The state of one skill node. */
export function skillNodeState(build: Build, index: GameIndex, skillId: number): SkillNodeState {
  return nodeState(build, allocationContext(build, index), skillId);
}

/**
 * The warning lines of a skill's tooltip (spec §4), in this order:
 * - 'Prerequisites not met: A, B' when it cannot be taken for want of a prerequisite;
 * - 'Not enough Skill Points to activate or level up this skill.' when the cap forbids the next level;
 * - 'Clicking will reduce to level 1 (required by A, B)' when it is at level 3 and some active
 *   skill depends solely on it: lowering stops at level 1 (reductionWarning.ts);
 * - 'Cannot deactivate: required by A, B' when it is at level 1 and cannot be removed.
 */
export function skillTooltipLines(build: Build, index: GameIndex, skillId: number): string[] {
  const context = allocationContext(build, index);
  const skill = index.skillsById.get(skillId);
  if (!skill) return [];
  const level = context.levels.get(skillId) ?? 0;
  const lines: string[] = [];
  if (level < maxLevelOf(skill)) {
    const missing = level === 0 ? missingPrerequisiteIds(index, context.levels, skillId) : [];
    if (missing.length > 0) {
      const names = missing.map((id) => skillName(index, id)).join(', ');
      lines.push(`${PREREQUISITES_NOT_MET}: ${names}`);
    }
    const increase = checkIncrease(context, skillId);
    if (!increase.ok && increase.reason === NOT_ENOUGH_SP)
      lines.push(NOT_ENOUGH_SKILL_POINTS_TOOLTIP);
  }
  const reduction = reductionWarning(context, skillId);
  if (reduction) lines.push(reduction);
  if (level === 1) {
    const decrease = checkDecrease(context, skillId);
    if (!decrease.ok) lines.push(cannotDeallocateMessage(decrease));
  }
  return lines;
}
