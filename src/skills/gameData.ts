import { z } from 'zod';
import { classSlugSchema, gameModeSchema } from './slugSchemas';
import { progressionSchema } from './progression';

/**
 * The game data of one game version, as stored under `data/game/<version>/` and served by the
 * API. This schema is the single definition of its shape: the server validates the files with
 * it at start, the tests validate both versions with it, and the client types come from it.
 */

const SKILL_TYPES = ['Ability', 'Passive', 'Technique'] as const;
export const skillTypeSchema = z.enum(SKILL_TYPES);
export type SkillType = z.infer<typeof skillTypeSchema>;

/** The spec's class slugs (./classSlugs), which double as the planner's class ids. */
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
const skillLinkSchema = z.tuple([z.number().int().positive(), z.number().int().positive()]);
export type SkillLink = z.infer<typeof skillLinkSchema>;

const skillTreeSchema = z.strictObject({
  id: z.number().int().positive(),
  classId: z.number().int().positive(),
  name: z.string().min(1),
  /** Display order within the class (0 first). */
  order: z.number().int().min(0),
  links: z.array(skillLinkSchema),
});
export type SkillTree = z.infer<typeof skillTreeSchema>;

/** How a stat's value reads: the unit the game's data gives it. */
const STAT_FORMATS = ['percent', 'seconds', 'multiplier', 'points', 'number'] as const;
export const statFormatSchema = z.enum(STAT_FORMATS);
export type StatFormat = z.infer<typeof statFormatSchema>;

/**
 * One number of a skill level, e.g. `{key: 'BladeDamage', label: 'Blade damage', value: 0.03,
 * format: 'percent'}`. A percent is a fraction (0.03 is 3%; negative is a reduction).
 */
const skillStatSchema = z.strictObject({
  /** The game's stat name: the same key means the same stat on every skill. */
  key: z.string().min(1),
  label: z.string().min(1),
  value: z.number(),
  format: statFormatSchema,
});
export type SkillStat = z.infer<typeof skillStatSchema>;

/**
 * Where a level's description comes from: `stats` when it is generated from the level's stats
 * (a patch then changes numbers, not prose), `text` when the game data gives no numbers and the
 * description is the facts' own words.
 */
const DESCRIPTION_SOURCES = ['stats', 'text'] as const;
const descriptionSourceSchema = z.enum(DESCRIPTION_SOURCES);

const skillLevelSchema = z.strictObject({
  level: z.number().int().min(1).max(3),
  /** What a player reads for this level; generated from `stats` when the source says so. */
  description: z.string().min(1),
  descriptionSource: descriptionSourceSchema,
  /** The level's numbers, in the game data's order (empty when the data gives none). */
  stats: z.array(skillStatSchema),
  /** SP cost of this level; when absent the spec's fallback cost rules apply. */
  cost: z.number().int().min(0).optional(),
  /** False when the game added this level but its effect has not been published. */
  effectKnown: z.boolean(),
});
export type SkillLevel = z.infer<typeof skillLevelSchema>;

/** Grid cell of a skill within its tree: col -2..2 around the centre, row 0 (entry) to 4 (top). */
const gridPositionSchema = z.strictObject({
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
  /** The game modes the skill exists in (most skills: both). */
  gameModes: z.array(gameModeSchema).min(1),
});
export type Skill = z.infer<typeof skillSchema>;

export const gameVersionFilesSchema = z.strictObject({
  classes: z.array(gameClassSchema),
  trees: z.array(skillTreeSchema),
  skills: z.array(skillSchema),
  /** How a character earns skill points; versions before the facts were gathered have none. */
  progression: progressionSchema.optional(),
});
export type GameVersionFiles = z.infer<typeof gameVersionFilesSchema>;

export const gameManifestSchema = z.strictObject({
  current: z.string().min(1),
  versions: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9.-]+$/),
        label: z.string().min(1),
        /**
         * The version's structural fingerprint (skills, levels, costs, links of the default
         * game mode: `gameDataChecksum` as 8 hex digits). Versions with the same fingerprint
         * hold the same builds, so a build made with one opens unchanged with the other.
         */
        structure: z
          .string()
          .regex(/^[0-9a-f]{8}$/)
          .optional(),
      }),
    )
    .min(1),
});
export type GameManifest = z.infer<typeof gameManifestSchema>;

/** One validated game version, ready for lookups. */
export interface GameData extends GameVersionFiles {
  version: string;
}
