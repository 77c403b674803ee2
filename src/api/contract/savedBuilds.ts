import { z } from 'zod';
import { buildSchema } from '../../skills/buildSchema';
import { SAVED_BUILD_LIMIT } from '../../skills/buildListing';
import { SAVE_OUTCOMES } from './savedBuildsTexts';
import { BUILD_GUIDE_MAX, BUILD_TITLE_MAX } from '../../skills/buildText';
import { visibleLine, visibleMultiline } from '../../skills/visibleText';
import { classSlugSchema } from '../../skills/slugSchemas';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../skills/tags';
import { SHARED_TRAINER_NOTICES } from '../../skills/trainerNotices';
import { apiErrorSchema } from './index';
import { buildCardFactsShape, versionStatusSchema } from './buildCardFacts';
import { revisionNoteSchema } from './buildRevisions';

/**
 * Saved builds (spec §7): the shapes of the saved-build calls, shared by the server (route schemas,
 * OpenAPI) and the client (typed calls), and the texts both must agree on. Field names are the
 * spec's (snake_case where the spec's forms are).
 */

// The texts live apart from the schemas (./savedBuildsTexts.ts), so the planner can show them
// and make its calls before zod loads.

// ---------------------------------------------------------------- shared fields

/** What a saved build's `sharing` can be. Exported never reaches the server's records. */
export const savedBuildSharingSchema = z.enum(['Public', 'Private', 'Restricted']);
export type SavedBuildSharing = z.infer<typeof savedBuildSharingSchema>;

/** A saved build's server id (a UUID), as opposed to its short public `url` id. */
export const savedBuildIdSchema = z.uuid('A saved build id is a UUID.');

const isoTime = z.string().meta({ description: 'ISO 8601 UTC time' });

// ---------------------------------------------------------------- requests

/**
 * `POST /api/saved-builds` and `PUT /api/saved-builds`: the build data (plus skillpoints, which
 * the server recomputes), its name and its guide. The name is the build's title and its identity
 * in the account: a POST of a taken name answers 409, a PUT overwrites the build of that name.
 * `revision_note`, optional, is kept with the revision the save makes.
 */
export const saveBuildRequestSchema = z.object({
  build_name: z
    .string()
    .overwrite(visibleLine)
    .trim()
    .min(1, 'Give the build a title before saving it.')
    .max(BUILD_TITLE_MAX, `A build title has at most ${BUILD_TITLE_MAX} characters.`),
  data: buildSchema,
  build_guide: z
    .string()
    .overwrite(visibleMultiline)
    .max(BUILD_GUIDE_MAX, `A build guide has at most ${BUILD_GUIDE_MAX} characters.`),
  revision_note: revisionNoteSchema.optional(),
});
export type SaveBuildRequest = z.infer<typeof saveBuildRequestSchema>;

/** `DELETE /api/my-build`: the build's id, its title and the caller's own username (spec §7). */
export const deleteMyBuildRequestSchema = z.object({
  id: savedBuildIdSchema,
  build_name: z.string().max(BUILD_TITLE_MAX),
  username: z.string().max(254),
});
export type DeleteMyBuildRequest = z.infer<typeof deleteMyBuildRequestSchema>;

// ---------------------------------------------------------------- answers

/**
 * A saved build's full form (spec §3), `GET /api/saved-builds/{idOrUrl}`: everything needed to
 * open it in the planner or the viewer. `data.buildTitle` equals `build_name`, `data.buildGuide`
 * equals `build_guide`, `data.buildSharing` equals `sharing` and `data.buildLikes` equals `likes`.
 */
export const savedBuildSchema = z.strictObject({
  id: savedBuildIdSchema,
  /** The short public id (10 letters and digits): the build's link is `/skill-trees?link={url}`. */
  url: z.string(),
  build_name: z.string(),
  build_guide: z.string(),
  /** The author; 'anonymous' once the author deleted the account. */
  username: z.string(),
  likes: z.number().int().min(0),
  /** Accounts that keep it in their Favourites; optional for answers kept from before it was sent. */
  favourites: z.number().int().min(0).optional(),
  sharing: savedBuildSharingSchema,
  data: buildSchema,
  /** The game data version the build was checked against when last saved. */
  game_version: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
  last_viewed_at: isoTime.nullable(),
  /**
   * How many builds are based on this one that the asker may see (Public ones and the asker's
   * own); always sent by the server, optional for answers kept from before it was.
   */
  based_on_count: z.number().int().min(0).optional(),
  /**
   * How many times it was saved: its newest revision's number (thinning keeps numbers), so
   * "updated N times" needs no history; optional for answers kept from before it was sent.
   */
  revisions: z.number().int().min(0).optional(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;

/**
 * `GET /api/saved-builds/{idOrUrl}/opened`: the saved build as the viewer's engine opens it (its
 * record read as a hand-over, so the record's title, guide, listing and likes win), on the game
 * data the browser would open it in. The viewer then shows it without loading the engine.
 */
export const openedSavedBuildSchema = z.strictObject({
  /** The game version the build was checked against (the one the browser would open it in). */
  gameVersion: z.string(),
  /** The build as checked: the engine's own result. */
  build: buildSchema,
  /** What the viewer tells of its trainer access (sharedTrainerStatement), shown before its trees. */
  trainer: z.strictObject({
    notice: z.enum(SHARED_TRAINER_NOTICES),
    lacking: z.array(classSlugSchema),
  }),
});
export type OpenedSavedBuild = z.infer<typeof openedSavedBuildSchema>;

export const saveOutcomeSchema = z.enum(SAVE_OUTCOMES);

/** `POST /api/saved-builds` (201) and `PUT /api/saved-builds` (200). */
export const saveBuildResponseSchema = z.strictObject({
  outcome: saveOutcomeSchema,
  /** The spec's sentence for the outcome (SAVED_BUILD_TEXTS). */
  message: z.string(),
  /** The build as stored: its id, url, the listing the server decided, the recomputed SP. */
  build: savedBuildSchema,
});
export type SaveBuildResponse = z.infer<typeof saveBuildResponseSchema>;

/** 403 of `POST /api/saved-builds` when every save slot is used and the name is new. */
export const buildLimitReachedSchema = apiErrorSchema.extend({
  statusCode: z.literal(403),
  error: z.literal('BUILD_LIMIT_REACHED'),
  message: z.string(),
});
export type BuildLimitReached = z.infer<typeof buildLimitReachedSchema>;

/** `GET /api/saved-builds`: the caller's builds by name (spec §7: build_name, username, url). */
export const savedBuildNameSchema = z.strictObject({
  id: savedBuildIdSchema,
  build_name: z.string(),
  username: z.string(),
  url: z.string(),
  sharing: savedBuildSharingSchema,
  updated_at: isoTime,
});
export type SavedBuildName = z.infer<typeof savedBuildNameSchema>;
export const savedBuildNamesSchema = z.array(savedBuildNameSchema).max(SAVED_BUILD_LIMIT);

/** `GET /api/saved-build-count`: slots used and the limit (the planner treats errors as 0). */
export const savedBuildCountSchema = z.strictObject({
  count: z.number().int().min(0),
  limit: z.number().int().positive(),
});
export type SavedBuildCount = z.infer<typeof savedBuildCountSchema>;

/** One card of My Builds: the spec's list form (§3) plus when the build was last viewed. */
export const myBuildSchema = z.strictObject({
  id: savedBuildIdSchema,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.enum(MAIN_BUILD_TAGS)),
  type_tags: z.array(z.enum(BUILD_TYPE_TAGS)),
  sharing: savedBuildSharingSchema,
  likes: z.number().int().min(0),
  created_at: isoTime,
  updated_at: isoTime,
  /** When the owner opened it in the planner or anyone in the viewer; null shows 'N/A'. */
  last_viewed_at: isoTime.nullable(),
  url: z.string(),
  username: z.string(),
  /** SP spent, as the server counts it over the current game data. */
  skillpoints: z.number().int().min(0),
  /** Its status on the current game version, computed by the server from the game data. */
  version_status: versionStatusSchema,
  ...buildCardFactsShape,
});
export type MyBuild = z.infer<typeof myBuildSchema>;

/** `GET /api/my-builds`: the caller's builds, most recently updated first. */
export const myBuildsResponseSchema = z.strictObject({
  builds: z.array(myBuildSchema).max(SAVED_BUILD_LIMIT),
});
export type MyBuildsResponse = z.infer<typeof myBuildsResponseSchema>;
