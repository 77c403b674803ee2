import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * PostgreSQL: each build's search words without their positions and weights (`strip`), kept
 * beside the weighted vector by the database itself, and the GIN index on them. Finding and
 * counting matches read these (a few hundred bytes, in the row) where the weighted vector
 * (kilobytes, stored apart) took a lookup each; only ranking reads the weighted one.
 * SQLite's FTS5 index (migration 0025) is unchanged.
 */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const searchWordsColumn: Migration = {
  async up(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`alter table build_search add column words tsvector
      generated always as (strip(document)) stored`.execute(db);
    await sql`create index build_search_words_idx on build_search using gin (words)`.execute(db);
    await sql`drop index build_search_document_idx`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (!isPostgres(db)) return;
    await sql`create index build_search_document_idx on build_search
      using gin (document)`.execute(db);
    await sql`drop index build_search_words_idx`.execute(db);
    await sql`alter table build_search drop column words`.execute(db);
  },
};
