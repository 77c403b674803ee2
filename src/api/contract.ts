import { z } from 'zod';
import { gameClassSchema, gameManifestSchema, skillSchema } from '../skills/gameData';

/**
 * Request and response shapes of the read API, shared by the server (which validates what it
 * sends) and the client (which types what it reads). Field names are the spec's.
 */

/** `GET /api/classes`: one entry per class, sorted by id. */
export const classSummarySchema = gameClassSchema.pick({
  id: true,
  name: true,
  description: true,
  slug: true,
  imageUrl: true,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

/** `GET /api/classes/{slug or classId}`. */
export const classDetailSchema = gameClassSchema;
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** `GET /api/skill-trees`: every tree, by class then display order. */
export const skillTreeListItemSchema = z.strictObject({
  id: z.number().int().positive(),
  classId: z.number().int().positive(),
  name: z.string(),
  order: z.number().int().min(0),
});
export type SkillTreeListItem = z.infer<typeof skillTreeListItemSchema>;

/** `GET /api/classes/{classId}/skill-trees`: the class's trees in display order. */
export const classSkillTreeSchema = skillTreeListItemSchema.pick({
  id: true,
  name: true,
  order: true,
});
export type ClassSkillTree = z.infer<typeof classSkillTreeSchema>;

/** `GET /api/skill-trees/{treeId}/skills`: a skill plus its links resolved to skill ids. */
export const skillResponseSchema = skillSchema.extend({
  /** Linked skills in a lower row; at least one must be active to take this skill. */
  prerequisites: z.array(z.number().int().positive()),
  /** Every skill this one is linked to (the tree's edges). */
  linkedSkillIds: z.array(z.number().int().positive()),
});
export type SkillResponse = z.infer<typeof skillResponseSchema>;

/** `GET /api/game-versions`: which game data versions the server holds. */
export const gameVersionsResponseSchema = gameManifestSchema;
export type GameVersionsResponse = z.infer<typeof gameVersionsResponseSchema>;

/** `GET /api/health`. */
export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  gameVersion: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
