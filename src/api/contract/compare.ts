import { z } from 'zod';
import { buildCharacterSchema } from '../../skills/buildSchema';
import { CLASS_SLUGS } from '../../skills/classSlugs';
import { MODIFIER_CATEGORIES } from '../../skills/modifiers';
import { classSlugSchema, gameModeSchema } from '../../skills/slugSchemas';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS } from '../../skills/tags';

/**
 * `GET /api/compare/{a}/{b}` (comparePaths.ts): two builds, each a saved build the asker may read
 * or a share code, compared on the current game data by the server (src/skills/buildCompare.ts),
 * so the page shows the comparison without the engine.
 */

/** One side as the page names it. */
const compareSideSchema = z.strictObject({
  kind: z.enum(['saved', 'code']),
  /** The build's title (a share code carries the default one). */
  title: z.string(),
  /** The saved build's author; null for a share code. */
  author: z.string().nullable(),
  /** The saved build's short public id (its viewer page); null for a share code. */
  url: z.string().nullable(),
  /** The game version the build was made with. */
  gameVersion: z.string(),
  selectedClass: classSlugSchema,
  /**
   * What moving it onto the current game data changed, one line each (migrationLines); empty
   * when it was made on the current version or nothing had to change.
   */
  migrated: z.array(z.string()),
  /** Whether it was made on another game version than the one compared on. */
  olderVersion: z.boolean(),
});
export type CompareSideAnswer = z.infer<typeof compareSideSchema>;

const classPointsSchema = z.strictObject(
  Object.fromEntries(CLASS_SLUGS.map((slug) => [slug, z.number()])) as Record<
    (typeof CLASS_SLUGS)[number],
    z.ZodNumber
  >,
);
const pointsSideSchema = z.strictObject({
  total: z.number(),
  byClass: classPointsSchema,
  cap: z.number(),
});
const skillChangeSchema = z.strictObject({
  skillId: z.number().int(),
  name: z.string(),
  classSlug: classSlugSchema.nullable(),
  treeName: z.string().nullable(),
  knownToA: z.boolean(),
  knownToB: z.boolean(),
  levelA: z.number().int(),
  levelB: z.number().int(),
});
const slotSkillSchema = z.strictObject({ skillId: z.number().int(), name: z.string() }).nullable();
const valueChange = <T extends z.ZodType>(value: T) =>
  z.strictObject({ a: value, b: value }).nullable();
const tagsDiff = <T extends readonly [string, ...string[]]>(tags: T) =>
  z.strictObject({ added: z.array(z.enum(tags)), removed: z.array(z.enum(tags)) });

/** src/skills/buildDiff.ts's BuildDiff. */
const buildDiffSchema = z.strictObject({
  skills: z.strictObject({
    added: z.array(skillChangeSchema),
    removed: z.array(skillChangeSchema),
    changed: z.array(skillChangeSchema),
  }),
  skillPoints: z.strictObject({
    a: pointsSideSchema,
    b: pointsSideSchema,
    difference: pointsSideSchema,
  }),
  modifiers: z.array(
    z.strictObject({
      category: z.enum(MODIFIER_CATEGORIES),
      name: z.string(),
      unit: z.enum(['percent', 'seconds', 'multiplier', 'none']),
      a: z.number().nullable(),
      b: z.number().nullable(),
    }),
  ),
  slots: z.array(
    z.strictObject({
      kind: z.enum(['ability', 'technique']),
      slot: z.number().int(),
      a: slotSkillSchema,
      b: slotSkillSchema,
    }),
  ),
  tags: tagsDiff(MAIN_BUILD_TAGS),
  typeTags: tagsDiff(BUILD_TYPE_TAGS),
  title: valueChange(z.string()),
  description: valueChange(z.string()),
  gameMode: valueChange(gameModeSchema),
  character: valueChange(buildCharacterSchema.nullable()),
  customCap: valueChange(z.number().nullable()),
  guide: z
    .array(z.strictObject({ kind: z.enum(['same', 'added', 'removed']), text: z.string() }))
    .nullable(),
});

const compareNodeSchema = z.strictObject({
  skillId: z.number().int(),
  name: z.string(),
  treeId: z.number().int(),
  treeName: z.string(),
  levelA: z.number().int(),
  levelB: z.number().int(),
  state: z.enum(['both', 'only-a', 'only-b', 'changed']),
});

/** src/skills/buildCompare.ts's BuildCompare. */
const buildCompareSchema = z.strictObject({
  classes: z.array(
    z.strictObject({ classSlug: classSlugSchema, nodes: z.array(compareNodeSchema) }),
  ),
  diff: buildDiffSchema,
  respec: z.strictObject({
    refund: z.number(),
    spend: z.number(),
    kept: z.number().int(),
    budget: z.number(),
    fits: z.boolean(),
    spice: z
      .strictObject({
        ladder: z.array(z.number()),
        stepDownHours: z.number(),
        confidence: z.string(),
      })
      .nullable(),
  }),
});

/** `GET /api/compare/{a}/{b}`. */
export const compareResponseSchema = z.strictObject({
  /** The game version both builds are compared on (the current one). */
  gameVersion: z.string(),
  a: compareSideSchema,
  b: compareSideSchema,
  compare: buildCompareSchema,
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;
