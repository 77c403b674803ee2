import { z } from 'zod';
import { MAX_CHARACTER_LEVEL, MAX_COMBAT_LEVEL } from '../../skills/buildLimits';
import { CLASS_SLUGS } from '../../skills/classSlugs';

// What a build's card shows besides its texts, shared by the community, author and My Builds
// answers: the server reads it from the stored build, so the lists load no game data.

/**
 * A class's slug. Built here from the slugs' list rather than imported from the game data's
 * schemas: importing one schema from there builds all forty of them, on the community list's first
 * load, where none of the others is used.
 */
export const classSlugSchema = z.enum(CLASS_SLUGS);

/** A build's status on the current game version: "valid on 1.5.3.6" or "needs attention". */
export const versionStatusSchema = z.strictObject({ valid: z.boolean(), label: z.string() });
export type VersionStatusView = z.infer<typeof versionStatusSchema>;

/** A skill in one of the build's active ability slots, as its card draws it. */
const cardAbilitySchema = z.strictObject({
  name: z.string(),
  /** The skill's icon: its symbol in its class's sprite of skill icons. */
  icon: z.string().regex(/^[a-z0-9-]+$/),
  /** The skill's tree, which names the sprite that holds the icon. */
  tree: z.number().int().positive(),
});
export type CardAbility = z.infer<typeof cardAbilitySchema>;

/** An empty slot, or a skill the current game data no longer has, is null. */
const cardSlotSchema = cardAbilitySchema.nullable();

/** The character a build is planned for, as its card names it: "Lv 60 · Combat 48". */
const cardCharacterSchema = z.strictObject({
  level: z.number().int().min(1).max(MAX_CHARACTER_LEVEL),
  combatLevel: z.number().int().min(0).max(MAX_COMBAT_LEVEL),
});
export type CardCharacter = z.infer<typeof cardCharacterSchema>;

/** The fields a build's card adds to its list answer. */
export const buildCardFactsShape = {
  /** Every class the build spends points in, its selected class first (even with none). */
  classes: z.array(classSlugSchema).min(1).max(CLASS_SLUGS.length),
  /** Its three active ability slots, in order. */
  abilities: z.tuple([cardSlotSchema, cardSlotSchema, cardSlotSchema]),
  /**
   * Its trees' thumbnail, a path named by the drawing's content hash: a Public build's is anyone's
   * (cached for good), another's only its owner's (on My Builds); null where the reader has none.
   */
  thumbnail: z.string().startsWith('/api/thumbnails/').nullable(),
  /** The character it is planned for; absent for a build that states none. */
  character: cardCharacterSchema.optional(),
};

/** What a card shows of a build's classes, abilities and trees. */
export type BuildCardFacts = z.infer<z.ZodObject<typeof buildCardFactsShape>>;
