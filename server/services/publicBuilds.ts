import type { Author } from '../../src/api/contract/publicBuilds';
import { usernameKey } from '../../src/api/contract/accountRules';
import type { MainBuildTag, BuildTypeTag } from '../../src/skills/tags';
import type { ClassSlug } from '../../src/skills/gameData';
import type { GameIndex } from '../../src/skills/gameIndex';
import type { PublicBuildRepository, PublicBuildRow } from '../repositories/publicBuildRepository';
import { createListedCache, LISTED_CACHE_TTL_MS } from './listedCache';
import { searchWords as wordsOf } from '../keys/searchWords';
import type { FoundThumbnail } from '../previews/thumbnailContent';
import { buildCardFacts } from './buildCardFacts';
import type {
  PublicBuildCard,
  PublicBuildsResponse,
} from '../../src/api/contract/publicBuildCards';
import type { PublicBuildSort } from '../../src/api/contract/publicBuildsTexts';
import { validOnKey } from '../keys/publicListKeys';
import { patchesSince } from '../../src/skills/patchSince';
import type { BuildStatuses } from './buildStatuses';
import {
  parseSkillUses,
  skillLevelMessage,
  type SkillUse,
  skillUsesParam,
  unknownSkillMessage,
} from '../../src/api/contract/contentFilters';

/**
 * The community list and author pages (spec §2 Community builds, §7): pages of Public builds as
 * cards, and an author's profile. Paging reads one row more than the page to tell whether a next
 * page exists, so no count query runs over the whole table.
 *
 * Pages (not searches) are cached by their query: many visitors read the same first pages. A
 * cached page is used only while nothing that the list shows has changed in this process
 * (publicListVersion.ts: every save, delete, like and account deletion bumps it after
 * committing), so a player who saves or likes sees it on their next request; and for `ttlMs` at
 * most, so the processes behind one database see each other's changes within that time.
 */

/** Distinct queries kept; the oldest entry goes first. */
const PUBLIC_LIST_CACHE_ENTRIES = 1_000;

/** The cache's settings; tests pass a clock. */
interface PublicListCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** The list's cache, and who is told of the thumbnails its cards name (to draw them ahead). */
export interface PublicBuildServiceOptions extends PublicListCacheOptions {
  thumbnailListed?: (found: FoundThumbnail) => void;
  /** The same list over the database's handle for long reads, for searches (AppDatabase.reads). */
  searches?: PublicBuildRepository;
}

/** The list query as the route's schema leaves it (defaults applied, values allowed). */
interface PublicBuildsRequest {
  page: number;
  limit: number;
  sortBy: PublicBuildSort;
  mainTag?: MainBuildTag | undefined;
  typeTag?: BuildTypeTag | undefined;
  class?: ClassSlug | undefined;
  q?: string | undefined;
  author?: string | undefined;
  valid?: '1' | undefined;
  since?: string | undefined;
  guide?: '1' | undefined;
  plan?: '1' | undefined;
  /** Checked well-formed by the schema (`parseSkillUses`). */
  skills?: string | undefined;
}

/** What a list request got: its page, or a patch with no date to count from. */
type ListResult =
  | { ok: true; page: PublicBuildsResponse }
  | { ok: false; reason: 'unknown-patch'; patches: string[] }
  | { ok: false; reason: 'unknown-skill'; message: string };

export interface PublicBuildService {
  /** `GET /api/public-builds`. */
  list(request: PublicBuildsRequest): Promise<ListResult>;
  /** `GET /api/users/{username}`: undefined for an unknown, deleted or `anonymous` account. */
  author(username: string): Promise<Author | undefined>;
  /** Cards of Public builds read elsewhere (a collection's page). */
  cards(rows: readonly PublicBuildRow[]): PublicBuildCard[];
}

/**
 * The search's words as the index holds them (migration 0025), each once; each must begin a
 * word of the build's title, author's name, description or guide. Punctuation only separates
 * words.
 */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return [...new Set(wordsOf(q))];
}

function cardOf(
  index: GameIndex,
  statuses: BuildStatuses,
  row: PublicBuildRow,
  thumbnailListed?: (found: FoundThumbnail) => void,
): PublicBuildCard {
  return {
    id: row.id,
    url: row.url,
    title: row.name,
    description: row.description,
    // Checked against the tag lists when the build was saved.
    tags: JSON.parse(row.tags) as PublicBuildCard['tags'],
    type_tags: JSON.parse(row.type_tags) as PublicBuildCard['type_tags'],
    sharing: 'Public',
    likes: row.likes,
    favourites: row.favourites,
    created_at: row.created_at,
    updated_at: row.updated_at,
    username: row.username,
    selected_class: row.selected_class as ClassSlug,
    skillpoints: row.skillpoints,
    version_status: statuses.shown(row),
    ...buildCardFacts(index, { ...row, sharing: 'Public' }, 'anyone', thumbnailListed),
  };
}

export function createPublicBuildService(
  publicBuilds: PublicBuildRepository,
  /** The current game data, which the cards' classes, abilities and thumbnails are read over. */
  gameIndex: GameIndex,
  /** The builds' status on the current version, as stored or computed. */
  statuses: BuildStatuses,
  {
    ttlMs = LISTED_CACHE_TTL_MS,
    maxEntries = PUBLIC_LIST_CACHE_ENTRIES,
    now = Date.now,
    thumbnailListed,
    searches = publicBuilds,
  }: PublicBuildServiceOptions = {},
): PublicBuildService {
  const cache = createListedCache<PublicBuildsResponse>({ ttlMs, maxEntries, now });
  const patches = patchesSince(gameIndex.data.progression?.patches ?? []);
  // Every mode's skills: a build planned for either may be listed.
  const skillsById = new Map(gameIndex.data.skills.map((skill) => [skill.id, skill]));

  /** Why the current game data cannot have a build that takes these skills; null if it can. */
  function wrongSkill(skills: readonly SkillUse[]): string | null {
    for (const use of skills) {
      const skill = skillsById.get(use.skillId);
      if (!skill) return unknownSkillMessage(use.skillId);
      if (use.level > skill.levels.length)
        return skillLevelMessage(skill.name, skill.levels.length);
    }
    return null;
  }

  async function read(
    request: PublicBuildsRequest,
    updatedSince: string | undefined,
    skills: readonly SkillUse[],
  ): Promise<PublicBuildsResponse> {
    const words = searchWords(request.q);
    const rows = await (words.length > 0 ? searches : publicBuilds).list({
      sortBy: request.sortBy,
      offset: (request.page - 1) * request.limit,
      take: request.limit + 1,
      mainTag: request.mainTag,
      typeTag: request.typeTag,
      selectedClass: request.class,
      words,
      authorKey: request.author === undefined ? undefined : usernameKey(request.author),
      validOnKey: request.valid === undefined ? undefined : validOnKey(statuses.currentVersion),
      updatedSince,
      hasGuide: request.guide !== undefined,
      hasPlan: request.plan !== undefined,
      skills,
    });
    const more = rows.length > request.limit;
    return {
      data: rows
        .slice(0, request.limit)
        .map((row) => cardOf(gameIndex, statuses, row, thumbnailListed)),
      nextPage: more ? request.page + 1 : null,
    };
  }

  /** A page as the cache holds it: one read for every request that asks alike meanwhile. */
  function cachedPage(
    request: PublicBuildsRequest,
    updatedSince: string | undefined,
    skills: readonly SkillUse[],
  ): Promise<PublicBuildsResponse> {
    // Searches rarely repeat (each typed one is new): kept, they would push out the pages many
    // visitors share.
    if (searchWords(request.q).length > 0) return read(request, updatedSince, skills);
    const key = JSON.stringify([
      request.page,
      request.limit,
      request.sortBy,
      request.mainTag ?? null,
      request.typeTag ?? null,
      request.class ?? null,
      searchWords(request.q),
      request.author === undefined ? null : usernameKey(request.author),
      request.valid ?? null,
      updatedSince ?? null,
      request.guide ?? null,
      request.plan ?? null,
      skillUsesParam(skills),
    ]);
    return cache.get(key, () => read(request, updatedSince, skills));
  }

  return {
    async list(request) {
      let updatedSince: string | undefined;
      if (request.since !== undefined) {
        updatedSince = patches.find((patch) => patch.version === request.since)?.since;
        if (updatedSince === undefined) {
          return {
            ok: false,
            reason: 'unknown-patch',
            patches: patches.map((patch) => patch.version),
          };
        }
      }
      const skills = request.skills === undefined ? [] : (parseSkillUses(request.skills) ?? []);
      const wrong = wrongSkill(skills);
      if (wrong !== null) return { ok: false, reason: 'unknown-skill', message: wrong };
      return { ok: true, page: await cachedPage(request, updatedSince, skills) };
    },

    cards: (rows) => rows.map((row) => cardOf(gameIndex, statuses, row, thumbnailListed)),

    async author(username) {
      const row = await publicBuilds.author(usernameKey(username));
      if (!row) return undefined;
      return {
        username: row.username,
        joined_at: row.created_at,
        build_count: row.build_count,
        like_total: row.like_total,
      };
    },
  };
}
