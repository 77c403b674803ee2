import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { titleWordsMigration } from './0013_title_words';

/**
 * The community search as a full-text index of each Public build's title, author, description
 * and guide, on each database's own engine, in place of 0013's title-word keys (deleted here):
 * words of any length, each a prefix, ranked by relevance, never a scan of the builds.
 * - SQLite: an FTS5 table (contentless: it holds the index, not the text) with prefix indexes
 *   for words of one to three letters, and its vocabulary (`build_search_terms`). FTS5 rows are
 *   numbered, so `build_search_rows` maps a number to its build; deleting that row (or its
 *   build, by cascade) deletes the FTS5 row.
 * - PostgreSQL: a tsvector per build with a GIN index: title A, author B, description C,
 *   guide D.
 * The text is split, lower-cased and stripped of accents by JavaScript (`searchWords`) on both,
 * so both index the same words; the saved-build repository rewrites a build's row in the
 * transaction of every save, listing change and hand-over to `anonymous`.
 */

/** The words of a text as indexed: this migration's frozen copy of server/keys/searchWords.ts. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

const BACKFILL_CHUNK = 500;

interface BackfillRow {
  id: string;
  name: string;
  username: string;
  description: string;
  guide: string;
}

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const buildSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = isPostgres(db);
    if (postgres) {
      await sql`create table build_search (
        build_id text primary key references saved_builds (id) on delete cascade,
        document tsvector not null)`.execute(db);
      await sql`create index build_search_document_idx on build_search
        using gin (document)`.execute(db);
    } else {
      await sql`create table build_search_rows (
        doc integer primary key,
        build_id text not null unique references saved_builds (id) on delete cascade)`.execute(db);
      await sql`create virtual table build_search using fts5 (title, author, description, guide,
        content = '', contentless_delete = 1, prefix = '1 2 3',
        tokenize = 'unicode61 remove_diacritics 0')`.execute(db);
      await sql`create trigger build_search_rows_deleted after delete on build_search_rows
        begin delete from build_search where rowid = old.doc; end`.execute(db);
      // Its words, for looking a prefix up as the words it begins.
      await sql`create virtual table build_search_terms
        using fts5vocab (build_search, 'row')`.execute(db);
    }
    // Keyset over the id, so each chunk is an index range whatever the table's size.
    let after = '';
    for (;;) {
      const { rows } = await sql<BackfillRow>`select saved_builds.id, saved_builds.name,
          users.username, saved_builds.description, saved_builds.guide
        from saved_builds join users on users.id = saved_builds.user_id
        where saved_builds.sharing = 'Public' and saved_builds.id > ${after}
        order by saved_builds.id limit ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
      // One statement per chunk (two on SQLite): 500 rows of 5 values each, within both limits.
      const texts = rows.map((row) => ({
        id: row.id,
        words: [row.name, row.username, row.description, row.guide].map((text) =>
          searchWords(text).join(' '),
        ),
      }));
      if (postgres) {
        await sql`insert into build_search (build_id, document) values ${sql.join(
          texts.map(
            ({ id, words }) =>
              sql`(${id}, ${sql.join(
                words.map(
                  (text, i) => sql`setweight(to_tsvector('simple', ${text}), ${'ABCD'[i]})`,
                ),
                sql` || `,
              )})`,
          ),
        )}`.execute(db);
      } else {
        const { rows: numbered } = await sql<{ doc: number; build_id: string }>`insert into
          build_search_rows (build_id) values ${sql.join(texts.map(({ id }) => sql`(${id})`))}
          returning doc, build_id`.execute(db);
        const docOf = new Map(numbered.map((row) => [row.build_id, row.doc]));
        await sql`insert into build_search (rowid, title, author, description, guide)
          values ${sql.join(
            texts.map(({ id, words }) => sql`(${docOf.get(id)}, ${sql.join(words)})`),
          )}`.execute(db);
      }
    }
    await sql`delete from public_build_keys where key like 'word:%'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      await sql`drop table build_search`.execute(db);
    } else {
      await sql`drop table build_search_terms`.execute(db);
      await sql`drop trigger build_search_rows_deleted`.execute(db);
      await sql`drop table build_search`.execute(db);
      await sql`drop table build_search_rows`.execute(db);
    }
    await titleWordsMigration.up(db);
  },
};
