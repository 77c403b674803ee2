import type {
  ClassDetail,
  ClassSkillTree,
  ClassSummary,
  SkillResponse,
  SkillTreeListItem,
} from '../../src/api/contract';
import type { GameManifest } from '../../src/skills/gameData';
import type { GameRepository } from '../repositories/gameRepository';
import { toSkillResponses } from './skillResponses';

/**
 * server/services/: what the server does, between the HTTP routes (server/routes/, which only
 * parse requests, declare schemas and pick status codes) and the repositories
 * (server/repositories/, which only run Kysely queries). Services hold the rules; they know
 * nothing of HTTP, and no route touches a repository or the database itself.
 *
 * This one is the game data as the API serves it: each answer shaped exactly as the contract
 * (src/api/contract) describes it, for one game version.
 */

/** A class as the spec's `{slug or classId}` names it, once the path is parsed. */
export type ClassRef = { id: number } | { slug: string };

export interface GameCatalog {
  /** The game versions as synced at start; versions change only with a deploy. */
  readonly manifest: GameManifest;
  /** Whether the server holds this game version. */
  hasVersion(version: string): boolean;
  /** Every class, sorted by id. */
  listClasses(version: string): Promise<ClassSummary[]>;
  findClass(version: string, ref: ClassRef): Promise<ClassDetail | undefined>;
  /** A class's trees in display order. */
  listClassTrees(version: string, classId: number): Promise<ClassSkillTree[]>;
  /** Every tree, by class then display order. */
  listTrees(version: string): Promise<SkillTreeListItem[]>;
  /** A tree's skills in display order, or undefined when there is no such tree. */
  listTreeSkills(version: string, treeId: number): Promise<SkillResponse[] | undefined>;
}

export function createGameCatalog(repository: GameRepository, manifest: GameManifest): GameCatalog {
  return {
    manifest,
    hasVersion: (version) => manifest.versions.some((v) => v.id === version),
    async listClasses(version) {
      const classes = await repository.listClasses(version);
      return classes.map(({ id, name, description, slug, imageUrl }) => ({
        id,
        name,
        description,
        slug,
        imageUrl,
      }));
    },
    findClass: (version, ref) =>
      'id' in ref
        ? repository.findClassById(version, ref.id)
        : repository.findClassBySlug(version, ref.slug),
    async listClassTrees(version, classId) {
      const trees = await repository.listClassTrees(version, classId);
      return trees.map(({ id, name, order }) => ({ id, name, order }));
    },
    listTrees: (version) => repository.listTrees(version),
    async listTreeSkills(version, treeId) {
      const tree = await repository.findTree(version, treeId);
      if (!tree) return undefined;
      return toSkillResponses(version, tree, await repository.listTreeSkills(version, treeId));
    },
  };
}
