import { z } from 'zod';

// In a module of its own, not ./publicBuilds: the viewer's like button reads only this
// answer, and importing it from ./publicBuilds built the list's, the query's and the author's
// schemas on the viewer's first load.

/**
 * `POST /api/saved-builds/{idOrUrl}/like` (200; 409 when this account or visitor already liked it)
 * and `DELETE` on the same path (200; takes the like back). `likes` is the build's new count.
 */
export const likeResponseSchema = z.strictObject({
  likes: z.number().int().min(0),
  /** Whether the caller likes the build after this call. */
  liked: z.boolean(),
  message: z.string(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
