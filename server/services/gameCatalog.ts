import type { ClassSlug, GameManifest } from '../../src/skills/gameData';
import type { GameVersions } from '../game/indexGameFiles';
import { versionAnswers, type VersionAnswers } from './versionAnswers';
import type {
  ClassDetail,
  ClassSkillTree,
  ClassSummary,
  ClassTreesWithSkills,
  SkillResponse,
  SkillTreeListItem,
} from '../../src/api/contract/gameCatalog';

/**
 * server/services/: what the server does, between the HTTP routes (server/routes/, which only
 * parse requests, declare schemas and pick status codes) and the repositories
 * (server/repositories/, which only run Kysely queries). Services hold the rules; they know
 * nothing of HTTP, and no route touches a repository or the database itself.
 *
 * This one is the game data as the API serves it: each answer shaped exactly as the contract
 * (src/api/contract) describes it, for one game version, from the index built at start.
 */

/** A class as the spec's `{slug or classId}` names it, once the path is parsed. */
export type ClassRef = { id: number } | { slug: string };

export interface GameCatalog {
  /** The game versions loaded at start; versions change only with a deploy. */
  readonly manifest: GameManifest;
  /** Whether the server holds this game version. */
  hasVersion(version: string): boolean;
  /** Every class, sorted by id. */
  listClasses(version: string): ClassSummary[];
  findClass(version: string, ref: ClassRef): ClassDetail | undefined;
  /** A class's trees in display order. */
  listClassTrees(version: string, classId: number): ClassSkillTree[];
  /** A class's trees in display order with their links, and their skills. */
  classTreesWithSkills(version: string, classId: number): ClassTreesWithSkills;
  /** Every tree, by class then display order. */
  listTrees(version: string): SkillTreeListItem[];
  /** A tree's skills in display order, or undefined when there is no such tree. */
  listTreeSkills(version: string, treeId: number): SkillResponse[] | undefined;
}

export function createGameCatalog({ manifest, indexes }: GameVersions): GameCatalog {
  const answers = new Map<string, VersionAnswers>();
  for (const [version, index] of indexes) answers.set(version, versionAnswers(index));
  const of = (version: string) => answers.get(version);
  return {
    manifest,
    hasVersion: (version) => answers.has(version),
    listClasses: (version) => of(version)?.classes ?? [],
    findClass: (version, ref) => {
      const index = of(version)?.index;
      return 'id' in ref
        ? index?.classesById.get(ref.id)
        : index?.classesBySlug.get(ref.slug as ClassSlug);
    },
    listClassTrees: (version, classId) => of(version)?.classTrees.get(classId) ?? [],
    classTreesWithSkills: (version, classId) =>
      of(version)?.classTreesWithSkills.get(classId) ?? { trees: [], skills: [] },
    listTrees: (version) => of(version)?.trees ?? [],
    listTreeSkills: (version, treeId) => of(version)?.treeSkills.get(treeId),
  };
}
