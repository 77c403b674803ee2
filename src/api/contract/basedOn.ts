import { z } from 'zod';

/**
 * Builds based on a saved build ("Open in planner", then saved): the shapes of
 * `GET /api/saved-builds/{idOrUrl}/based-on`, shared by the server and the viewer. Only builds the
 * asker may see appear and count: Public ones, and the asker's own.
 */

/** Builds per page of the list. */
export const BASED_ON_PAGE_SIZE = 20;

/** The last page asked for: a build copied more often than this is read by its first pages. */
const BASED_ON_MAX_PAGE = 1_000;

const pageMessage = `Expected a page number from 1 to ${BASED_ON_MAX_PAGE}.`;

/** The list's query: a 1-based page, digits only. */
export const basedOnQuerySchema = z.strictObject({
  page: z.coerce
    .number(pageMessage)
    .int(pageMessage)
    .min(1, pageMessage)
    .max(BASED_ON_MAX_PAGE, pageMessage)
    .default(1),
});

/** One build based on the original, as the list shows it: its title, author and link. */
const basedOnBuildSchema = z.strictObject({
  title: z.string(),
  /** The author; 'anonymous' once the author deleted the account. */
  author: z.string(),
  /** The short public id: its viewer page is `/build-viewer/{url}`. */
  url: z.string(),
  updated_at: z.string().meta({ description: 'ISO 8601 UTC time' }),
  likes: z.number().int().min(0),
});

/** A page of the builds based on a saved build, most recently updated first, and their count. */
export const basedOnPageSchema = z.strictObject({
  count: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().positive(),
  builds: z.array(basedOnBuildSchema).max(BASED_ON_PAGE_SIZE),
});
export type BasedOnPage = z.infer<typeof basedOnPageSchema>;
