import { z } from 'zod';
import { classSlugSchema } from './slugSchemas';

/**
 * How a character earns skill points in one game version, as stored in
 * `data/game/<version>/progression.json`: character levels, Combat specialisation's skill-point
 * traits with their Spice, and the respec ladder. Every block says how sure the facts are.
 */

/**
 * How sure a fact is: `C` two or more sources, `S` one source, `I` inferred, `?` unknown
 * (`../shared/data/README.md`). A player sees anything but `C` marked as unsure.
 */
const CONFIDENCES = ['C', 'S', 'I', '?'] as const;
const confidenceSchema = z.enum(CONFIDENCES);
export type Confidence = z.infer<typeof confidenceSchema>;

/** One Combat trait that adds skill points: open from its Combat level, bought with Spice. */
const combatTraitSchema = z.strictObject({
  combatLevel: z.number().int().min(1),
  skillPoints: z.number().int().min(1),
  spiceCost: z.number().int().min(0),
});
export type CombatTrait = z.infer<typeof combatTraitSchema>;

/** A trainer and where to find them: "Ghavouri" at "Griffin's Reach Tradepost". */
const trainerSchema = z.strictObject({
  name: z.string().min(1),
  place: z.string().min(1),
  note: z.string().min(1).optional(),
});
export type Trainer = z.infer<typeof trainerSchema>;

const byClass = <T extends z.ZodType>(value: T) => z.record(classSlugSchema, value);

/** What opens a class's tree, its levels 2-3 and capstones, and the third ability slot. */
const unlocksSchema = z.strictObject({
  trainers: byClass(z.strictObject({ basic: trainerSchema, advanced: trainerSchema })),
  /** The ability a character of the class starts with (null: the game names none). */
  startingAbility: byClass(z.string().min(1).nullable()),
  /** The three capstone keys of a class's advanced trainer. */
  capstoneKeys: byClass(z.array(z.string().min(1)).length(3)),
  trialOfAql: z.strictObject({ name: z.string().min(1), place: z.string().min(1) }),
  confidence: z.strictObject({
    trainers: confidenceSchema,
    /** Which keys gate levels 2-3 (ranks, likely). */
    levels: confidenceSchema,
    /** Which node each capstone key opens (the top row, likely). */
    capstones: confidenceSchema,
    startingAbility: confidenceSchema,
    trialOfAql: confidenceSchema,
  }),
});

/**
 * One dated patch and its skill changes in the facts' words. The date stays as the facts give
 * it ("2026-09", "… (public test); live … on …"): never more precise than known.
 */
const patchSchema = z.strictObject({
  version: z.string().min(1),
  date: z.string().min(1),
  skillChanges: z.string().min(1),
});
export type Patch = z.infer<typeof patchSchema>;

export const progressionSchema = z
  .strictObject({
    characterLevels: z.strictObject({
      min: z.literal(1),
      max: z.number().int().min(1),
      /** One skill point per level, the starting ability's counted: level L has L points. */
      confidence: confidenceSchema,
      note: z.string().min(1),
    }),
    combat: z.strictObject({
      maxLevel: z.number().int().min(1),
      /** In ascending Combat level, one trait per level at most. */
      traits: z.array(combatTraitSchema).min(1),
      /** The steps that open the Specializations menu, in order. */
      gate: z.array(z.string().min(1)).min(1),
      confidence: z.strictObject({ skillPoints: confidenceSchema, spice: confidenceSchema }),
      note: z.string().min(1),
    }),
    respec: z.strictObject({
      /** Spice of each consecutive respec on official servers; the last step repeats. */
      spiceLadder: z.array(z.number().int().min(0)).min(1),
      /** The ladder steps down by one after this many hours without a respec. */
      stepDownHours: z.number().positive(),
      where: z.array(z.string().min(1)).min(1),
      blockers: z.array(z.string().min(1)),
      confidence: confidenceSchema,
      note: z.string().min(1),
    }),
    unlocks: unlocksSchema,
    /** The dated patches from launch to this version, oldest first. */
    patches: z.array(patchSchema).min(1),
  })
  .superRefine((progression, context) => {
    const levels = progression.combat.traits.map((trait) => trait.combatLevel);
    levels.forEach((level, at) => {
      if (at > 0 && level <= (levels[at - 1] ?? 0)) {
        context.addIssue({
          code: 'custom',
          path: ['combat', 'traits', at, 'combatLevel'],
          message: 'Traits must be in ascending Combat level, one per level.',
        });
      }
      if (level > progression.combat.maxLevel) {
        context.addIssue({
          code: 'custom',
          path: ['combat', 'traits', at, 'combatLevel'],
          message: `Above the highest Combat level (${progression.combat.maxLevel}).`,
        });
      }
    });
    const versions = progression.patches.map((patch) => patch.version);
    versions.forEach((version, at) => {
      if (versions.indexOf(version) !== at) {
        context.addIssue({
          code: 'custom',
          path: ['patches', at, 'version'],
          message: `Patch ${version} is listed twice.`,
        });
      }
    });
  });
export type Progression = z.infer<typeof progressionSchema>;
