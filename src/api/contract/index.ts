import { z } from 'zod';
import { buildSchema } from '../../skills/buildSchema';
import { BUILD_GUIDE_MAX } from '../../skills/buildText';

/**
 * Request and response shapes of the API, shared by the server (which validates what it
 * sends) and the client (which types what it reads). Field names are the spec's.
 */

/** `GET /api/health`. */
export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  gameVersion: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/health/ready`: whether this process should get traffic (its database answers and it
 * is not shutting down); 503 otherwise. `/api/health` is liveness only.
 */
export const readinessResponseSchema = z.strictObject({
  status: z.literal('ready'),
  database: z.enum(['sqlite', 'postgres']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `POST /api/build-link`: the build to share and its guide (spec §7). */
export const buildLinkRequestSchema = z.object({
  /** Build data plus skillpoints and selectedClass; the server forces Private and 0 likes. */
  data: buildSchema,
  /** The markdown guide; it wins over `data.buildGuide`, which the server sets to it. */
  build_guide: z.string().max(BUILD_GUIDE_MAX),
});
export type BuildLinkRequest = z.infer<typeof buildLinkRequestSchema>;

/**
 * `POST /api/build-link`, 201: the link id. The share link is the site's origin plus
 * `/skill-trees?link={url}`. The same build shared twice gets the same id.
 */
export const buildLinkCreatedSchema = z.strictObject({
  url: z.string(),
});
export type BuildLinkCreated = z.infer<typeof buildLinkCreatedSchema>;

/**
 * `GET /api/build-link/{linkId}`: the shared build, as stored when the link was made. The id may
 * also be a saved build's `url` ("Link on a saved build reuses it", spec §4): then the answer is
 * the saved build as it is now, with its listing and its real like count: a Public one for
 * anyone, a Private one for its owner only. A share link's own answer is always Private with 0
 * likes.
 */
export const buildLinkResponseSchema = z.strictObject({
  data: buildSchema,
  /** The build's title. */
  build_name: z.string(),
  build_guide: z.string(),
  sharing: z.enum(['Public', 'Private']),
  likes: z.number().int().min(0),
  url: z.string(),
  /** The game data version the build was checked against when the link was made. */
  game_version: z.string(),
});
export type BuildLinkResponse = z.infer<typeof buildLinkResponseSchema>;

/** The 400 answer when moderation flags a build's texts: the client shows the moderation alert. */
export const moderationFailedSchema = z.strictObject({
  statusCode: z.literal(400),
  error: z.literal('MODERATION_FAILED'),
  message: z.string(),
});
export type ModerationFailed = z.infer<typeof moderationFailedSchema>;

/** A 400 answer listing what is wrong with a build, one problem per entry, for a client to show. */
export const buildProblemsErrorSchema = apiErrorSchema.extend({
  problems: z.array(z.string()),
});
export type BuildProblemsError = z.infer<typeof buildProblemsErrorSchema>;

/** One thing wrong with a request: where (a dot path such as `data.customSkillPointCap`) and what. */
const validationProblemSchema = z.strictObject({
  /** The field's path inside the body, query string or path parameters; '' for the whole. */
  path: z.string(),
  message: z.string(),
});
export type ValidationProblem = z.infer<typeof validationProblemSchema>;

/**
 * The 400 answer when a request does not match its route's schema. `message` is the first
 * problem's message, as the schema words it (for account forms: the spec's sentence, e.g.
 * 'Password must contain a number.'); `problems` lists up to 10 of them.
 */
export const validationErrorSchema = apiErrorSchema.extend({
  statusCode: z.literal(400),
  error: z.literal('Bad Request'),
  problems: z.array(validationProblemSchema).max(10),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;
