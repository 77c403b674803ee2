import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { likesKey } from './0006_public_list_keys';

/**
 * The community list's title search as an index walk. Before this, `q` matched
 * `lower(name) like '%word%'` row by row along the sort's index, so page 500 of a search read most
 * of the list. Now a Public build's `public_build_keys`
 * rows (migration 0006) also hold `word:<prefix>` for each prefix of three or more letters of each
 * word of its title, so "builds whose title has a word starting with scout, in this order, from
 * this offset" is a walk of the keys' sort index, on SQLite and PostgreSQL alike and with no
 * extension (no FTS5, no pg_trgm) a self-hoster may lack.
 *
 * The words are lower-cased by JavaScript here and in the query, never by the database:
 * SQLite's lower() leaves non-ASCII letters alone, PostgreSQL's does not, and the keys must
 * mean the same on both. Existing Public builds are backfilled; the saved-build repository
 * writes the keys in the same transaction as every change of a title or listing.
 */

/** The shortest prefix stored: shorter query words are matched by a scan instead. */
const TITLE_WORD_MIN = 3;

/**
 * The words of a title or a search, lower-cased: runs of letters (with their marks) and
 * digits, so "Scout-Sniper" is two words and punctuation is never part of one.
 */
function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The `word:` keys of a title: each prefix of TITLE_WORD_MIN or more characters of each word. */
function titleWordKeys(title: string): string[] {
  const keys = new Set<string>();
  for (const word of titleWords(title)) {
    // By code point, so a letter outside the BMP is never cut in half.
    const chars = Array.from(word);
    for (let length = TITLE_WORD_MIN; length <= chars.length; length++) {
      keys.add(`word:${chars.slice(0, length).join('')}`);
    }
  }
  return [...keys];
}

const BACKFILL_CHUNK = 500;
/** Key rows per insert: 5 parameters each, well under SQLite's 32,766 and PostgreSQL's 65,535. */
const INSERT_ROWS = 1_000;

interface BackfillRow {
  id: string;
  name: string;
  likes: number;
  likes_updated_at: string | null;
  updated_at: string;
}

export const titleWordsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Keyset over the id, so each chunk is an index range whatever the table's size.
    let after = '';
    for (;;) {
      const { rows } = await sql<BackfillRow>`select id, name, likes, likes_updated_at, updated_at
        from saved_builds where sharing = 'Public' and id > ${after}
        order by id limit ${BACKFILL_CHUNK}`.execute(db);
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
      const keyRows = rows.flatMap((row) =>
        titleWordKeys(row.name).map((key) => ({
          key,
          build_id: row.id,
          likes: row.likes,
          likes_key: likesKey(row.likes_updated_at),
          updated_at: row.updated_at,
        })),
      );
      // A title of 64 letters has 62 prefixes: 500 builds may make too many rows for one insert.
      for (let start = 0; start < keyRows.length; start += INSERT_ROWS) {
        await (db as Kysely<{ public_build_keys: (typeof keyRows)[number] }>)
          .insertInto('public_build_keys')
          .values(keyRows.slice(start, start + INSERT_ROWS))
          .execute();
      }
    }
  },

  async down(db: Kysely<unknown>) {
    await sql`delete from public_build_keys where key like 'word:%'`.execute(db);
  },
};
