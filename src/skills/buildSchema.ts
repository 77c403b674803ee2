import { z } from 'zod';
import { BUILD_DESCRIPTION_MAX, BUILD_GUIDE_MAX, BUILD_TITLE_MAX } from './buildText';
import {
  MAX_BUILD_SKILLS,
  MAX_CHARACTER_LEVEL,
  MAX_COMBAT_LEVEL,
  MAX_PLAN_ENTRIES,
  MAX_SKILL_LEVEL,
  MAX_SKILL_POINT_CAP,
  UNLOCK_TICKS,
} from './buildLimits';
import { emptySlots, noAdvancedTrainerAccess } from './buildDefaults';
import { visibleLine, visibleMultiline } from './visibleText';
import { classSlugSchema, gameModeSchema } from './slugSchemas';
import {
  areTypeTagsCompatible,
  BUILD_TYPE_TAGS,
  MAIN_BUILD_TAGS,
  MAX_MAIN_TAGS,
  TYPE_TAG_RULE,
} from './tags';

/**
 * The spec's "Build data" (§3) as one zod schema, shared by the planner, the import, the share
 * code and the server (which validates every saved or linked build with it). It checks shape and
 * limits only; whether the skills fit the game data is `buildProblems` in buildValidation.ts.
 * Unknown keys are stripped, never copied.
 */

export const BUILD_SHARING = ['Public', 'Private', 'Restricted', 'Exported'] as const;
export const buildSharingSchema = z.enum(BUILD_SHARING);
export type BuildSharing = z.infer<typeof buildSharingSchema>;

export const skillIdSchema = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
export const skillLevelNumberSchema = z.number().int().min(1).max(MAX_SKILL_LEVEL);

/** One allocated skill: `level` 1-3 (a skill at level 0 is simply absent). */
export const characterBuildEntrySchema = z.object({
  skillId: skillIdSchema,
  level: skillLevelNumberSchema,
});
export type CharacterBuildEntry = z.infer<typeof characterBuildEntrySchema>;

/** One step of the leveling plan; `skill` is the skill's name when the step was taken. */
export const levelingPlanEntrySchema = z.object({
  skillId: skillIdSchema,
  level: skillLevelNumberSchema,
  skill: z.string().max(200),
});
export type LevelingPlanEntry = z.infer<typeof levelingPlanEntrySchema>;

export const activeSlotsSchema = z.tuple([
  skillIdSchema.nullable(),
  skillIdSchema.nullable(),
  skillIdSchema.nullable(),
]);

export const advancedTrainerAccessSchema = z.object({
  trooper: z.boolean().default(false),
  mentat: z.boolean().default(false),
  planetologist: z.boolean().default(false),
  'bene-gesserit-acolyte': z.boolean().default(false),
  swordmaster: z.boolean().default(false),
});
export type AdvancedTrainerAccess = z.infer<typeof advancedTrainerAccessSchema>;

const unique = (list: readonly unknown[]) => new Set(list).size === list.length;

/** The longest short public id and author name an origin keeps (ids are 10, names 32). */
export const BUILD_ORIGIN_NAME_MAX = 64;

/**
 * The community build a planner build was copied from ("Open in planner"): its short public id
 * (for the link back to its viewer page), its title and its author (null when unknown). The id
 * is limited to the characters of the site's ids, so the link back can never point elsewhere.
 */
export const buildOriginSchema = z.object({
  url: z
    .string()
    .min(1)
    .max(BUILD_ORIGIN_NAME_MAX)
    .regex(/^[A-Za-z0-9_-]+$/),
  title: z.string().overwrite(visibleLine).min(1).max(BUILD_TITLE_MAX),
  author: z.string().min(1).max(BUILD_ORIGIN_NAME_MAX).nullable(),
});
export type BuildOrigin = z.infer<typeof buildOriginSchema>;

/**
 * The character a build is planned for: its level, its Combat specialisation level and the
 * skill-point traits it has not bought (by their Combat level; every open trait is bought unless
 * listed). Its budget replaces the skill point cap (characterBudget.ts).
 */
export const buildCharacterSchema = z.object({
  level: z.number().int().min(1).max(MAX_CHARACTER_LEVEL),
  combatLevel: z.number().int().min(0).max(MAX_COMBAT_LEVEL),
  skippedTraits: z
    .array(z.number().int().min(1).max(MAX_COMBAT_LEVEL))
    .max(MAX_COMBAT_LEVEL)
    .refine(unique, 'A trait appears twice.')
    .default([]),
});
export type BuildCharacter = z.infer<typeof buildCharacterSchema>;

export const unlockTicksSchema = z
  .array(z.enum(UNLOCK_TICKS))
  .refine(unique, 'A tick appears twice.');

export const buildSchema = z.object({
  buildTitle: z.string().overwrite(visibleLine).min(1).max(BUILD_TITLE_MAX),
  buildDescription: z.string().overwrite(visibleMultiline).max(BUILD_DESCRIPTION_MAX),
  buildGuide: z.string().overwrite(visibleMultiline).max(BUILD_GUIDE_MAX).default(''),
  buildTags: z
    .array(z.enum(MAIN_BUILD_TAGS))
    .max(MAX_MAIN_TAGS)
    .refine(unique, 'A tag appears twice.'),
  buildTypeTags: z
    .array(z.enum(BUILD_TYPE_TAGS))
    .refine(unique, 'A type tag appears twice.')
    .refine(areTypeTagsCompatible, TYPE_TAG_RULE)
    .default([]),
  customSkillPointCap: z.number().int().min(0).max(MAX_SKILL_POINT_CAP).nullable().default(null),
  characterBuild: z.array(characterBuildEntrySchema).max(MAX_BUILD_SKILLS),
  levellingPlan: z.array(levelingPlanEntrySchema).max(MAX_PLAN_ENTRIES).default([]),
  activeAbilities: activeSlotsSchema.default(emptySlots),
  activeTechniques: activeSlotsSchema.default(emptySlots),
  /** Unknown or missing values become Private (spec §4 "Build sharing"). */
  buildSharing: buildSharingSchema.catch('Private'),
  buildLikes: z.number().int().min(0).default(0),
  /** Total SP spent; the planner keeps it equal to the sum of the levels' costs. */
  skillpoints: z.number().int().min(0).default(0),
  selectedClass: classSlugSchema.default('trooper'),
  /** Whether the creator shows the leveling plan in the order skills were taken. */
  levelingOrder: z.boolean().default(true),
  advancedTrainerAccess: advancedTrainerAccessSchema.default(noAdvancedTrainerAccess),
  hasAllAdvancedTrainerAccess: z.boolean().default(false),
  /**
   * Where the build was copied from, kept in the build data itself (not in the planner's store)
   * so it stays with the build wherever the build goes: saved to the account, linked, exported
   * and imported again. Optional: builds from before it, and builds made from scratch, have none.
   */
  buildOrigin: buildOriginSchema.optional(),
  /**
   * The game mode the build is planned for. Optional so builds, files and share codes from
   * before game modes still load: absent means multiplayer (`buildGameMode`).
   */
  gameMode: gameModeSchema.optional(),
  /** Optional: a build that states no character plans against its cap, as builds before it. */
  character: buildCharacterSchema.optional(),
  /** Optional: builds from before the checklist have no ticks. */
  unlockTicks: unlockTicksSchema.optional(),
});
export type Build = z.infer<typeof buildSchema>;
