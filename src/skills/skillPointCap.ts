import type { Build } from './buildSchema';
import { MAX_SKILL_POINT_CAP } from './buildLimits';
import { totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import { buildCharacterBudget } from './characterBudget';

/**
 * The skill point budget in force: the stated character's budget, else the custom cap, else 200
 * (spec §9). Every allocation rule uses it as the spec's rules use the cap.
 */
export function effectiveSkillPointCap(
  build: Pick<Build, 'customSkillPointCap' | 'character'>,
  index: GameIndex,
): number {
  return (
    buildCharacterBudget(build, index)?.total ?? build.customSkillPointCap ?? MAX_SKILL_POINT_CAP
  );
}

/** Whether a value is a valid custom cap: an integer from 0 to 200 (spec §5). */
export function isValidSkillPointCap(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SKILL_POINT_CAP
  );
}

/**
 * The spec's cap rule for one more level: below the cap, refuse what would pass it; at or over
 * the cap, refuse any rise (a free level is not a rise).
 */
export function capAllowsCost(spent: number, cap: number, cost: number): boolean {
  return spent < cap ? spent + cost <= cap : cost <= 0;
}

/** The cap slider's range: from the SP already spent up to 200, step 1 (spec §5). */
export function skillPointCapRange(
  build: Build,
  index: GameIndex,
): { min: number; max: number; step: number } {
  const spent = totalSkillPointsSpent(index, build.characterBuild);
  return { min: Math.min(spent, MAX_SKILL_POINT_CAP), max: MAX_SKILL_POINT_CAP, step: 1 };
}

/**
 * Sets or clears the custom cap. A number is rounded and kept within the slider's range, so the
 * cap never falls below what the build already spends; a non-finite number changes nothing.
 */
export function setCustomSkillPointCap(build: Build, index: GameIndex, cap: number | null): Build {
  if (cap === null) {
    return build.customSkillPointCap === null ? build : { ...build, customSkillPointCap: null };
  }
  if (!Number.isFinite(cap)) return build;
  const { min, max } = skillPointCapRange(build, index);
  const next = Math.min(max, Math.max(min, Math.round(cap)));
  return next === build.customSkillPointCap ? build : { ...build, customSkillPointCap: next };
}

/**
 * The budget in force as a problem names it, after `article`: "its skill point cap of 120", or
 * "the character's budget of 87 SP (level 60, Combat 48)".
 */
export function capName(
  build: Pick<Build, 'customSkillPointCap' | 'character'>,
  index: GameIndex,
  article: 'its' | 'the',
): string {
  const budget = buildCharacterBudget(build, index);
  const character = build.character;
  return budget && character
    ? `${article} character's budget of ${budget.total} SP (level ${character.level}, Combat ${character.combatLevel})`
    : `${article} skill point cap of ${effectiveSkillPointCap(build, index)}`;
}
