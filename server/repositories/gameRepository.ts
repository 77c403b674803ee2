import type { Kysely, Selectable } from 'kysely';
import type {
  ClassSlug,
  GameClass,
  GameData,
  GameManifest,
  GameMode,
  GridPosition,
  Skill,
  SkillLevel,
  SkillLink,
  SkillTree,
  SkillType,
} from '../../src/skills/gameData';
import type { ClassesTable, Database, SkillsTable, SkillTreesTable } from '../db/schema';

/**
 * server/repositories/: the only code that talks to the database. Each file is one
 * `create<Thing>Repository(db)` returning a `<Thing>Repository` interface of Kysely queries,
 * mapping rows to the app's types and back; no rules, no HTTP (those are services/ and
 * routes/).
 *
 * This one reads game data from the database, one small indexed query per call, and turns
 * rows back into the game-data types. Rows were validated by the game-data schema when they were synced,
 * so the casts below restore types the database cannot express (enums, JSON columns).
 */

function toClass(row: Selectable<ClassesTable>): GameClass {
  return {
    id: row.id,
    slug: row.slug as ClassSlug,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
  };
}

function toTree(row: Selectable<SkillTreesTable>): SkillTree {
  return {
    id: row.id,
    classId: row.class_id,
    name: row.name,
    order: row.display_order,
    links: JSON.parse(row.links) as SkillLink[],
  };
}

function toSkill(row: Selectable<SkillsTable>): Skill {
  return {
    id: row.id,
    name: row.name,
    type: row.type as SkillType,
    description: row.description,
    icon_name: row.icon_name,
    treeId: row.tree_id,
    levels: JSON.parse(row.levels) as SkillLevel[],
    position: row.position === null ? null : (JSON.parse(row.position) as GridPosition),
    gameTag: row.game_tag,
    prescience: row.prescience !== 0,
    gameModes: JSON.parse(row.game_modes) as GameMode[],
  };
}

type TreeSummary = Omit<SkillTree, 'links'>;

export interface GameRepository {
  /** The versions in manifest order, as the manifest file had them at the last sync. */
  readManifest(): Promise<GameManifest | null>;
  listClasses(version: string): Promise<GameClass[]>;
  findClassById(version: string, id: number): Promise<GameClass | undefined>;
  findClassBySlug(version: string, slug: string): Promise<GameClass | undefined>;
  /** Every tree, by class id then display order. */
  listTrees(version: string): Promise<TreeSummary[]>;
  /** A class's trees in display order. */
  listClassTrees(version: string, classId: number): Promise<TreeSummary[]>;
  findTree(version: string, id: number): Promise<SkillTree | undefined>;
  listTreeSkills(version: string, treeId: number): Promise<Skill[]>;
  /** One whole version (classes, trees, skills), for rules that need every skill at once. */
  readGameData(version: string): Promise<GameData>;
}

export function createGameRepository(db: Kysely<Database>): GameRepository {
  const treeSummary = ['id', 'class_id', 'name', 'display_order'] as const;
  const toSummary = (row: Pick<SkillTreesTable, (typeof treeSummary)[number]>): TreeSummary => ({
    id: row.id,
    classId: row.class_id,
    name: row.name,
    order: row.display_order,
  });

  return {
    async readManifest() {
      const rows = await db
        .selectFrom('game_versions')
        .select(['id', 'label', 'is_current'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const current = rows.find((r) => r.is_current !== 0);
      if (!current) return null;
      return { current: current.id, versions: rows.map((r) => ({ id: r.id, label: r.label })) };
    },

    async listClasses(version) {
      const rows = await db
        .selectFrom('classes')
        .selectAll()
        .where('version', '=', version)
        .orderBy('id')
        .execute();
      return rows.map(toClass);
    },

    async findClassById(version, id) {
      const row = await db
        .selectFrom('classes')
        .selectAll()
        .where('version', '=', version)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toClass(row);
    },

    async findClassBySlug(version, slug) {
      const row = await db
        .selectFrom('classes')
        .selectAll()
        .where('version', '=', version)
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row && toClass(row);
    },

    async listTrees(version) {
      const rows = await db
        .selectFrom('skill_trees')
        .select(treeSummary)
        .where('version', '=', version)
        .orderBy('class_id')
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },

    async listClassTrees(version, classId) {
      const rows = await db
        .selectFrom('skill_trees')
        .select(treeSummary)
        .where('version', '=', version)
        .where('class_id', '=', classId)
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },

    async findTree(version, id) {
      const row = await db
        .selectFrom('skill_trees')
        .selectAll()
        .where('version', '=', version)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toTree(row);
    },

    async listTreeSkills(version, treeId) {
      const rows = await db
        .selectFrom('skills')
        .selectAll()
        .where('version', '=', version)
        .where('tree_id', '=', treeId)
        .execute();
      return rows.map(toSkill);
    },

    async readGameData(version) {
      const [classes, trees, skills] = await Promise.all([
        db.selectFrom('classes').selectAll().where('version', '=', version).orderBy('id').execute(),
        db
          .selectFrom('skill_trees')
          .selectAll()
          .where('version', '=', version)
          .orderBy('id')
          .execute(),
        db.selectFrom('skills').selectAll().where('version', '=', version).orderBy('id').execute(),
      ]);
      return {
        version,
        classes: classes.map(toClass),
        trees: trees.map(toTree),
        skills: skills.map(toSkill),
      };
    },
  };
}
