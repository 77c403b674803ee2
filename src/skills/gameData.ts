import { z } from 'zod';

/**
 * The game data of one game version, as stored under `data/game/<version>/` and served by the
 * API. This schema is the single definition of its shape: the server validates the files with
 * it at start, the tests validate both versions with it, and the client types come from it.
 */

export const SKILL_TYPES = ['Ability', 'Passive', 'Technique'] as const;
export const skillTypeSchema = z.enum(SKILL_TYPES);
export type SkillType = z.infer<typeof skillTypeSchema>;

/** The spec's class slugs, which double as the planner's class ids. */
export const CLASS_SLUGS = [
  'trooper',
  'mentat',
  'planetologist',
  'bene-gesserit-acolyte',
  'swordmaster',
] as const;
export const classSlugSchema = z.enum(CLASS_SLUGS);
export type ClassSlug = z.infer<typeof classSlugSchema>;

export const gameClassSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: classSlugSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  imageUrl: z.string().min(1),
  /** An embeddable video URL, or null while the class has no video. */
  videoUrl: z.url().nullable(),
});
export type GameClass = z.infer<typeof gameClassSchema>;

/** A link between two skills of one tree (the game stores links symmetrically). */
export const skillLinkSchema = z.tuple([z.number().int().positive(), z.number().int().positive()]);
export type SkillLink = z.infer<typeof skillLinkSchema>;

export const skillTreeSchema = z.strictObject({
  id: z.number().int().positive(),
  classId: z.number().int().positive(),
  name: z.string().min(1),
  /** Display order within the class (0 first). */
  order: z.number().int().min(0),
  links: z.array(skillLinkSchema),
});
export type SkillTree = z.infer<typeof skillTreeSchema>;

export const skillLevelSchema = z.strictObject({
  level: z.number().int().min(1).max(3),
  description: z.string().min(1),
  /** SP cost of this level; when absent the spec's fallback cost rules apply. */
  cost: z.number().int().min(0).optional(),
  /** False when the game added this level but its effect has not been published. */
  effectKnown: z.boolean(),
});
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Grid cell of a skill within its tree: col -2..2 around the centre, row 0 (entry) to 4 (top). */
export const gridPositionSchema = z.strictObject({
  col: z.number().min(-2).max(2),
  row: z.number().int().min(0).max(4),
});
export type GridPosition = z.infer<typeof gridPositionSchema>;

export const skillSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  type: skillTypeSchema,
  description: z.string().min(1),
  icon_name: z.string().regex(/^[a-z0-9-]+$/),
  treeId: z.number().int().positive(),
  levels: z.array(skillLevelSchema).min(1).max(3),
  /** Null when the data has no position: the graph lays such a tree out automatically. */
  position: gridPositionSchema.nullable(),
  /** The game's own stable identifier: survives renames and is language-neutral. */
  gameTag: z.string().min(1),
  /** The skill needs the Prescience spice mechanic in game. */
  prescience: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;

export const gameVersionFilesSchema = z.strictObject({
  classes: z.array(gameClassSchema),
  trees: z.array(skillTreeSchema),
  skills: z.array(skillSchema),
});
export type GameVersionFiles = z.infer<typeof gameVersionFilesSchema>;

export const gameManifestSchema = z.strictObject({
  current: z.string().min(1),
  versions: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9.-]+$/),
        label: z.string().min(1),
      }),
    )
    .min(1),
});
export type GameManifest = z.infer<typeof gameManifestSchema>;

/** One validated game version, ready for lookups. */
export interface GameData extends GameVersionFiles {
  version: string;
}
