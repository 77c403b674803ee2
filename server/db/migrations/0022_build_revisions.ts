import { deflateRawSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Revisions of saved builds: every save keeps one, at most 100 per build.
 *
 * `build_revisions`: one row per kept revision, keyed (build_id, number); numbers count the
 * build's saves from 1 and are never reused, so thinning leaves gaps. `user_id` is who saved
 * it (null once that account is deleted), `saved_at` ISO 8601 UTC text as elsewhere, `note`
 * the saver's optional note, `flagged` 1 when moderation flagged the build's texts as saved (only
 * its owner reads such a revision). `content` is the build as stored: base64 of the raw-deflated
 * JSON `{"build": <normalised build>, "guide": <guide>}` (text, the portable column type).
 *
 * Every build saved before this migration gets revision 1 from its current data.
 */

/** Builds copied per statement: 8 parameters each stays under SQLite's oldest limit of 999. */
const ROWS_PER_STATEMENT = 100;

/** The frozen content format; the repository reads and writes the same. */
function content(data: string, guide: string): string {
  return deflateRawSync(`{"build":${data},"guide":${JSON.stringify(guide)}}`).toString('base64');
}

interface BuildRow {
  id: string;
  user_id: string;
  data: string;
  guide: string;
  game_version: string;
  updated_at: string;
  flagged_fields: string;
}

export const buildRevisions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('build_revisions')
      .addColumn('build_id', 'text', (col) =>
        col.notNull().references('saved_builds.id').onDelete('cascade'),
      )
      .addColumn('number', 'integer', (col) => col.notNull())
      .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('saved_at', 'text', (col) => col.notNull())
      .addColumn('game_version', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('content', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('build_revisions_pk', ['build_id', 'number'])
      .execute();
    // An account's deletion nulls its revisions' author.
    await db.schema
      .createIndex('build_revisions_user_idx')
      .on('build_revisions')
      .column('user_id')
      .execute();

    const builds =
      await sql<BuildRow>`select id, user_id, data, guide, game_version, updated_at, flagged_fields
      from saved_builds order by id`.execute(db);
    for (let at = 0; at < builds.rows.length; at += ROWS_PER_STATEMENT) {
      const values = builds.rows
        .slice(at, at + ROWS_PER_STATEMENT)
        .map(
          (row) =>
            sql`(${row.id}, 1, ${row.user_id}, ${row.updated_at}, ${row.game_version}, ${null}, ${row.flagged_fields === '[]' ? 0 : 1}, ${content(row.data, row.guide)})`,
        );
      await sql`insert into build_revisions
        (build_id, number, user_id, saved_at, game_version, note, flagged, content)
        values ${sql.join(values)}`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('build_revisions').execute();
  },
};
