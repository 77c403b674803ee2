import { sql, type Expression, type SqlBool } from 'kysely';
import type { ClassSlug } from '../../src/skills/gameData';
import { ANONYMOUS_USERNAME } from '../keys/rowNames';
import {
  createSearchQueries,
  matchesSearch,
  rankedMatches,
  searchMatches,
  type SearchQuery,
} from './buildSearch';
import type { SavedBuildDb } from './savedBuildTables';
import type { SavedBuildRow } from './savedBuildRepository';
import type { PublicBuildSort } from '../../src/api/contract/publicBuildsTexts';
import type { SkillUse } from '../../src/api/contract/contentFilters';
import { GUIDE_KEY, PLAN_KEY } from '../keys/publicListKeys';
import { countSkillBuilds, skillBuilds, takesSkill } from './buildSkills';

/**
 * Reads the community's side of saved builds: pages of Public builds under filters and sorts
 * from an allow-list, and an author's public profile. Only Public rows are ever selected, and
 * only the card's columns and the author's username leave this file (never an email).
 */

/** What one page asks for; every value already checked by the route's schema. */
interface PublicBuildFilter {
  sortBy: PublicBuildSort;
  offset: number;
  /** Rows to read: the page size plus one, to learn whether another page follows. */
  take: number;
  mainTag?: string | undefined;
  typeTag?: string | undefined;
  selectedClass?: ClassSlug | undefined;
  /**
   * The search's words (`searchWords` of server/keys), each of which must begin a word of the
   * title, the author's name, the description or the guide; none for the plain list.
   */
  words: readonly string[];
  /** `usernameKey` of the author. */
  authorKey?: string | undefined;
  /** The key of builds valid on the current game version (`validOnKey`). */
  validOnKey?: string | undefined;
  /** An ISO date (or month): only builds last updated on or after it. */
  updatedSince?: string | undefined;
  /** Only builds with a guide. */
  hasGuide?: boolean | undefined;
  /** Only builds that show a leveling plan. */
  hasPlan?: boolean | undefined;
  /** Skills every build takes, each at its level or higher; none for any build. */
  skills?: readonly SkillUse[] | undefined;
}

/** A card's columns, the build it shows, and its author. */
export type PublicBuildRow = Pick<
  SavedBuildRow,
  | 'id'
  | 'url'
  | 'name'
  | 'description'
  | 'tags'
  | 'type_tags'
  | 'likes'
  | 'favourites'
  | 'created_at'
  | 'updated_at'
  | 'selected_class'
  | 'skillpoints'
  | 'data'
  | 'game_version'
  | 'version_status'
  | 'status_version'
> & { username: string };

/** A card's columns, from `saved_builds` joined to its author in `users`. */
export const PUBLIC_CARD_COLUMNS = [
  'saved_builds.id',
  'saved_builds.url',
  'saved_builds.name',
  'saved_builds.description',
  'saved_builds.tags',
  'saved_builds.type_tags',
  'saved_builds.likes',
  'saved_builds.favourites',
  'saved_builds.created_at',
  'saved_builds.updated_at',
  'saved_builds.selected_class',
  'saved_builds.skillpoints',
  // The card's classes, abilities and thumbnail are read from it (buildCardFacts.ts).
  'saved_builds.data',
  // The card's status (buildStatuses.ts): stored, or computed when stored for another version.
  'saved_builds.game_version',
  'saved_builds.version_status',
  'saved_builds.status_version',
  'users.username',
] as const;

/** An author's profile: the account's name and age, and totals over its Public builds. */
interface AuthorRow {
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

/** A search as a walk of a sort's index checks it (`matchesSearch`). */
interface WalkedSearch {
  query: SearchQuery;
  /** Every match is found once and each walked build checked against them. */
  againstAll: boolean;
}
/**
 * The most builds a search lists (84 pages): deeper, a common word's walk would pass most of
 * the list for each page. More words or a filter narrow it.
 */
export const SEARCH_RESULTS_MAX = 1_000;

/**
 * The most builds a skill filter sorts by itself (from its builds, migration 0026); a skill
 * more builds take is checked on a walk of the sort's index, which meets one soon enough.
 */
const SKILL_SORTED_MAX = 2_500;

/** The range of the class keys (`class:<slug>`): every Public build has one. */
const CLASS_KEYS_FROM = 'class:';
const CLASS_KEYS_TO = 'class;';

/**
 * The keys (migrations 0006, 0024, 0026) a page asks for, the most selective first: tag, type,
 * class, leveling plan, guide.
 */
function filterKeys(filter: PublicBuildFilter): string[] {
  const keys: string[] = [];
  if (filter.mainTag !== undefined) keys.push(`tag:${filter.mainTag}`);
  if (filter.typeTag !== undefined) keys.push(`type:${filter.typeTag}`);
  if (filter.selectedClass !== undefined) keys.push(`class:${filter.selectedClass}`);
  if (filter.hasPlan === true) keys.push(PLAN_KEY);
  if (filter.hasGuide === true) keys.push(GUIDE_KEY);
  // Last: most builds are valid on the current version, so it narrows the least.
  if (filter.validOnKey !== undefined) keys.push(filter.validOnKey);
  return keys;
}

/** The build's author is the account of this username key. */
function byAuthor(authorKey: string): Expression<SqlBool> {
  return sql<SqlBool>`saved_builds.user_id in (select users.id from users
    where users.username_key = ${authorKey})`;
}

/** The build of `buildId` (a column reference) answers to the filter key `key`. */
function hasKey(buildId: string, key: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from public_build_keys as other
    where other.key = ${key} and other.build_id = ${sql.ref(buildId)})`;
}

/**
 * The order of a filter key's rows (migrations 0006, 0027), every key descending, column for
 * column as its indexes and as `listOrder`.
 */
function keyOrder(sortBy: PublicBuildSort): Expression<unknown>[] {
  const keys: Expression<unknown>[] = [];
  if (sortBy === 'likes' || sortBy === 'relevance' || sortBy === 'likes_updated_at')
    keys.push(sql.ref('keyed.likes'));
  if (sortBy === 'likes' || sortBy === 'relevance') keys.push(sql.ref('keyed.likes_key'));
  if (sortBy === 'favourites') keys.push(sql.ref('keyed.favourites'));
  keys.push(sql.ref('keyed.updated_at'), sql.ref('keyed.build_id'));
  return keys;
}

/**
 * The list's order for a sort, every key descending; the orders match the indexes of migrations
 * 0005 and 0027 column for column, and the id last keeps pages from overlapping. Best match without a
 * search, and between equal matches, is Most Likes.
 */
function listOrder(sortBy: PublicBuildSort): Expression<unknown>[] {
  const keys: Expression<unknown>[] = [];
  const byLikes = sortBy === 'likes' || sortBy === 'relevance';
  if (byLikes || sortBy === 'likes_updated_at') keys.push(sql.ref('saved_builds.likes'));
  if (byLikes) keys.push(sql`coalesce(saved_builds.likes_updated_at, '')`);
  if (sortBy === 'favourites') keys.push(sql.ref('saved_builds.favourites'));
  keys.push(sql.ref('saved_builds.updated_at'), sql.ref('saved_builds.id'));
  return keys;
}

export function createPublicBuildRepository(db: SavedBuildDb): PublicBuildRepository {
  const searchQuery = createSearchQueries(db);

  /**
   * A deferred join's first half for a tag, type or class filter: the page's ids from one
   * key's sort index (migration 0006) alone, so page 500 walks ~6,000 index entries of that
   * key, not the whole list; further keys are probes of primary keys.
   */
  const keyedPage = (
    filter: PublicBuildFilter,
    first: string,
    others: readonly string[],
    search: WalkedSearch | null,
  ) => {
    let ids = db
      .selectFrom('public_build_keys as keyed')
      .select('keyed.build_id as id')
      .where('keyed.key', '=', first);
    for (const key of others) ids = ids.where(hasKey('keyed.build_id', key));
    for (const use of filter.skills ?? []) ids = ids.where(takesSkill('keyed.build_id', use));
    if (search)
      ids = ids.where(matchesSearch(db, 'keyed.build_id', search.query, search.againstAll));
    if (filter.updatedSince !== undefined) {
      ids = ids.where('keyed.updated_at', '>=', filter.updatedSince);
    }
    for (const key of keyOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  /**
   * A deferred join's first half otherwise: the page's ids from the sort's index of 0005 (it
   * holds every ordered column and the id, so page 500 walks index entries, not 6,000 rows and
   * their authors), the keys checked on the way: the unfiltered list and an author's builds
   * (ten at most).
   */
  const scannedPage = (filter: PublicBuildFilter, search: WalkedSearch | null) => {
    let ids = db
      .selectFrom('saved_builds')
      .select('saved_builds.id')
      .where('saved_builds.sharing', '=', 'Public');
    for (const key of filterKeys(filter)) ids = ids.where(hasKey('saved_builds.id', key));
    for (const use of filter.skills ?? []) ids = ids.where(takesSkill('saved_builds.id', use));
    if (search)
      ids = ids.where(matchesSearch(db, 'saved_builds.id', search.query, search.againstAll));
    if (filter.authorKey !== undefined) ids = ids.where(byAuthor(filter.authorKey));
    if (filter.updatedSince !== undefined) {
      ids = ids.where('saved_builds.updated_at', '>=', filter.updatedSince);
    }
    for (const key of listOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  /**
   * A deferred join's first half for a search of few matches: the matching ids from the search
   * index (migration 0025), each joined to its build by primary key for the other filters and
   * the sort; Best match orders by the index's rank.
   */
  const rankedPage = (filter: PublicBuildFilter, search: SearchQuery) => {
    let ids = db
      .selectFrom(rankedMatches(db, search).as('found'))
      .innerJoin('saved_builds', 'saved_builds.id', 'found.id')
      .select(['saved_builds.id', 'found.rank']);
    for (const key of filterKeys(filter)) ids = ids.where(hasKey('saved_builds.id', key));
    for (const use of filter.skills ?? []) ids = ids.where(takesSkill('saved_builds.id', use));
    if (filter.authorKey !== undefined) ids = ids.where(byAuthor(filter.authorKey));
    if (filter.updatedSince !== undefined) {
      ids = ids.where('saved_builds.updated_at', '>=', filter.updatedSince);
    }
    if (filter.sortBy === 'relevance') ids = ids.orderBy(sql.ref('found.rank'), 'desc');
    for (const key of listOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  /**
   * A deferred join's first half for a skill few builds take: that skill's builds (migration
   * 0026), each joined to its class's key row (0006: in a covering index of 0026, with the
   * sort's columns; a build's own row is large) for the other filters and the sort.
   */
  const skilledPage = (
    filter: PublicBuildFilter,
    rarest: SkillUse,
    search: WalkedSearch | null,
  ) => {
    let ids = db
      .selectFrom(skillBuilds(db, rarest).as('found'))
      .innerJoin('public_build_keys as keyed', (join) =>
        join
          .onRef('keyed.build_id', '=', 'found.id')
          .on('keyed.key', '>=', CLASS_KEYS_FROM)
          .on('keyed.key', '<', CLASS_KEYS_TO),
      )
      .select('keyed.build_id as id');
    for (const key of filterKeys(filter)) ids = ids.where(hasKey('keyed.build_id', key));
    for (const use of filter.skills ?? []) {
      if (use !== rarest) ids = ids.where(takesSkill('keyed.build_id', use));
    }
    if (search)
      ids = ids.where(matchesSearch(db, 'keyed.build_id', search.query, search.againstAll));
    if (filter.updatedSince !== undefined) {
      ids = ids.where('keyed.updated_at', '>=', filter.updatedSince);
    }
    for (const key of keyOrder(filter.sortBy)) ids = ids.orderBy(key, 'desc');
    return ids.limit(filter.take).offset(filter.offset);
  };

  /**
   * The skill the fewest builds take, with their count (up to one past SKILL_SORTED_MAX); null
   * without a skill filter.
   */
  const rarestSkill = async (skills: readonly SkillUse[]) => {
    let rarest: { use: SkillUse; count: number } | null = null;
    for (const use of skills) {
      const count = await countSkillBuilds(db, use, SKILL_SORTED_MAX + 1);
      if (rarest === null || count < rarest.count) rarest = { use, count };
      if (count === 0) break;
    }
    return rarest;
  };

  return {
    async list(asked) {
      const searching = asked.words.length > 0;
      if (searching && asked.offset >= SEARCH_RESULTS_MAX) return [];
      const search = searching ? await searchQuery(asked.words) : null;
      if (searching && search === null) return [];
      // A search's last page ends at its last result.
      const filter = searching
        ? { ...asked, take: Math.min(asked.take, SEARCH_RESULTS_MAX - asked.offset) }
        : asked;
      const [first, ...others] = filterKeys(filter);
      const matches = search ? await searchMatches(db, search) : null;
      const ranked = matches === 'few';
      // Deeper pages walk further, so past the first every match is found once too.
      const walked = search && {
        query: search,
        againstAll: matches === 'sparse' || filter.offset > 0,
      };
      const rarest = ranked ? null : await rarestSkill(filter.skills ?? []);
      if (rarest?.count === 0) return [];
      const page =
        search !== null && ranked
          ? rankedPage(filter, search)
          : rarest !== null && rarest.count <= SKILL_SORTED_MAX && filter.authorKey === undefined
            ? skilledPage(filter, rarest.use, walked)
            : first !== undefined && filter.authorKey === undefined
              ? keyedPage(filter, first, others, walked)
              : scannedPage(filter, walked);
      let rows = db
        .selectFrom(page.as('page'))

        .innerJoin('saved_builds', 'saved_builds.id', 'page.id')
        .innerJoin('users', 'users.id', 'saved_builds.user_id')
        .select(PUBLIC_CARD_COLUMNS);
      // Then only the page's rows are read and joined to their authors; a derived table has no
      // order of its own, so the page is sorted again, 12 rows at most.
      if (ranked && filter.sortBy === 'relevance') {
        rows = rows.orderBy(sql.ref('page.rank'), 'desc');
      }
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
