import { z } from 'zod';
import { saveBuildResponseSchema } from './savedBuilds';

/**
 * `POST /api/saved-builds/{idOrUrl}/migrate`: the owner moves a build saved on an older game
 * version to the current one, kept as a new revision. Shared by the server and the client.
 */

/** The save's answer, and one line per thing the migration did (none when all still fit). */
export const migrateBuildResponseSchema = saveBuildResponseSchema.extend({
  changes: z.array(z.string()),
});
export type MigrateBuildResponse = z.infer<typeof migrateBuildResponseSchema>;
