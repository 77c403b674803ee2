import { z } from 'zod';
import { visibleLine, visibleMultiline } from '../../skills/visibleText';
import {
  BUILDS_PER_COLLECTION,
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_SHARINGS,
  COLLECTION_TEXTS,
  COLLECTIONS_PER_ACCOUNT,
} from './collectionsTexts';
import { publicBuildCardSchema } from './publicBuildCards';

/**
 * Favourites and collections: the shapes of their calls, shared by the server (route schemas,
 * OpenAPI) and the client. A collection is an account's ordered list of builds with a name, a
 * description and a listing; every account's first is its Favourites (made on the first star),
 * which keeps its name. Only Public builds show to anyone but their own author.
 */

/** A collection's id: 12 letters, digits, `-` or `_` (random, so links cannot be guessed). */
export const collectionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{12}$/, 'A collection id is 12 letters, digits, - or _.');

const isoTime = z.string().meta({ description: 'ISO 8601 UTC time' });

const nameSchema = z
  .string()
  .transform((text) => visibleLine(text).trim())
  .pipe(
    z
      .string()
      .min(1, COLLECTION_TEXTS.nameRequired)
      .max(COLLECTION_NAME_MAX, `A collection name is at most ${COLLECTION_NAME_MAX} characters.`),
  );

const descriptionSchema = z
  .string()
  .transform((text) => visibleMultiline(text).trim())
  .pipe(
    z
      .string()
      .max(
        COLLECTION_DESCRIPTION_MAX,
        `A collection description is at most ${COLLECTION_DESCRIPTION_MAX} characters.`,
      ),
  );

const sharingSchema = z.enum(COLLECTION_SHARINGS);

/** `POST /api/collections`: a new named collection (201). */
export const createCollectionRequestSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema.default(''),
  sharing: sharingSchema.default('Private'),
});
export type CreateCollectionRequest = z.input<typeof createCollectionRequestSchema>;

/** `PATCH /api/collections/{id}`: any of its name, description and listing. */
export const updateCollectionRequestSchema = z
  .strictObject({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    sharing: sharingSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send a name, a description or a sharing.');
export type UpdateCollectionRequest = z.input<typeof updateCollectionRequestSchema>;

/** `PATCH /api/collections/{id}/builds/{idOrUrl}`: move a build to a 0-based place. */
export const moveCollectionBuildRequestSchema = z.strictObject({
  position: z
    .number()
    .int('A position is a whole number.')
    .min(0, 'A position is 0 or more.')
    .max(BUILDS_PER_COLLECTION - 1, `A position is below ${BUILDS_PER_COLLECTION}.`),
});
export type MoveCollectionBuildRequest = z.infer<typeof moveCollectionBuildRequestSchema>;

/** A collection as its lists show it. */
const collectionSummarySchema = z.strictObject({
  id: collectionIdSchema,
  name: z.string(),
  description: z.string(),
  sharing: sharingSchema,
  /** The account's Favourites: it keeps its name and cannot be deleted. */
  favourites: z.boolean(),
  /** Its owner's username. */
  username: z.string(),
  /** Builds the asker may see in it. */
  build_count: z.number().int().min(0).max(BUILDS_PER_COLLECTION),
  created_at: isoTime,
  updated_at: isoTime,
  /** Only in `GET /api/collections?build=`: whether that build is in it. */
  has_build: z.boolean().optional(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** `GET /api/collections` (the asker's own, Favourites first) and an author's public ones. */
export const collectionListSchema = z.strictObject({
  collections: z.array(collectionSummarySchema).max(COLLECTIONS_PER_ACCOUNT + 1),
});
export type CollectionList = z.infer<typeof collectionListSchema>;

/** `GET /api/collections?build={idOrUrl}`: the optional build to mark `has_build` by. */
export const collectionListQuerySchema = z.object({ build: z.string().max(64).optional() });

/** `GET /api/collections/{id}?page=`: the collection and a page of its builds, in its order. */
export const collectionPageSchema = z.strictObject({
  collection: collectionSummarySchema,
  /** Whether the asker owns it (may rename, reorder, remove). */
  mine: z.boolean(),
  builds: z.array(publicBuildCardSchema),
  /** 1-based; null at the end. */
  nextPage: z.number().int().min(2).nullable(),
  /** The owner's builds in it that are not Public any more (0 for anyone else). */
  unavailable: z.number().int().min(0),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

export const collectionPageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('Expected a whole number from 1 to 9.')
    .min(1, 'Expected a whole number from 1 to 9.')
    .max(9, 'Expected a whole number from 1 to 9.')
    .default(1),
});

/** A collection's answer after a change: the message to show and the collection as stored. */
export const collectionChangeSchema = z.strictObject({
  message: z.string(),
  collection: collectionSummarySchema,
});
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

/**
 * `PUT` / `DELETE /api/saved-builds/{idOrUrl}/favourite`: whether the asker has it in their
 * Favourites afterwards and the build's count of favourites.
 */
export const favouriteResponseSchema = z.strictObject({
  favourited: z.boolean(),
  favourites: z.number().int().min(0),
  message: z.string(),
});
export type FavouriteResponse = z.infer<typeof favouriteResponseSchema>;
