import type { Skill } from '../../skills/gameData';
import type { GameIndex } from '../../skills/gameIndex';

/**
 * The planner's skill search: every word of the query must appear in the skill's name, its
 * description or one of its level effects, ignoring case and accents. Matches come in the order
 * a player reads the class (tree by tree, bottom row first), which is the order Enter steps
 * through them.
 */

export interface SkillMatch {
  skillId: number;
  treeId: number;
  /** Whether the name matched (else only the effect texts did). */
  byName: boolean;
}

/** Lower case, accents removed, runs of spaces made one. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const haystacks = new WeakMap<Skill, { name: string; all: string }>();

function haystackOf(skill: Skill): { name: string; all: string } {
  let found = haystacks.get(skill);
  if (!found) {
    const name = normalizeSearchText(skill.name);
    const effects = skill.levels.map((level) => level.description).join(' ');
    found = { name, all: normalizeSearchText(`${skill.name} ${skill.description} ${effects}`) };
    haystacks.set(skill, found);
  }
  return found;
}

/** The words of a query (empty: no search). */
export function queryWords(query: string): string[] {
  const text = normalizeSearchText(query);
  return text === '' ? [] : text.split(' ');
}

/** The skills of the given trees that match a query, in reading order. */
export function findSkillMatches(
  index: GameIndex,
  treeIds: readonly number[],
  query: string,
): SkillMatch[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const matches: SkillMatch[] = [];
  for (const treeId of treeIds) {
    for (const skill of index.skillsByTreeId.get(treeId) ?? []) {
      const hay = haystackOf(skill);
      if (words.every((word) => hay.all.includes(word))) {
        matches.push({
          skillId: skill.id,
          treeId,
          byName: words.every((word) => hay.name.includes(word)),
        });
      }
    }
  }
  return matches;
}
