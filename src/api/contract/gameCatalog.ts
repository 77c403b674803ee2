import { z } from 'zod';
import {
  gameClassSchema,
  gameManifestSchema,
  gameVersionFilesSchema,
  skillSchema,
} from '../../skills/gameData';

/**
 * The shapes of the API's game data answers (classes, trees, skills, versions), apart from the
 * rest of the contract: they are built from the game data's own schemas, which only the server
 * needs, and a browser loading the contract for a build's answers built them all, in the task
 * that takes the planner over (see src/skills/slugSchemas.ts). The browser uses their types only.
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

/**
 * `GET /api/classes/{slug or classId}/trees-with-skills`: the class's trees in display order,
 * with their links, and their skills, as the game data holds them: what drawing the trees takes.
 */
export const classTreesWithSkillsSchema = gameVersionFilesSchema.pick({
  trees: true,
  skills: true,
});
export type ClassTreesWithSkills = z.infer<typeof classTreesWithSkillsSchema>;

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
