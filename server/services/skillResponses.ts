import type { SkillResponse } from '../../src/api/contract';
import type { Skill, SkillTree } from '../../src/skills/gameData';
import { indexGameData } from '../../src/skills/gameIndex';

/**
 * A tree's skills as the API sends them: in display order, each with its prerequisites and
 * links. The derivation is `indexGameData`'s (the one rule the planner also uses), run over
 * just this tree: prerequisites never cross trees, so the tree alone gives the same answer as
 * the whole version.
 */
export function toSkillResponses(
  version: string,
  tree: SkillTree,
  skills: Skill[],
): SkillResponse[] {
  const index = indexGameData({ version, classes: [], trees: [tree], skills });
  return (index.skillsByTreeId.get(tree.id) ?? []).map((skill) => ({
    ...skill,
    prerequisites: [...(index.prerequisiteIds.get(skill.id) ?? [])],
    linkedSkillIds: [...(index.linkedSkillIds.get(skill.id) ?? [])],
  }));
}
