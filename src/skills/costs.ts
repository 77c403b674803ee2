import type { CharacterBuildEntry } from './buildSchema';
import type { GameIndex } from './gameIndex';
import type { ClassSlug, Skill } from './gameData';
import { CLASS_SLUGS } from './classSlugs';
import { classSlugOfSkill, maxLevelOf } from './skillLookup';

/**
 * Skill point costs (spec §5). A level costs what the data says; the spec's fallback rules only
 * apply to data without costs, and they live in `fallbackLevelCost` and nowhere else.
 */

/** Skills that cost 2 SP per level when the data gives no cost (spec §5, by name). */
export const TWO_SP_PER_LEVEL_SKILLS: readonly string[] = [
  'Spice Surveyor',
  'Heat Management',
  'Shield Overcharge',
  'Reflexive Reload',
  'Bindu Dodge',
  'Screech',
  'Prescient Strike',
  'Precise Parry',
];

/**
 * The spec's ten "capstones" (in the game they are the trees' entry nodes): as abilities or
 * techniques they cost the level number when the data gives no cost.
 */
export const CAPSTONE_SKILLS: readonly string[] = [
  'Deflection',
  'Knee Charge',
  'Anti-gravity Field',
  'Shigawire Claw',
  'The Sentinel',
  'Poison Capsule',
  'Shield Wall',
  'Suspensor Pad',
  'Bindu Sprint',
  'Compel',
];

/** The spec's cost of a level for data that lacks one. */
export function fallbackLevelCost(skill: Pick<Skill, 'name' | 'type'>, level: number): number {
  if (TWO_SP_PER_LEVEL_SKILLS.includes(skill.name)) return 2;
  if (skill.type === 'Passive') return level;
  return CAPSTONE_SKILLS.includes(skill.name) ? level : 2;
}

/** The SP cost of one level of a skill: the level's own cost, else the spec's fallback. */
export function levelCost(skill: Skill, level: number): number {
  const cost = skill.levels.find((l) => l.level === level)?.cost;
  return cost ?? fallbackLevelCost(skill, level);
}

/** Per skill, the SP spent to reach each level: index 0 is 0, index n the sum of levels 1..n. */
type CostTable = ReadonlyMap<number, readonly number[]>;
const costTables = new WeakMap<GameIndex, CostTable>();

/** Costs are looked up on every click and every node render: computed once per game version. */
function costTable(index: GameIndex): CostTable {
  let table = costTables.get(index);
  if (!table) {
    const built = new Map<number, number[]>();
    for (const skill of index.data.skills) {
      const sums = [0];
      for (let level = 1; level <= maxLevelOf(skill); level++) {
        sums.push((sums[level - 1] ?? 0) + levelCost(skill, level));
      }
      built.set(skill.id, sums);
    }
    table = built;
    costTables.set(index, table);
  }
  return table;
}

/** SP to take a skill from `level - 1` to `level` (fallback rules for levels beyond the data). */
export function nextLevelCost(index: GameIndex, skillId: number, level: number): number {
  const sums = costTable(index).get(skillId);
  const low = sums?.[level - 1];
  const high = sums?.[level];
  if (low !== undefined && high !== undefined) return high - low;
  const skill = index.skillsById.get(skillId);
  return skill ? levelCost(skill, level) : 0;
}

/** SP spent on one skill at a level: the sum of every level from 1 up to it. */
export function skillPointsForLevel(index: GameIndex, skillId: number, level: number): number {
  const sums = costTable(index).get(skillId);
  const known = sums?.[level];
  if (known !== undefined) return known;
  let total = 0;
  for (let l = 1; l <= level; l++) total += nextLevelCost(index, skillId, l);
  return total;
}

/** Total SP spent by a build, over all classes. Unknown skills count 0. */
export function totalSkillPointsSpent(
  index: GameIndex,
  characterBuild: readonly CharacterBuildEntry[],
): number {
  let total = 0;
  for (const entry of characterBuild)
    total += skillPointsForLevel(index, entry.skillId, entry.level);
  return total;
}

/** SP spent per class, as the class selector icons show it. */
export function skillPointsSpentByClass(
  index: GameIndex,
  characterBuild: readonly CharacterBuildEntry[],
): Record<ClassSlug, number> {
  const spent = Object.fromEntries(CLASS_SLUGS.map((slug) => [slug, 0])) as Record<
    ClassSlug,
    number
  >;
  for (const entry of characterBuild) {
    const slug = classSlugOfSkill(index, entry.skillId);
    if (slug) spent[slug] += skillPointsForLevel(index, entry.skillId, entry.level);
  }
  return spent;
}
