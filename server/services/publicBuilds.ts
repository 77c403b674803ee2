import type {
  Author,
  PublicBuildCard,
  PublicBuildsResponse,
} from '../../src/api/contract/publicBuilds';
import { usernameKey } from '../../src/api/contract/accountRules';
import type { MainBuildTag, BuildTypeTag } from '../../src/skills/tags';
import type { ClassSlug } from '../../src/skills/gameData';
import type { PublicBuildSort } from '../../src/api/contract/publicBuilds';
import type { PublicBuildRepository, PublicBuildRow } from '../repositories/publicBuildRepository';

/**
 * The community list and author pages (spec §2 Community builds, §7; issue 11): pages of
 * Public builds as cards, and an author's profile. Paging reads one row more than the page to
 * tell whether a next page exists, so no count query runs over the whole table.
 */

/** The list query as the route's schema leaves it (defaults applied, values allowed). */
export interface PublicBuildsRequest {
  page: number;
  limit: number;
  sortBy: PublicBuildSort;
  mainTag?: MainBuildTag | undefined;
  typeTag?: BuildTypeTag | undefined;
  class?: ClassSlug | undefined;
  q?: string | undefined;
  author?: string | undefined;
}

export interface PublicBuildService {
  /** `GET /api/public-builds`. */
  list(request: PublicBuildsRequest): Promise<PublicBuildsResponse>;
  /** `GET /api/users/{username}`: undefined for an unknown, deleted or `anonymous` account. */
  author(username: string): Promise<Author | undefined>;
}

/** The title search: lower-cased words, each of which the title must contain. */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

function cardOf(row: PublicBuildRow): PublicBuildCard {
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
    created_at: row.created_at,
    updated_at: row.updated_at,
    username: row.username,
    selected_class: row.selected_class as ClassSlug,
    skillpoints: row.skillpoints,
  };
}

export function createPublicBuildService(publicBuilds: PublicBuildRepository): PublicBuildService {
  return {
    async list(request) {
      const rows = await publicBuilds.list({
        sortBy: request.sortBy,
        offset: (request.page - 1) * request.limit,
        take: request.limit + 1,
        mainTag: request.mainTag,
        typeTag: request.typeTag,
        selectedClass: request.class,
        words: searchWords(request.q),
        authorKey: request.author === undefined ? undefined : usernameKey(request.author),
      });
      const more = rows.length > request.limit;
      return {
        data: rows.slice(0, request.limit).map(cardOf),
        nextPage: more ? request.page + 1 : null,
      };
    },

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
