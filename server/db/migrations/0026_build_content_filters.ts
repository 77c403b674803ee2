import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The community list's filters on what a build holds: "has a guide", "has a leveling plan" and
 * "takes this skill at this level or higher".
 * - A guide and a shown leveling plan are two more filter keys of `public_build_keys` (0006):
 *   `has:guide` and `has:plan`, each an index walk in every sort as a tag is.
 * - `build_skills` holds one row per skill a Public build takes, with its level. A skill is
 *   in too many builds to copy the sort columns into a row per level (a like would move them
 *   all), so the list counts a skill's builds on `build_skills_level_idx` and either sorts that
 *   few (on their class key rows' sort columns, from a covering index) or walks the sort's
 *   index, probing the primary key.
 * The repositories rewrite both in the transaction of every save and listing change, and the
 * cascade removes them with the build. Existing Public builds are backfilled here.
 */

/** A build's skills and plan as stored in `saved_builds.data` (the fields read here). */
interface StoredBuildData {
  characterBuild?: unknown;
  levellingPlan?: unknown;
  levelingOrder?: unknown;
}

/** This migration's frozen copy of the content keys (server/keys/publicListKeys.ts). */
export function contentKeys(guide: string, data: StoredBuildData): string[] {
  const keys: string[] = [];
  if (guide.trim() !== '') keys.push('has:guide');
  const plan = Array.isArray(data.levellingPlan) ? data.levellingPlan : [];
  if (data.levelingOrder !== false && plan.length > 0) keys.push('has:plan');
  return keys;
}

/** A stored build's data; a damaged one holds nothing. */
function storedData(text: string): StoredBuildData {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** The highest level of each skill a build takes. */
function skillLevels(data: StoredBuildData): Map<number, number> {
  const levels = new Map<number, number>();
  const entries: unknown[] = Array.isArray(data.characterBuild) ? data.characterBuild : [];
  for (const entry of entries) {
    const { skillId, level } = (entry ?? {}) as { skillId?: unknown; level?: unknown };
    if (typeof skillId !== 'number' || typeof level !== 'number') continue;
    if (Number.isInteger(skillId) && level > (levels.get(skillId) ?? 0)) levels.set(skillId, level);
  }
  return levels;
}

const BACKFILL_CHUNK = 500;

interface BackfillRow {
  id: string;
  guide: string;
  data: string;
  likes: number;
  likes_updated_at: string | null;
  updated_at: string;
}

interface BackfillTables {
  public_build_keys: {
    key: string;
    build_id: string;
    likes: number;
    likes_key: string;
    updated_at: string;
  };
  build_skills: { build_id: string; skill_id: number; level: number };
}

export const buildContentFilters: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_skills')
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('skill_id', 'integer', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('build_skills_pk', ['build_id', 'skill_id'])
      .execute();
    // A skill's builds at a level or higher, as a range; the primary key answers the probes.
    await sql`create index build_skills_level_idx
      on build_skills (skill_id, level, build_id)`.execute(db);
    // A skill's builds are sorted on their class key's copy of the sort columns, read from this
    // index alone; it also finds a build's key rows, as the index it replaces did.
    await sql`create index public_build_keys_build_sort_idx
      on public_build_keys (build_id, key, likes, likes_key, updated_at)`.execute(db);
    await sql`drop index public_build_keys_build_idx`.execute(db);

    const typed = db as Kysely<BackfillTables>;
    // Keyset over the id, so each chunk is an index range whatever the table's size.
    let after = '';
    for (;;) {
      const { rows } = await sql<BackfillRow>`select id, guide, data, likes, likes_updated_at,
          updated_at
        from saved_builds where sharing = 'Public' and id > ${after}
        order by id limit ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
      const keyRows: BackfillTables['public_build_keys'][] = [];
      const skillRows: BackfillTables['build_skills'][] = [];
      for (const row of rows) {
        const data = storedData(row.data);
        for (const key of contentKeys(row.guide, data)) {
          keyRows.push({
            key,
            build_id: row.id,
            likes: row.likes,
            likes_key: row.likes_updated_at ?? '',
            updated_at: row.updated_at,
          });
        }
        for (const [skillId, level] of skillLevels(data)) {
          skillRows.push({ build_id: row.id, skill_id: skillId, level });
        }
      }
      if (keyRows.length > 0) await typed.insertInto('public_build_keys').values(keyRows).execute();
      // Chunks of 3,000 rows (9,000 values) stay under both databases' bound-parameter limits.
      for (let i = 0; i < skillRows.length; i += 3_000) {
        await typed
          .insertInto('build_skills')
          .values(skillRows.slice(i, i + 3_000))
          .execute();
      }
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('build_skills').execute();
    await sql`create index public_build_keys_build_idx on public_build_keys (build_id)`.execute(db);
    await sql`drop index public_build_keys_build_sort_idx`.execute(db);
    await sql`delete from public_build_keys where key in ('has:guide', 'has:plan')`.execute(db);
  },
};
