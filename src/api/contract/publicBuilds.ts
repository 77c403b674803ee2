import { z } from 'zod';
import { BUILD_TITLE_MAX } from '../../skills/buildText';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../skills/tags';
import {
  PUBLIC_BUILD_SORTS,
  PUBLIC_BUILDS_MAX_LIMIT,
  PUBLIC_BUILDS_PAGE_SIZE,
} from './publicBuildsTexts';
import { classSlugSchema } from './buildCardFacts';
import {
  PATCH_VERSION_EXPECTED,
  PATCH_VERSION_PATTERN,
  VALID_ONLY,
  VALID_ONLY_EXPECTED,
} from './communityStatusFilters';
import {
  HAS_CONTENT,
  HAS_GUIDE_EXPECTED,
  HAS_PLAN_EXPECTED,
  parseSkillUses,
  SKILL_USES_EXPECTED,
  SKILL_USES_PATTERN,
  SKILL_USES_TWICE,
} from './contentFilters';

/**
 * The community's side of saved builds (spec §2 Community builds, §7, §8): the public list, likes
 * and author pages. Shared by the server (route schemas, OpenAPI) and the client. Only Public
 * builds ever appear here; no answer carries an email or a private field. The texts, page sizes and
 * sort keys live in ./publicBuildsTexts so the list's first screen needs no zod.
 */

// ---------------------------------------------------------------- the list

/** The sort keys' schema (see PUBLIC_BUILD_SORTS). */
const publicBuildSortSchema = z.enum(PUBLIC_BUILD_SORTS);

/** A query-string integer: digits only, within bounds. */
const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int(`Expected a whole number from ${min} to ${max}.`)
    .min(min, `Expected a whole number from ${min} to ${max}.`)
    .max(max, `Expected a whole number from ${min} to ${max}.`)
    .default(fallback);

/**
 * `GET /api/public-builds` query (spec §7: page, limit=12, sortBy, sortOrder=desc,
 * sharing=Public, optional mainTag and typeTag), plus the class filter, a search and an
 * author (the author page). Every value is from an allow-list or bounded.
 */
export const publicBuildsQuerySchema = z.object({
  /** 1-based. */
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, PUBLIC_BUILDS_MAX_LIMIT, PUBLIC_BUILDS_PAGE_SIZE),
  sortBy: publicBuildSortSchema.default('likes'),
  sortOrder: z.literal('desc').default('desc'),
  sharing: z.literal('Public').default('Public'),
  mainTag: z.enum(MAIN_BUILD_TAGS).optional(),
  typeTag: z.enum(BUILD_TYPE_TAGS).optional(),
  /** The class the build was planned in (its selected class). */
  class: classSlugSchema.optional(),
  /**
   * Search, case- and accent-insensitive: each word (letters and digits; punctuation separates
   * words), of any length, must begin a word of the title, the author's name, the description
   * or the guide ("sco" finds "Scout", "cout" does not). A search lists its first 1,000 builds.
   */
  q: z.string().trim().max(BUILD_TITLE_MAX).optional(),
  /** One author's builds (the author page). */
  author: z.string().trim().min(1).max(254).optional(),
  /** `1`: only builds valid on the current game version (their status, computed by the server). */
  valid: z.literal(VALID_ONLY, { error: VALID_ONLY_EXPECTED }).optional(),
  /**
   * A patch's version ("1.5"): only builds last updated on or after its date. A version the
   * game data has no dated patch of is answered 400, naming the known ones.
   */
  since: z.string().regex(PATCH_VERSION_PATTERN, PATCH_VERSION_EXPECTED).optional(),
  /** `1`: only builds with a guide. */
  guide: z.literal(HAS_CONTENT, { error: HAS_GUIDE_EXPECTED }).optional(),
  /** `1`: only builds that show a leveling plan (taken in leveling order). */
  plan: z.literal(HAS_CONTENT, { error: HAS_PLAN_EXPECTED }).optional(),
  /**
   * Up to three skills every build must take, each at its level or higher: `12-3,40-1` (skill
   * id, level 1-3). A skill the current game data does not have, or above its highest level,
   * is answered 400.
   */
  skills: z
    .string()
    .regex(SKILL_USES_PATTERN, SKILL_USES_EXPECTED)
    .refine((text) => parseSkillUses(text) !== null, SKILL_USES_TWICE)
    .optional(),
});
type PublicBuildsQuery = z.input<typeof publicBuildsQuerySchema>;

/** What the community list asks for: the query without its page (the list pages itself). */
export type PublicBuildsFilters = Omit<PublicBuildsQuery, 'page' | 'limit'>;

// ---------------------------------------------------------------- authors

/** `GET /api/users/{username}`: an author's public profile (404 'User not found.'). */
export const authorSchema = z.strictObject({
  username: z.string(),
  /** When the account was created (ISO 8601). */
  joined_at: z.string(),
  /** The author's Public builds. */
  build_count: z.number().int().min(0),
  /** Likes over the author's Public builds. */
  like_total: z.number().int().min(0),
});
export type Author = z.infer<typeof authorSchema>;
