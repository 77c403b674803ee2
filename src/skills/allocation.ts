import { clearSkillFromSlots } from './activeSlots';
import type { Build, CharacterBuildEntry } from './buildSchema';
import { nextLevelCost, totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import { appendPlanStep, removePlanStep, removeSkillFromPlan } from './levelingPlan';
import { capAllowsCost, effectiveSkillPointCap } from './skillPointCap';
import { maxLevelOf, skillName } from './skillLookup';

/**
 * Raising and lowering skills (spec §4 "Skill level", §5 "Allocation"). Each rule is a check
 * that says why not, plus a pure function that returns the new build (or the same build when
 * refused, so a store can tell "nothing happened" by identity).
 */

/** The spec's modal reasons (§8). */
export const MAX_LEVEL_REACHED = 'Max level reached';
export const NOT_ENOUGH_SP = 'Not enough SP';
export const PREREQUISITES_NOT_MET = 'Prerequisites not met';
const UNKNOWN_SKILL = 'Unknown skill';

export type IncreaseRefusal =
  | { reason: typeof MAX_LEVEL_REACHED }
  | { reason: typeof NOT_ENOUGH_SP; cost: number; spent: number; cap: number }
  | {
      reason: typeof PREREQUISITES_NOT_MET;
      /** The linked skills in a lower row: any one of them would do. */
      missingPrerequisiteIds: number[];
      missingPrerequisites: string[];
    }
  | { reason: typeof UNKNOWN_SKILL };

export type IncreaseCheck = { ok: true; cost: number } | ({ ok: false } & IncreaseRefusal);

const NOT_ALLOCATED = 'Not allocated';
const REQUIRED_BY_OTHER_SKILLS = 'Required by other skills';

export type DecreaseRefusal =
  | { reason: typeof NOT_ALLOCATED }
  | {
      reason: typeof REQUIRED_BY_OTHER_SKILLS;
      /** Active skills whose only active prerequisite is this one. */
      dependantIds: number[];
      dependants: string[];
    };

export type DecreaseCheck = { ok: true; refund: number } | ({ ok: false } & DecreaseRefusal);

/** What every check needs, computed once per build so a whole tree can be checked cheaply. */
export interface AllocationContext {
  readonly index: GameIndex;
  readonly levels: ReadonlyMap<number, number>;
  readonly spent: number;
  readonly cap: number;
}

/** The levels of a build by skill id (absent = level 0). */
export function skillLevels(characterBuild: readonly CharacterBuildEntry[]): Map<number, number> {
  const levels = new Map<number, number>();
  for (const entry of characterBuild) levels.set(entry.skillId, entry.level);
  return levels;
}

/** A skill's level in a build (0 when not taken). */
export function skillLevel(build: Build, skillId: number): number {
  return build.characterBuild.find((entry) => entry.skillId === skillId)?.level ?? 0;
}

/** The context of the checks for one build. */
export function allocationContext(build: Build, index: GameIndex): AllocationContext {
  return {
    index,
    levels: skillLevels(build.characterBuild),
    spent: totalSkillPointsSpent(index, build.characterBuild),
    cap: effectiveSkillPointCap(build, index),
  };
}

/** The prerequisites of a skill that would have to be active, or [] when one already is. */
export function missingPrerequisiteIds(
  index: GameIndex,
  levels: ReadonlyMap<number, number>,
  skillId: number,
): number[] {
  const prerequisites = index.prerequisiteIds.get(skillId) ?? [];
  if (prerequisites.length === 0) return [];
  return prerequisites.some((id) => (levels.get(id) ?? 0) > 0) ? [] : [...prerequisites];
}

/** Active skills that depend solely on a skill: it is their only active prerequisite. */
export function soleDependantIds(
  index: GameIndex,
  levels: ReadonlyMap<number, number>,
  skillId: number,
): number[] {
  const result: number[] = [];
  for (const dependant of index.dependantIds.get(skillId) ?? []) {
    if ((levels.get(dependant) ?? 0) === 0) continue;
    const otherActive = (index.prerequisiteIds.get(dependant) ?? []).some(
      (id) => id !== skillId && (levels.get(id) ?? 0) > 0,
    );
    if (!otherActive) result.push(dependant);
  }
  return result;
}

/** Whether a skill can go up one level in a context, and why not. */
export function checkIncrease(context: AllocationContext, skillId: number): IncreaseCheck {
  const { index, levels, spent, cap } = context;
  const skill = index.skillsById.get(skillId);
  if (!skill) return { ok: false, reason: UNKNOWN_SKILL };
  const level = levels.get(skillId) ?? 0;
  if (level >= maxLevelOf(skill)) return { ok: false, reason: MAX_LEVEL_REACHED };
  const cost = nextLevelCost(index, skillId, level + 1);
  if (!capAllowsCost(spent, cap, cost))
    return { ok: false, reason: NOT_ENOUGH_SP, cost, spent, cap };
  if (level === 0) {
    const missing = missingPrerequisiteIds(index, levels, skillId);
    if (missing.length > 0) {
      return {
        ok: false,
        reason: PREREQUISITES_NOT_MET,
        missingPrerequisiteIds: missing,
        missingPrerequisites: missing.map((id) => skillName(index, id)),
      };
    }
  }
  return { ok: true, cost };
}

/** Whether a skill can go down one level in a context, and why not. */
export function checkDecrease(context: AllocationContext, skillId: number): DecreaseCheck {
  const { index, levels } = context;
  const level = levels.get(skillId) ?? 0;
  if (level === 0) return { ok: false, reason: NOT_ALLOCATED };
  if (level === 1) {
    const dependantIds = soleDependantIds(index, levels, skillId);
    if (dependantIds.length > 0) {
      return {
        ok: false,
        reason: REQUIRED_BY_OTHER_SKILLS,
        dependantIds,
        dependants: dependantIds.map((id) => skillName(index, id)),
      };
    }
  }
  return { ok: true, refund: nextLevelCost(index, skillId, level) };
}

/** Whether a skill can go up one level (a left click), and if not why. */
export function canAllocateSkill(build: Build, index: GameIndex, skillId: number): IncreaseCheck {
  return checkIncrease(allocationContext(build, index), skillId);
}

/** Whether a skill can go down one level (a right click), and if not why. */
export function canDeallocateSkill(build: Build, index: GameIndex, skillId: number): DecreaseCheck {
  return checkDecrease(allocationContext(build, index), skillId);
}

/** The skill detail modal's line for a refused rise: 'Cannot allocate: ' + the reason. */
export function cannotAllocateMessage(refusal: IncreaseRefusal): string {
  return `Cannot allocate: ${refusal.reason}`;
}

/** Why a skill cannot be lowered, for the modal and tooltips. */
export function cannotDeallocateMessage(refusal: DecreaseRefusal): string {
  if (refusal.reason === NOT_ALLOCATED) return 'This skill is not active.';
  return `Cannot deactivate: required by ${refusal.dependants.join(', ')}`;
}

/**
 * Raises a skill one level: a new skill joins the build at level 1; the level is appended to
 * the leveling plan. Refused rises return the same build.
 */
export function allocateSkill(build: Build, index: GameIndex, skillId: number): Build {
  const context = allocationContext(build, index);
  const check = checkIncrease(context, skillId);
  if (!check.ok) return build;
  const level = (context.levels.get(skillId) ?? 0) + 1;
  const characterBuild =
    level === 1
      ? [...build.characterBuild, { skillId, level }]
      : build.characterBuild.map((entry) =>
          entry.skillId === skillId ? { skillId, level } : entry,
        );
  return {
    ...build,
    characterBuild,
    levellingPlan: appendPlanStep(build.levellingPlan, skillId, level, skillName(index, skillId)),
    skillpoints: context.spent + check.cost,
  };
}

/**
 * Lowers a skill one level, removing that level's plan step. At level 1 the skill deactivates
 * (leaving the build, the plan and the active slots) unless an active skill depends solely on
 * it. Refused changes return the same build.
 */
export function deallocateSkill(build: Build, index: GameIndex, skillId: number): Build {
  const context = allocationContext(build, index);
  const check = checkDecrease(context, skillId);
  if (!check.ok) return build;
  const level = context.levels.get(skillId) ?? 0;
  const skillpoints = context.spent - check.refund;
  if (level > 1) {
    return {
      ...build,
      characterBuild: build.characterBuild.map((entry) =>
        entry.skillId === skillId ? { skillId, level: level - 1 } : entry,
      ),
      levellingPlan: removePlanStep(build.levellingPlan, skillId, level),
      skillpoints,
    };
  }
  return clearSkillFromSlots(
    {
      ...build,
      characterBuild: build.characterBuild.filter((entry) => entry.skillId !== skillId),
      levellingPlan: removeSkillFromPlan(build.levellingPlan, skillId),
      skillpoints,
    },
    skillId,
  );
}
