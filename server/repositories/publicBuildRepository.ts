import { sql, type Expression, type SqlBool } from 'kysely';
import type { ClassSlug } from '../../src/skills/gameData';
import type { PublicBuildSort } from '../../src/api/contract/publicBuilds';
import { ANONYMOUS_USERNAME } from '../db/migrations/0003_accounts';
import type { SavedBuildDb } from './savedBuildTables';
import type { SavedBuildRow } from './savedBuildRepository';

/**
 * Reads the community's side of saved builds: pages of Public builds under filters and sorts
 * from an allow-list, and an author's public profile. Only Public rows are ever selected, and
 * only the card's columns and the author's username leave this file (never an email).
 */

/** What one page asks for; every value already checked by the route's schema. */
export interface PublicBuildFilter {
  sortBy: PublicBuildSort;
  offset: number;
  /** Rows to read: the page size plus one, to learn whether another page follows. */
  take: number;
  mainTag?: string | undefined;
  typeTag?: string | undefined;
  selectedClass?: ClassSlug | undefined;
  /** Lower-cased words the title must all contain. */
  words: readonly string[];
  /** `usernameKey` of the author. */
  authorKey?: string | undefined;
}

/** A card's columns and its author. */
export type PublicBuildRow = Pick<
  SavedBuildRow,
  | 'id'
  | 'url'
  | 'name'
  | 'description'
  | 'tags'
  | 'type_tags'
  | 'likes'
  | 'created_at'
  | 'updated_at'
  | 'selected_class'
  | 'skillpoints'
> & { username: string };

/** An author's profile: the account's name and age, and totals over its Public builds. */
export interface AuthorRow {
  username: string;
  created_at: string;
  build_count: number;
  like_total: number;
}

export interface PublicBuildRepository {
  /** One page of Public builds, in the sort's order (ties by id, so pages never overlap). */
  list(filter: PublicBuildFilter): Promise<PublicBuildRow[]>;
  /** The account of this username key, unless it is the `anonymous` owner of orphans. */
  author(usernameKey: string): Promise<AuthorRow | undefined>;
}

/** `%`, `_` and the escape character itself stand for themselves in a LIKE pattern. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The filter keys (migration 0006) a page asks for, the most selective first. */
function filterKeys(filter: PublicBuildFilter): string[] {
  const keys: string[] = [];
  if (filter.mainTag !== undefined) keys.push(`tag:${filter.mainTag}`);
  if (filter.typeTag !== undefined) keys.push(`type:${filter.typeTag}`);
  if (filter.selectedClass !== undefined) keys.push(`class:${filter.selectedClass}`);
  return keys;
}

/** The build of `buildId` (a column reference) answers to the filter key `key`. */
function hasKey(buildId: string, key: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from public_build_keys as other
    where other.key = ${key} and other.build_id = ${sql.ref(buildId)})`;
}

function titleContains(word: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(saved_builds.name) like ${`%${likeLiteral(word)}%`} escape '\\'`;
}

/**
 * The order of a filter key's rows (migration 0006), every key descending, column for column
 * as its indexes and as `listOrder`.
 */
function keyOrder(sortBy: PublicBuildSort): Expression<unknown>[] {
  const keys: Expression<unknown>[] = [];
  if (sortBy === 'likes' || sortBy === 'likes_updated_at') keys.push(sql.ref('keyed.likes'));
  if (sortBy === 'likes') keys.push(sql.ref('keyed.likes_key'));
  keys.push(sql.ref('keyed.updated_at'), sql.ref('keyed.build_id'));
  return keys;
}

/**
 * The list's order for a sort, every key descending; the orders match the indexes of migration
 * 0005 column for column, and the id last keeps pages from overlapping.
 */
function listOrder(sortBy: PublicBuildSort): Expression<unknown>[] {
  const keys: Expression<unknown>[] = [];
  if (sortBy === 'likes' || sortBy === 'likes_updated_at') keys.push(sql.ref('saved_builds.likes'));
  if (sortBy === 'likes') keys.push(sql`coalesce(saved_builds.likes_updated_at, '')`);
  keys.push(sql.ref('saved_builds.updated_at'), sql.ref('saved_builds.id'));
  return keys;
}

export function createPublicBuildRepository(db: SavedBuildDb): PublicBuildRepository {
  /**
   * A deferred join's first half for a tag, type or class filter: the page's ids from one
   * filter key's sort index (migration 0006) alone, so page 500 walks ~6,000 index entries of
   * that filter, not the whole list; further filter keys are probes of the primary key.
   */
  const keyedPage = (filter: PublicBuildFilter, first: string, others: readonly string[]) => {
    let ids = db
      .selectFrom('public_build_keys as keyed')
      .select('keyed.build_id as id')
      .where('keyed.key', '=', first);
    for (const key of others) ids = ids.where(hasKey('keyed.build_id', key));
    for (const key of keyOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  /**
   * A deferred join's first half otherwise: the page's ids from the sort's index of 0005 (it
   * holds every ordered column and the id, so page 500 walks index entries, not 6,000 rows and
   * their authors), the title words checked on the way; an author has ten builds at most.
   */
  const scannedPage = (filter: PublicBuildFilter) => {
    let ids = db
      .selectFrom('saved_builds')
      .select('saved_builds.id')
      .where('saved_builds.sharing', '=', 'Public');
    for (const key of filterKeys(filter)) ids = ids.where(hasKey('saved_builds.id', key));
    for (const word of filter.words) ids = ids.where(titleContains(word));
    if (filter.authorKey !== undefined) {
      const authorKey = filter.authorKey;
      ids = ids.where('saved_builds.user_id', 'in', (eb) =>
        eb.selectFrom('users').select('users.id').where('users.username_key', '=', authorKey),
      );
    }
    for (const key of listOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  return {
    async list(filter) {
      const [first, ...others] = filterKeys(filter);
      const page =
        first !== undefined && filter.words.length === 0 && filter.authorKey === undefined
          ? keyedPage(filter, first, others)
          : scannedPage(filter);
      let rows = db
        .selectFrom(page.as('page'))

        .innerJoin('saved_builds', 'saved_builds.id', 'page.id')
        .innerJoin('users', 'users.id', 'saved_builds.user_id')
        .select([
          'saved_builds.id',
          'saved_builds.url',
          'saved_builds.name',
          'saved_builds.description',
          'saved_builds.tags',
          'saved_builds.type_tags',
          'saved_builds.likes',
          'saved_builds.created_at',
          'saved_builds.updated_at',
          'saved_builds.selected_class',
          'saved_builds.skillpoints',
          'users.username',
        ]);
      // Then only the page's rows are read and joined to their authors; a derived table has no
      // order of its own, so the page is sorted again, 12 rows at most.
      for (const key of listOrder(filter.sortBy)) rows = rows.orderBy(key, 'desc');
      return rows.execute();
    },

    async author(usernameKey) {
      if (usernameKey === ANONYMOUS_USERNAME) return undefined;
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'created_at'])
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      if (!user) return undefined;
      const totals = await db
        .selectFrom('saved_builds')
        .select((eb) => [
          eb.fn.countAll().as('build_count'),
          eb.fn.coalesce(eb.fn.sum('likes'), eb.lit(0)).as('like_total'),
        ])
        .where('user_id', '=', user.id)
        .where('sharing', '=', 'Public')
        .executeTakeFirstOrThrow();
      return {
        username: user.username,
        created_at: user.created_at,
        build_count: Number(totals.build_count),
        like_total: Number(totals.like_total),
      };
    },
  };
}
