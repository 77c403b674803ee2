import { BUILD_TITLE_MAX } from '../../skills/buildText';
import { CLASS_SLUGS, type ClassSlug } from '../../skills/classSlugs';
import {
  type BuildTypeTag,
  isBuildTypeTag,
  isMainBuildTag,
  type MainBuildTag,
} from '../../skills/tags';
import type { PublicBuildsFilters } from './publicBuilds';
import { sortForCheckboxes } from './publicBuildsTexts';
import { isPatchVersion, VALID_ONLY } from './communityStatusFilters';
import { HAS_CONTENT, parseSkillUses, type SkillUse, skillUsesParam } from './contentFilters';

// Shared by the community list (src/community), which reads its filters from the address and
// asks for them, and by its page's data key, which the server answers as it sends the page:
// both must turn an address into the same query.
// No zod: the list's first screen reads its filters before any schema has loaded.

/**
 * The community list's filters as they live in the page's address (so a filtered list can be
 * shared and Back works): `mainTag`, `typeTag`, `class`, `q`, `mostLikes=1` / `newest=1` /
 * `favourites=1` for the sort boxes, `valid=1`, `since=<patch>`, `guide=1`, `plan=1` and
 * `skills=<id>-<level>,…`. A value that is not one of the allowed
 * ones (a hand-edited or old link) is ignored, and the filter shows as cleared; a well-formed
 * patch the game data does not know is left to the page, which knows the patches.
 */
export interface CommunityFilters {
  mainTag: MainBuildTag | null;
  typeTag: BuildTypeTag | null;
  buildClass: ClassSlug | null;
  /** The search as typed (trimmed). */
  search: string;
  mostLikes: boolean;
  newest: boolean;
  /** Most favourited first (then newest); it takes the place of Most Likes. */
  mostFavourited: boolean;
  /** Only builds valid on the current game version. */
  validOnly: boolean;
  /** Only builds updated since this patch's date: its version ("1.5"). */
  since: string | null;
  /** Only builds with a guide. */
  hasGuide: boolean;
  /** Only builds that show a leveling plan. */
  hasPlan: boolean;
  /** Skills every build takes, each at its level or higher (up to three). */
  skills: readonly SkillUse[];
}

/** No filter set: every Public build. */
export const NO_FILTERS: CommunityFilters = {
  mainTag: null,
  typeTag: null,
  buildClass: null,
  search: '',
  mostLikes: false,
  newest: false,
  mostFavourited: false,
  validOnly: false,
  since: null,
  hasGuide: false,
  hasPlan: false,
  skills: [],
};

/** The address's name for the search: a search form elsewhere (Home) sends it by name. */
export const SEARCH_PARAM = 'q';

/** The address's names for each filter. */
const FILTER_PARAMS = {
  mainTag: 'mainTag',
  typeTag: 'typeTag',
  buildClass: 'class',
  search: SEARCH_PARAM,
  mostLikes: 'mostLikes',
  newest: 'newest',
  mostFavourited: 'favourites',
  validOnly: 'valid',
  since: 'since',
  hasGuide: 'guide',
  hasPlan: 'plan',
  skills: 'skills',
} as const satisfies Record<keyof CommunityFilters, string>;

const classSet: ReadonlySet<string> = new Set(CLASS_SLUGS);

function isClassSlug(value: string): value is ClassSlug {
  return classSet.has(value);
}

/** The filters an address asks for; anything not allowed reads as not set. */
export function filtersFromParams(params: URLSearchParams): CommunityFilters {
  const mainTag = params.get(FILTER_PARAMS.mainTag) ?? '';
  const typeTag = params.get(FILTER_PARAMS.typeTag) ?? '';
  const buildClass = params.get(FILTER_PARAMS.buildClass) ?? '';
  const since = params.get(FILTER_PARAMS.since) ?? '';
  return {
    mainTag: isMainBuildTag(mainTag) ? mainTag : null,
    typeTag: isBuildTypeTag(typeTag) ? typeTag : null,
    buildClass: isClassSlug(buildClass) ? buildClass : null,
    search: (params.get(FILTER_PARAMS.search) ?? '').trim().slice(0, BUILD_TITLE_MAX),
    mostLikes: params.get(FILTER_PARAMS.mostLikes) === '1',
    newest: params.get(FILTER_PARAMS.newest) === '1',
    mostFavourited: params.get(FILTER_PARAMS.mostFavourited) === '1',
    validOnly: params.get(FILTER_PARAMS.validOnly) === VALID_ONLY,
    since: isPatchVersion(since) ? since : null,
    hasGuide: params.get(FILTER_PARAMS.hasGuide) === HAS_CONTENT,
    hasPlan: params.get(FILTER_PARAMS.hasPlan) === HAS_CONTENT,
    skills: parseSkillUses(params.get(FILTER_PARAMS.skills) ?? '') ?? [],
  };
}

/** The address of a set of filters: only what is set, so the plain list has a plain address. */
export function paramsFromFilters(filters: CommunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.mainTag) params.set(FILTER_PARAMS.mainTag, filters.mainTag);
  if (filters.typeTag) params.set(FILTER_PARAMS.typeTag, filters.typeTag);
  if (filters.buildClass) params.set(FILTER_PARAMS.buildClass, filters.buildClass);
  const search = filters.search.trim();
  if (search !== '') params.set(FILTER_PARAMS.search, search);
  if (filters.mostLikes) params.set(FILTER_PARAMS.mostLikes, '1');
  if (filters.newest) params.set(FILTER_PARAMS.newest, '1');
  if (filters.mostFavourited) params.set(FILTER_PARAMS.mostFavourited, '1');
  if (filters.validOnly) params.set(FILTER_PARAMS.validOnly, VALID_ONLY);
  if (filters.since !== null) params.set(FILTER_PARAMS.since, filters.since);
  if (filters.hasGuide) params.set(FILTER_PARAMS.hasGuide, HAS_CONTENT);
  if (filters.hasPlan) params.set(FILTER_PARAMS.hasPlan, HAS_CONTENT);
  if (filters.skills.length > 0) params.set(FILTER_PARAMS.skills, skillUsesParam(filters.skills));
  return params;
}

/** The community list's address with these filters (Home's "See all", the searches). */
export function communityListAddress(filters: CommunityFilters): string {
  const search = paramsFromFilters(filters).toString();
  return search === '' ? '/community-builds' : `/community-builds?${search}`;
}

/** Whether any filter differs from the plain list (Clear Filters has something to clear). */
export function hasFilters(filters: CommunityFilters): boolean {
  return paramsFromFilters(filters).toString() !== '';
}

/** What the server is asked for these filters (spec §7: always descending, only Public). */
export function queryForFilters(filters: CommunityFilters): PublicBuildsFilters {
  const search = filters.search.trim();
  return {
    // A search with no box ticked lists its best matches first.
    sortBy: filters.mostFavourited
      ? 'favourites'
      : search !== '' && !filters.mostLikes && !filters.newest
        ? 'relevance'
        : sortForCheckboxes(filters.mostLikes, filters.newest),
    sortOrder: 'desc',
    sharing: 'Public',
    ...(filters.mainTag ? { mainTag: filters.mainTag } : {}),
    ...(filters.typeTag ? { typeTag: filters.typeTag } : {}),
    ...(filters.buildClass ? { class: filters.buildClass } : {}),
    ...(search !== '' ? { q: search } : {}),
    ...(filters.validOnly ? { valid: VALID_ONLY } : {}),
    ...(filters.since !== null ? { since: filters.since } : {}),
    ...(filters.hasGuide ? { guide: HAS_CONTENT } : {}),
    ...(filters.hasPlan ? { plan: HAS_CONTENT } : {}),
    ...(filters.skills.length > 0 ? { skills: skillUsesParam(filters.skills) } : {}),
  };
}
