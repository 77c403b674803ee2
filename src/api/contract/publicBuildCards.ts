import { z } from 'zod';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../skills/tags';
import { buildCardFactsShape, classSlugSchema, versionStatusSchema } from './buildCardFacts';
import { PUBLIC_BUILDS_MAX_LIMIT } from './publicBuildsTexts';

// The list's answer, in a module of its own (not ./publicBuilds): the community list
// checks each page with it on its first load, where the query's schemas are not needed.

/** One card of the community list and the author page (spec §2: title, author, likes, ...). */
export const publicBuildCardSchema = z.strictObject({
  id: z.uuid(),
  /** The short public id: the viewer's address is `/build-viewer/{url}`. */
  url: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.enum(MAIN_BUILD_TAGS)),
  type_tags: z.array(z.enum(BUILD_TYPE_TAGS)),
  sharing: z.literal('Public'),
  likes: z.number().int().min(0),
  /** Accounts that keep it in their Favourites; optional for answers kept from before it was sent. */
  favourites: z.number().int().min(0).optional(),
  created_at: z.string(),
  updated_at: z.string(),
  username: z.string(),
  selected_class: classSlugSchema,
  skillpoints: z.number().int().min(0),
  /** Its status on the current game version, computed by the server from the game data. */
  version_status: versionStatusSchema,
  ...buildCardFactsShape,
});
export type PublicBuildCard = z.infer<typeof publicBuildCardSchema>;

/** `GET /api/public-builds`: a page of cards and the next page's number (null at the end). */
export const publicBuildsResponseSchema = z.strictObject({
  data: z.array(publicBuildCardSchema).max(PUBLIC_BUILDS_MAX_LIMIT),
  nextPage: z.number().int().min(2).nullable(),
});
export type PublicBuildsResponse = z.infer<typeof publicBuildsResponseSchema>;
