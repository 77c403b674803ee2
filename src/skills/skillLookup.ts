import type { ClassSlug, Skill } from './gameData';
import type { GameIndex } from './gameIndex';

/** Small lookups every rule needs, in the game's words. */

/** A skill's name for messages: the data's name, else "Skill <id>". */
export function skillName(index: GameIndex, skillId: number): string {
  return index.skillsById.get(skillId)?.name ?? `Skill ${skillId}`;
}

/** Highest level a skill can reach. */
export function maxLevelOf(skill: Skill): number {
  return skill.levels.length;
}

/** The class (slug) a skill belongs to, if the data knows the skill. */
export function classSlugOfSkill(index: GameIndex, skillId: number): ClassSlug | undefined {
  const classId = index.classIdBySkillId.get(skillId);
  return classId === undefined ? undefined : index.classesById.get(classId)?.slug;
}
