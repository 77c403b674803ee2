import type { CharacterBuildEntry, LevelingPlanEntry } from './buildSchema';
import type { GameIndex } from './gameIndex';
import { skillName } from './skillLookup';

/**
 * The leveling plan (spec §3): one entry per level taken, in the order taken. The engine keeps
 * it equal to the levels at all times, so the skills' levels can be read from it and back.
 */

/** The plan with one more step at its end. */
export function appendPlanStep(
  plan: readonly LevelingPlanEntry[],
  skillId: number,
  level: number,
  skillName: string,
): LevelingPlanEntry[] {
  return [...plan, { skillId, level, skill: skillName }];
}

/** The plan without the step that took a skill to a level (a lowered level). */
export function removePlanStep(
  plan: readonly LevelingPlanEntry[],
  skillId: number,
  level: number,
): LevelingPlanEntry[] {
  return plan.filter((step) => step.skillId !== skillId || step.level !== level);
}

/** The plan without any step of a skill (a deactivated skill). */
export function removeSkillFromPlan(
  plan: readonly LevelingPlanEntry[],
  skillId: number,
): LevelingPlanEntry[] {
  return plan.filter((step) => step.skillId !== skillId);
}

/**
 * Whether the plan holds exactly the levels of the build: every skill's levels 1..n once each,
 * in increasing order, and nothing else.
 */
export function planMatchesLevels(
  plan: readonly LevelingPlanEntry[],
  characterBuild: readonly CharacterBuildEntry[],
): boolean {
  const taken = new Map<number, number>();
  for (const step of plan) {
    const previous = taken.get(step.skillId) ?? 0;
    if (step.level !== previous + 1) return false;
    taken.set(step.skillId, step.level);
  }
  if (taken.size !== characterBuild.length) return false;
  return characterBuild.every((entry) => taken.get(entry.skillId) === entry.level);
}

/** The levels a plan adds up to, skills in the order they were first taken. */
export function levelsFromPlan(plan: readonly LevelingPlanEntry[]): CharacterBuildEntry[] {
  const levels = new Map<number, number>();
  for (const step of plan)
    levels.set(step.skillId, Math.max(levels.get(step.skillId) ?? 0, step.level));
  return [...levels].map(([skillId, level]) => ({ skillId, level }));
}

/**
 * A plan for a build that came without one: lower rows first (so every skill follows its
 * prerequisites), then the build's own order, each skill's levels together.
 */
export function planForLevels(
  index: GameIndex,
  characterBuild: readonly CharacterBuildEntry[],
): LevelingPlanEntry[] {
  const rowOf = (skillId: number) => index.skillsById.get(skillId)?.position?.row ?? 0;
  const ordered = characterBuild
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => rowOf(a.entry.skillId) - rowOf(b.entry.skillId) || a.order - b.order);
  const plan: LevelingPlanEntry[] = [];
  for (const { entry } of ordered) {
    const name = skillName(index, entry.skillId);
    for (let level = 1; level <= entry.level; level++) {
      plan.push({ skillId: entry.skillId, level, skill: name });
    }
  }
  return plan;
}

/** One numbered row of the Leveling Plan panel. */
export interface LevelingPlanRow {
  step: number;
  skillId: number;
  level: number;
  /** The skill's current name in the game data, else the name the plan recorded. */
  name: string;
}

/** The Leveling Plan panel's numbered rows (empty: the panel says 'No skills selected yet.'). */
export function levelingPlanRows(
  index: GameIndex,
  plan: readonly LevelingPlanEntry[],
): LevelingPlanRow[] {
  return plan.map((step, i) => ({
    step: i + 1,
    skillId: step.skillId,
    level: step.level,
    name: index.skillsById.get(step.skillId)?.name ?? step.skill,
  }));
}

export const NO_SKILLS_SELECTED = 'No skills selected yet.';
export const NOT_IN_LEVELING_ORDER = 'Creator did not select skills in leveling order.';
