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

/**
 * Answers kept per game version: a version's data never changes while the server runs, so each
 * is read once. Empty answers are not kept, so made-up ids and slugs cannot fill the memory.
 */
function answerMemo() {
  const kept = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const known = kept.get(key) as Promise<T> | undefined;
    if (known) return known;
    const reading = read();
    kept.set(key, reading);
    reading.then(
      (answer) => {
        if (answer === undefined || (Array.isArray(answer) && answer.length === 0))
          kept.delete(key);
      },
      () => kept.delete(key),
    );
    return reading;
  };
}

export function createGameCatalog(repository: GameRepository, manifest: GameManifest): GameCatalog {
  const memo = answerMemo();
  const hasVersion = (version: string) => manifest.versions.some((v) => v.id === version);
  // A version the server does not hold is read (and answered) as before, and never kept.
  const kept = <T>(version: string, key: string, read: () => Promise<T>) =>
    hasVersion(version) ? memo(`${version}\u0000${key}`, read) : read();
  return {
    manifest,
    hasVersion,
    listClasses: (version) =>
      kept(version, 'classes', async () => {
        const classes = await repository.listClasses(version);
        return classes.map(({ id, name, description, slug, imageUrl }) => ({
          id,
          name,
          description,
          slug,
          imageUrl,
        }));
      }),
    findClass: (version, ref) =>
      'id' in ref
        ? kept(version, `class#${ref.id}`, () => repository.findClassById(version, ref.id))
        : kept(version, `class:${ref.slug}`, () => repository.findClassBySlug(version, ref.slug)),
    listClassTrees: (version, classId) =>
      kept(version, `trees#${classId}`, async () => {
        const trees = await repository.listClassTrees(version, classId);
        return trees.map(({ id, name, order }) => ({ id, name, order }));
      }),
    listTrees: (version) => kept(version, 'trees', () => repository.listTrees(version)),
    listTreeSkills: (version, treeId) =>
      kept(version, `skills#${treeId}`, async () => {
        const tree = await repository.findTree(version, treeId);
        if (!tree) return undefined;
        return toSkillResponses(version, tree, await repository.listTreeSkills(version, treeId));
      }),
  };
}
