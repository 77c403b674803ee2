import type { Skill, SkillLevel } from './gameData';
import type { GameIndex } from './gameIndex';
import { levelCost } from './costs';
import { maxLevelOf } from './skillLookup';

/**
 * How one skill differs between two game versions, from the data alone: its number of levels,
 * the cost of a level, the numbers of a level, its tree or prerequisites.
 */

/** The numbers a level's text gives, without sign: "-25%" and "+25%" read as the same 25. */
function numbersOf(text: string): Set<number> {
  return new Set([...text.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0])));
}

/**
 * Whether a level's numbers changed. With stats on both sides the stats decide; else every
 * number of the old text must still be in the new one (a new text may add numbers the old
 * prose left out, which is not a change). Unpublished levels are not compared.
 */
function levelNumbersChanged(before: SkillLevel, after: SkillLevel): boolean {
  if (!before.effectKnown || !after.effectKnown) return false;
  if (before.stats.length > 0 && after.stats.length > 0) {
    const key = (level: SkillLevel) =>
      level.stats.map((stat) => `${stat.key}=${String(stat.value)}`).join(';');
    return key(before) !== key(after);
  }
  const now = numbersOf(after.description);
  return [...numbersOf(before.description)].some((value) => !now.has(value));
}

/** The levels up to `upTo` whose numbers changed, lowest first. */
export function levelsWithChangedNumbers(before: Skill, after: Skill, upTo: number): number[] {
  const changed: number[] = [];
  for (let level = 1; level <= upTo; level++) {
    const old = before.levels.find((l) => l.level === level);
    const now = after.levels.find((l) => l.level === level);
    if (old && now && levelNumbersChanged(old, now)) changed.push(level);
  }
  return changed;
}

/** The levels up to `upTo` (and present in both) whose SP cost changed, lowest first. */
export function levelsWithChangedCosts(before: Skill, after: Skill, upTo: number): number[] {
  const changed: number[] = [];
  const top = Math.min(upTo, maxLevelOf(before), maxLevelOf(after));
  for (let level = 1; level <= top; level++) {
    if (levelCost(before, level) !== levelCost(after, level)) changed.push(level);
  }
  return changed;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** Whether a skill changed tree or prerequisites between two indexes of the same mode. */
export function skillMoved(skillId: number, before: GameIndex, after: GameIndex): boolean {
  const old = before.skillsById.get(skillId);
  const now = after.skillsById.get(skillId);
  if (!old || !now) return false;
  return (
    old.treeId !== now.treeId ||
    !sameIds(before.prerequisiteIds.get(skillId) ?? [], after.prerequisiteIds.get(skillId) ?? [])
  );
}
