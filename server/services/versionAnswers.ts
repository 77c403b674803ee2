import type { GameIndex } from '../../src/skills/gameIndex';
import type {
  ClassSkillTree,
  ClassTreesWithSkills,
  ClassSummary,
  SkillResponse,
  SkillTreeListItem,
} from '../../src/api/contract/gameCatalog';

/** One game version's list answers, made once from its index: the data never changes. */
export interface VersionAnswers {
  readonly index: GameIndex;
  /** Every class, sorted by id. */
  readonly classes: ClassSummary[];
  /** Every tree, by class id, then display order, then id. */
  readonly trees: SkillTreeListItem[];
  /** Each class's trees in display order, by class id. */
  readonly classTrees: ReadonlyMap<number, ClassSkillTree[]>;
  /** Each tree's skills, bottom row first, with prerequisites and links, by tree id. */
  readonly treeSkills: ReadonlyMap<number, SkillResponse[]>;
  /** Each class's trees with their links and skills, by class id. */
  readonly classTreesWithSkills: ReadonlyMap<number, ClassTreesWithSkills>;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

export function versionAnswers(index: GameIndex): VersionAnswers {
  const classes = [...index.data.classes]
    .sort(byId)
    .map(({ id, name, description, slug, imageUrl }) => ({
      id,
      name,
      description,
      slug,
      imageUrl,
    }));
  const trees = [...index.treesById.values()]
    .sort((a, b) => a.classId - b.classId || a.order - b.order || a.id - b.id)
    .map(({ id, classId, name, order }) => ({ id, classId, name, order }));
  const classTrees = new Map(
    [...index.treesByClassId].map(([classId, list]) => [
      classId,
      list.map(({ id, name, order }) => ({ id, name, order })),
    ]),
  );
  // The same derivation the planner uses: prerequisites and links come from the index.
  const treeSkills = new Map(
    [...index.treesById.keys()].map((treeId) => [
      treeId,
      (index.skillsByTreeId.get(treeId) ?? []).map((skill) => ({
        ...skill,
        prerequisites: [...(index.prerequisiteIds.get(skill.id) ?? [])],
        linkedSkillIds: [...(index.linkedSkillIds.get(skill.id) ?? [])],
      })),
    ]),
  );
  const classTreesWithSkills = new Map(
    [...index.treesByClassId].map(([classId, list]) => [
      classId,
      { trees: [...list], skills: list.flatMap((tree) => index.skillsByTreeId.get(tree.id) ?? []) },
    ]),
  );
  return { index, classes, trees, classTrees, treeSkills, classTreesWithSkills };
}
