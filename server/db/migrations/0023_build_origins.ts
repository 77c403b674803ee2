import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Where a saved build was copied from, as a column: `origin_url` is the short public id of the
 * build it was based on (its data's `buildOrigin.url`), null when none. Indexed with the listing,
 * so "how many Public builds are based on X" is an index range, not a read of every build's JSON.
 *
 * Existing builds are backfilled from their stored data, parsed here in JavaScript (SQLite's and
 * PostgreSQL's JSON functions differ); the saved-build repository keeps the column in step with
 * the data on every save.
 */

const BACKFILL_CHUNK = 500;

/** The characters of the site's ids, as the build schema's origin allows them. */
const ORIGIN_URL = /^[A-Za-z0-9_-]{1,64}$/;

/** The origin's url in a build's stored JSON, or null when it has none (or it is damaged). */
function storedOriginUrl(data: string): string | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const origin: unknown = (parsed as { buildOrigin?: unknown }).buildOrigin;
    if (typeof origin !== 'object' || origin === null) return null;
    const url: unknown = (origin as { url?: unknown }).url;
    return typeof url === 'string' && ORIGIN_URL.test(url) ? url : null;
  } catch {
    return null;
  }
}

export const buildOrigins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('saved_builds').addColumn('origin_url', 'text').execute();
    // Keyset over the id, so each chunk is an index range whatever the table's size.
    let after = '';
    for (;;) {
      const { rows } = await sql<{ id: string; data: string }>`select id, data from saved_builds
        where id > ${after} order by id limit ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
      for (const row of rows) {
        const url = storedOriginUrl(row.data);
        if (url === null) continue;
        await sql`update saved_builds set origin_url = ${url} where id = ${row.id}`.execute(db);
      }
    }
    await db.schema
      .createIndex('saved_builds_origin_idx')
      .on('saved_builds')
      .columns(['origin_url', 'sharing', 'updated_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('saved_builds_origin_idx').execute();
    await db.schema.alterTable('saved_builds').dropColumn('origin_url').execute();
  },
};
