import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The community list's filters as index walks. Before this, a tag filter matched the JSON text of
 * every Public build with LIKE and a class filter had no index, so page 500 of a filtered list read
 * tens of thousands of rows. `public_build_keys` holds one row per filter a Public build answers to
 * (`tag:<main tag>`, `type:<type tag>`, `class:<slug>`), with a copy of the build's sort columns,
 * so "this filter, in this order, from this offset" is a walk of one index on SQLite and PostgreSQL
 * alike, as the unfiltered list is on the indexes of 0005.
 *
 * Rows exist only while the build is Public; the saved-build and like repositories rewrite
 * them in the same transaction as every change of a build's tags, class, listing or likes, and
 * the cascade removes them with the build. Existing Public builds are backfilled here.
 */

/** The filter keys of a build's tags and class, as stored in `public_build_keys.key`. */
export function publicListKeys(
  tags: readonly string[],
  typeTags: readonly string[],
  selectedClass: string,
): string[] {
  return [
    ...new Set([
      ...tags.map((tag) => `tag:${tag}`),
      ...typeTags.map((tag) => `type:${tag}`),
      `class:${selectedClass}`,
    ]),
  ];
}

/** The likes sort's second key: never-liked builds last on both databases (as in 0005). */
export function likesKey(likesUpdatedAt: string | null): string {
  return likesUpdatedAt ?? '';
}

const BACKFILL_CHUNK = 500;

interface BackfillRow {
  id: string;
  tags: string;
  type_tags: string;
  selected_class: string;
  likes: number;
  likes_updated_at: string | null;
  updated_at: string;
}

export const publicListKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('public_build_keys')
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('likes', 'integer', (col) => col.notNull())
      .addColumn('likes_key', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('public_build_keys_pk', ['key', 'build_id'])
      .execute();
    // One index per sort, in the orders of 0005's indexes; the cascade and the rewrites find a
    // build's rows by build_id.
    await sql`create index public_build_keys_updated_idx
      on public_build_keys (key, updated_at desc, build_id desc)`.execute(db);
    await sql`create index public_build_keys_likes_idx
      on public_build_keys (key, likes desc, likes_key desc, updated_at desc, build_id desc)`.execute(
      db,
    );
    await sql`create index public_build_keys_likes_newest_idx
      on public_build_keys (key, likes desc, updated_at desc, build_id desc)`.execute(db);
    await sql`create index public_build_keys_build_idx on public_build_keys (build_id)`.execute(db);

    // Keyset over the id, so each chunk is an index range whatever the table's size.
    let after = '';
    for (;;) {
      const { rows } = await sql<BackfillRow>`select id, tags, type_tags, selected_class, likes,
          likes_updated_at, updated_at
        from saved_builds where sharing = 'Public' and id > ${after}
        order by id limit ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
      const keyRows = rows.flatMap((row) =>
        publicListKeys(
          JSON.parse(row.tags) as string[],
          JSON.parse(row.type_tags) as string[],
          row.selected_class,
        ).map((key) => ({
          key,
          build_id: row.id,
          likes: row.likes,
          likes_key: likesKey(row.likes_updated_at),
          updated_at: row.updated_at,
        })),
      );
      await (db as Kysely<{ public_build_keys: (typeof keyRows)[number] }>)
        .insertInto('public_build_keys')
        .values(keyRows)
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('public_build_keys').execute();
  },
};
