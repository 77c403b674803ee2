/**
 * The community list's filters on what a build holds, as the list's address and
 * `GET /api/public-builds` write them: `guide=1`, `plan=1`, and `skills=12-3,40-1` for builds
 * that take each skill at that level or higher (skill id, a dash, the level; up to three).
 * Shared by the client and the server. No zod: the list's first screen reads its filters.
 */

/** The value of `guide` and `plan` that asks for builds with a guide, or a shown leveling plan. */
export const HAS_CONTENT = '1';

export const HAS_GUIDE_EXPECTED = 'Expected 1 (only builds with a guide).';
export const HAS_PLAN_EXPECTED = 'Expected 1 (only builds that show a leveling plan).';

/** One skill a build must take, at `level` (1-3) or higher. */
export interface SkillUse {
  skillId: number;
  level: number;
}

/** The most skills one list is filtered by. */
export const SKILL_USES_MAX = 3;

/** The levels a skill filter asks for: 1 (takes it at all), 2 or 3. */
export const SKILL_USE_LEVELS = [1, 2, 3] as const;

/** A well-formed `skills` value: up to three `id-level` pairs joined by commas. */
export const SKILL_USES_PATTERN = /^\d{1,6}-[1-3](,\d{1,6}-[1-3]){0,2}$/;

/** The message of a malformed `skills` value. */
export const SKILL_USES_EXPECTED =
  'Expected up to 3 skills as id-level pairs (level 1 to 3) joined by commas, e.g. "12-3,40-1".';

/** The message of a `skills` value that names a skill twice. */
export const SKILL_USES_TWICE = 'A skill appears twice in "skills".';

/**
 * The skills a `skills` value asks for, in its order; null when it is malformed or names a
 * skill twice.
 */
export function parseSkillUses(text: string): SkillUse[] | null {
  if (!SKILL_USES_PATTERN.test(text)) return null;
  const uses = text.split(',').map((pair) => {
    const [skillId = '', level = ''] = pair.split('-');
    return { skillId: Number(skillId), level: Number(level) };
  });
  const ids = new Set(uses.map((use) => use.skillId));
  return ids.size === uses.length ? uses : null;
}

/** The `skills` value of a list of skills; '' for none. */
export function skillUsesParam(uses: readonly SkillUse[]): string {
  return uses.map((use) => `${use.skillId}-${use.level}`).join(',');
}

/** The message of a skill the current game data does not have. */
export function unknownSkillMessage(skillId: number): string {
  return `No skill has the id ${skillId} in the current game data.`;
}

/** The message of a level above a skill's highest. */
export function skillLevelMessage(name: string, maxLevel: number): string {
  return `${name} goes up to level ${maxLevel}.`;
}
