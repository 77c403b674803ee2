import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { searchWords } from '../keys/searchWords';
import type { SavedBuildDb } from './savedBuildTables';

/**
 * The community search's index (migration 0025): one row per Public build of the words of its
 * title and its author's name, on SQLite's FTS5 or PostgreSQL's tsvector. Written in the
 * transaction that changed the build or its author, read as a ranked list of matching ids.
 */

/** The columns of a stored build its search row is made from. */
interface SearchedBuild {
  id: string;
  name: string;
  sharing: string;
  user_id: string;
}

/** A title word weighs this much more than an author's name word in SQLite's ranking (bm25). */
const TITLE_WEIGHT = 2;

function isPostgres(db: SavedBuildDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Replaces the builds' search rows with ones of their stored state: none unless Public. */
export async function rewriteSearchRows(
  trx: SavedBuildDb,
  builds: readonly SearchedBuild[],
): Promise<void> {
  if (builds.length === 0) return;
  const postgres = isPostgres(trx);
  // On SQLite the FTS5 row goes with its number's row (a trigger of migration 0025).
  await trx
    .deleteFrom(postgres ? 'build_search' : 'build_search_rows')
    .where(
      'build_id',
      'in',
      builds.map((build) => build.id),
    )
    .execute();
  const listed = builds.filter((build) => build.sharing === 'Public');
  if (listed.length === 0) return;
  const authors = await trx
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(listed.map((build) => build.user_id))])
    .execute();
  const nameOf = new Map(authors.map((author) => [author.id, author.username]));
  const rows = listed.map((build) => ({
    id: build.id,
    title: searchWords(build.name).join(' '),
    author: searchWords(nameOf.get(build.user_id) ?? '').join(' '),
  }));
  if (postgres) {
    await sql`insert into build_search (build_id, names) values ${sql.join(
      rows.map(
        (row) => sql`(${row.id}, setweight(to_tsvector('simple', ${row.title}), 'A')
          || setweight(to_tsvector('simple', ${row.author}), 'B'))`,
      ),
    )}`.execute(trx);
    return;
  }
  const numbered = await trx
    .insertInto('build_search_rows')
    .values(rows.map((row) => ({ build_id: row.id })))
    .returning(['doc', 'build_id'])
    .execute();
  const docOf = new Map(numbered.map((row) => [row.build_id, row.doc]));
  await sql`insert into build_search (rowid, title, author) values ${sql.join(
    rows.map((row) => sql`(${docOf.get(row.id)}, ${row.title}, ${row.author})`),
  )}`.execute(trx);
}

/** One match: a build's id and how well it matches (higher is better). */
interface SearchMatch {
  id: string;
  rank: number;
}

/**
 * The ids of the Public builds whose title or author has a word beginning with each of `words`
 * (`searchWords` of the query), with `rank`, higher for a better match: a derived table of
 * (id, rank) found through the index alone.
 */
export function searchMatches(db: SavedBuildDb, words: readonly string[]): RawBuilder<SearchMatch> {
  if (isPostgres(db)) {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql<SearchMatch>`(select build_id as id, ts_rank(names, to_tsquery('simple', ${query})) as rank
      from build_search where names @@ to_tsquery('simple', ${query}))`;
  }
  // Each word quoted: FTS5's syntax never applies inside a string, and its words have no quote.
  const match = words.map((word) => `"${word}"*`).join(' ');
  return sql<SearchMatch>`(select build_search_rows.build_id as id,
      -bm25(build_search, ${TITLE_WEIGHT}, 1) as rank
    from build_search join build_search_rows on build_search_rows.doc = build_search.rowid
    where build_search match ${match})`;
}
