import { PostgresAdapter, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { searchWords } from '../keys/searchWords';
import { publicListVersion } from './publicListVersion';
import type { SavedBuildDb } from './savedBuildTables';

/**
 * The community search's index (migration 0025): one row per Public build of the words of its
 * title, its author's name, its description and its guide, on SQLite's FTS5 or PostgreSQL's
 * tsvector (matched on its `words` without positions, migration 0031; ranked on it whole).
 * Written in the transaction that changed the build or its author; read as a count that stops early, a ranked list of a few matches, or a filter of a walk along a sort's index.
 */

/** The columns of a stored build its search row is made from. */
interface SearchedBuild {
  id: string;
  name: string;
  description: string;
  guide: string;
  sharing: string;
  user_id: string;
}

/**
 * SQLite's ranking (bm25) weights of a word found in the title, the author's name, the
 * description and the guide; PostgreSQL's ts_rank weighs A, B, C, D alike (1, 0.4, 0.2, 0.1).
 */
const WEIGHTS = [8, 4, 2, 1] as const;

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
    texts: [build.name, nameOf.get(build.user_id) ?? '', build.description, build.guide].map(
      (text) => searchWords(text).join(' '),
    ),
  }));
  if (postgres) {
    const weighted = (texts: string[]) =>
      sql.join(
        texts.map((text, i) => sql`setweight(to_tsvector('simple', ${text}), ${'ABCD'[i]})`),
        sql` || `,
      );
    await sql`insert into build_search (build_id, document) values ${sql.join(
      rows.map((row) => sql`(${row.id}, ${weighted(row.texts)})`),
    )}`.execute(trx);
    return;
  }
  const numbered = await trx
    .insertInto('build_search_rows')
    .values(rows.map((row) => ({ build_id: row.id })))
    .returning(['doc', 'build_id'])
    .execute();
  const docOf = new Map(numbered.map((row) => [row.build_id, row.doc]));
  await sql`insert into build_search (rowid, title, author, description, guide) values ${sql.join(
    rows.map((row) => sql`(${docOf.get(row.id)}, ${sql.join(row.texts)})`),
  )}`.execute(trx);
}

/**
 * The longest prefix SQLite's FTS5 table has an index of (migration 0025). A longer prefix is
 * looked up as the words it begins, which FTS5 seeks through cheaply; as a prefix, FTS5 would
 * merge those words' lists anew for every build a walk asks about.
 */
const INDEXED_PREFIX_MAX = 3;
/** The most words a longer prefix is looked up as; past this it stays a prefix. */
const PREFIX_WORDS_MAX = 64;
/**
 * A prefix's words, kept while nothing listed changed in this process and for this long at
 * most (other processes' saves), as the list's pages are: FTS5 counts each word's builds as it
 * lists them, a cost on every search of a common prefix.
 */
const PREFIX_WORDS_TTL_MS = 2_000;
/** Prefixes kept; the oldest goes first. */
const PREFIX_WORDS_ENTRIES = 1_000;

/** A search as the database's full-text engine takes it. */
export interface SearchQuery {
  /** FTS5's MATCH text, or PostgreSQL's to_tsquery text. */
  readonly text: string;
}

/** A prefix's words as kept, and when they were read. */
interface KeptWords {
  version: number;
  expiresAt: number;
  words: string[];
}

/** Turns a search's words into the engine's query; one per repository, with its kept prefixes. */
type SearchQueries = (words: readonly string[]) => Promise<SearchQuery | null>;

/**
 * The full-text query of the words, each a prefix of a word of the build's texts; null when a
 * word begins no indexed word (SQLite). Words are letters and digits only: neither engine's
 * query syntax can be in one.
 */
export function createSearchQueries(db: SavedBuildDb): SearchQueries {
  const keptWords = new Map<string, KeptWords>();

  /** The indexed words that begin with `prefix` (FTS5's vocabulary, in its byte order). */
  async function wordsBeginning(prefix: string): Promise<string[]> {
    const version = publicListVersion();
    const now = Date.now();
    const kept = keptWords.get(prefix);
    if (kept && kept.version === version && now < kept.expiresAt) return kept.words;
    const { rows } = await sql<{ term: string }>`select term from build_search_terms
      where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      limit ${PREFIX_WORDS_MAX + 1}`.execute(db);
    const words = rows.map((row) => row.term);
    keptWords.delete(prefix);
    if (keptWords.size >= PREFIX_WORDS_ENTRIES) {
      keptWords.delete(keptWords.keys().next().value ?? '');
    }
    keptWords.set(prefix, { version, expiresAt: now + PREFIX_WORDS_TTL_MS, words });
    return words;
  }

  return async (words) => {
    if (isPostgres(db)) return { text: words.map((word) => `${word}:*`).join(' & ') };
    const parts: string[] = [];
    for (const word of words) {
      if (Array.from(word).length <= INDEXED_PREFIX_MAX) {
        parts.push(`"${word}"*`);
        continue;
      }
      const begun = await wordsBeginning(word);
      if (begun.length === 0) return null;
      parts.push(
        begun.length > PREFIX_WORDS_MAX
          ? `"${word}"*`
          : `(${begun.map((term) => `"${term}"`).join(' OR ')})`,
      );
    }
    return { text: parts.join(' AND ') };
  };
}

/** How many Public builds match, counting no further than `atMost`. */
async function countMatches(
  db: SavedBuildDb,
  search: SearchQuery,
  atMost: number,
): Promise<number> {
  const found = isPostgres(db)
    ? sql`select 1 from build_search
        where words @@ to_tsquery('simple', ${search.text}) limit ${atMost}`
    : sql`select 1 from build_search where build_search match ${search.text} limit ${atMost}`;
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from (${found}) as found`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * The most matches a search is ranked over (Best match). Ranking reads every match's words, so
 * a search with more (words so common they tell few builds apart) is checked on a walk of the
 * sort's index instead, in Most Likes order for Best match.
 */
const RANKED_MATCHES_MAX = 1_000;
/**
 * SQLite: the most matches a walk checks against all of them, found once. With fewer (one
 * build in twenty of 100,000) a page's walk passes so many others that looking each up costs more.
 */
const SPARSE_MATCHES_MAX = 5_000;

/**
 * How a search's matches are read: `few` ranked from the index; `sparse` or `dense`, on a walk
 * of a sort's index (`matchesSearch`). PostgreSQL reads each match's vector to count it, and
 * its walk's lookups cost the same either way, so it counts only as far as ranking needs.
 */
export async function searchMatches(
  db: SavedBuildDb,
  search: SearchQuery,
): Promise<'few' | 'sparse' | 'dense'> {
  const postgres = isPostgres(db);
  const limit = postgres ? RANKED_MATCHES_MAX : SPARSE_MATCHES_MAX;
  const found = await countMatches(db, search, limit + 1);
  if (found <= RANKED_MATCHES_MAX) return 'few';
  return found <= limit ? 'sparse' : 'dense';
}

/** One match: a build's id and how well it matches (higher is better). */
interface SearchMatch {
  id: string;
  rank: number;
}

/**
 * Every match with its rank, as a derived table: for a search with few matches only, as
 * ranking reads each match's words.
 */
export function rankedMatches(db: SavedBuildDb, search: SearchQuery): RawBuilder<SearchMatch> {
  if (isPostgres(db)) {
    return sql<SearchMatch>`(select build_id as id,
        ts_rank(document, to_tsquery('simple', ${search.text})) as rank
      from build_search where words @@ to_tsquery('simple', ${search.text}))`;
  }
  return sql<SearchMatch>`(select build_search_rows.build_id as id,
      -bm25(build_search, ${sql.join(WEIGHTS.map((weight) => sql.lit(weight)))}) as rank
    from build_search join build_search_rows on build_search_rows.doc = build_search.rowid
    where build_search match ${search.text})`;
}

/**
 * The build of `buildId` (a column reference) matches: a filter of a walk along a sort's index,
 * for a search with many matches. Where they are dense the walk meets enough at once, and each
 * walked build is looked up in the index; else (`againstAll`: sparse matches, or a deep page)
 * it passes so many that every match is found once and each walked build checked against them.
 */
export function matchesSearch(
  db: SavedBuildDb,
  buildId: string,
  search: SearchQuery,
  againstAll: boolean,
): Expression<SqlBool> {
  const ref = sql.ref(buildId);
  if (isPostgres(db)) {
    const tsquery = sql`to_tsquery('simple', ${search.text})`;
    return againstAll
      ? sql<SqlBool>`${ref} in (select build_id from build_search where words @@ ${tsquery})`
      : sql<SqlBool>`exists (select 1 from build_search as searched
          where searched.build_id = ${ref} and searched.words @@ ${tsquery})`;
  }
  const doc = sql`(select numbered.doc from build_search_rows as numbered
    where numbered.build_id = ${ref})`;
  return againstAll
    ? sql<SqlBool>`${doc} in (select rowid from build_search
        where build_search match ${search.text})`
    : sql<SqlBool>`exists (select 1 from build_search
        where build_search match ${search.text} and build_search.rowid = ${doc})`;
}
