import { z } from 'zod';
import { progressionSchema, type Progression, type Trainer } from '../src/skills/progression';

/**
 * `data/game/<version>/progression.json` from `../shared/data/progression-<version>.json`: the
 * numbers as the facts give them; the confidences read from the facts' own `confidence` lines
 * (their first letter per fact), the notes in our words.
 */

const traitSchema = z.looseObject({
  combatLevel: z.number().int(),
  skillPoints: z.number().int(),
  spiceCost: z.number().int(),
});

const progressionFactsSchema = z.looseObject({
  meta: z.looseObject({ gameVersion: z.string().min(1) }),
  characterLevels: z.looseObject({
    min: z.literal(1),
    max: z.number().int(),
    confidence: z.string(),
  }),
  combatSpecialization: z.looseObject({
    maxLevel: z.number().int(),
    traits: z.array(traitSchema),
    gate: z.array(z.string()),
    confidence: z.string(),
    totals: z.looseObject({
      byCombatLevel50: z.looseObject({ skillPoints: z.number(), spice: z.number() }),
      byCombatLevel100: z.looseObject({ skillPoints: z.number(), spice: z.number() }),
    }),
  }),
  startingAbility: z.looseObject({
    byClass: z.record(z.string(), z.string().nullable()),
    confidence: z.string(),
  }),
  unlocks: z.looseObject({
    capstoneKeysByClass: z.record(z.string(), z.array(z.string())),
    trainers: z.record(z.string(), z.looseObject({ basic: z.string(), advanced: z.string() })),
    thirdAbilitySlot: z.string(),
    confidence: z.string(),
  }),
  respec: z.looseObject({
    spiceLadder: z.array(z.number().int()),
    ladderRule: z.string(),
    where: z.array(z.string()),
    blockers: z.array(z.string()),
    confidence: z.string(),
  }),
  patches: z.array(
    z.looseObject({ version: z.string(), date: z.string(), skillChanges: z.string() }),
  ),
});
export type ProgressionFacts = z.infer<typeof progressionFactsSchema>;

/** Parses the shared progression facts (only the fields the project uses). */
export function parseProgressionFacts(raw: unknown): ProgressionFacts {
  return progressionFactsSchema.parse(raw);
}

type Confidence = Progression['respec']['confidence'];
const WEAKEST_FIRST: readonly Confidence[] = ['?', 'I', 'S', 'C'];

/**
 * A confidence letter of a facts line such as "C (points); S (Spice)": the one at `at`, or the
 * weakest when a rule rests on all of the line's facts.
 */
function confidenceOf(line: string, at: number | 'weakest' = 0): Confidence {
  const letters = [...line.matchAll(/(?:^|;\s*)([CSI?])(?=\s|$)/g)]
    .map((match) => WEAKEST_FIRST.find((letter) => letter === match[1]))
    .filter((letter) => letter !== undefined);
  const letter =
    at === 'weakest'
      ? WEAKEST_FIRST.find((weak) => letters.includes(weak))
      : (letters[at] ?? letters[0]);
  if (letter === undefined) throw new Error(`No confidence letter in "${line}"`);
  return letter;
}

/** The hours of "one step down every 6 hours" in the ladder's rule. */
function stepDownHoursOf(rule: string): number {
  const match = /every (\d+) hours/.exec(rule);
  if (!match?.[1]) throw new Error(`No step-down hours in "${rule}"`);
  return Number(match[1]);
}

/**
 * "Ghavouri, Griffin's Reach Tradepost" as a name and a place; "Derek Chinara (the same trainer;
 * …)" has no place of its own and takes `placeOf`'s, keeping the bracket as a note.
 */
function trainerOf(text: string, placeOf?: { place: string }): Trainer {
  const comma = text.indexOf(', ');
  if (comma > 0) return { name: text.slice(0, comma), place: text.slice(comma + 2) };
  const bracket = /^(.+?) \((.+)\)$/.exec(text);
  if (!bracket?.[1] || !bracket[2] || !placeOf) throw new Error(`No place in trainer "${text}"`);
  return { name: bracket[1], place: placeOf.place, note: bracket[2] };
}

function unlocksOf(facts: ProgressionFacts): Progression['unlocks'] {
  const { unlocks } = facts;
  const trial = /^Unlocked by the (.+?) \((.+?)\)\./.exec(unlocks.thirdAbilitySlot);
  if (!trial?.[1] || !trial[2]) throw new Error('No Trial of Aql in the third slot facts');
  const trainers = Object.fromEntries(
    Object.entries(unlocks.trainers).map(([slug, { basic, advanced }]) => {
      const first = trainerOf(basic);
      return [slug, { basic: first, advanced: trainerOf(advanced, first) }];
    }),
  );
  return {
    trainers,
    startingAbility: facts.startingAbility.byClass,
    capstoneKeys: unlocks.capstoneKeysByClass,
    trialOfAql: { name: trial[1], place: trial[2] },
    confidence: {
      trainers: confidenceOf(unlocks.confidence, 0),
      levels: confidenceOf(unlocks.confidence, 1),
      capstones: confidenceOf(unlocks.confidence, 2),
      startingAbility: confidenceOf(facts.startingAbility.confidence),
      trialOfAql: confidenceOf(unlocks.confidence, 0),
    },
  } as Progression['unlocks'];
}

/**
 * The project's progression file. Throws when the traits do not sum to the facts' own totals
 * at Combat 50 and 100, so a mistyped trait cannot reach a player's budget.
 */
export function buildProgression(facts: ProgressionFacts): Progression {
  const combat = facts.combatSpecialization;
  const sumTo = (level: number) =>
    combat.traits
      .filter((trait) => trait.combatLevel <= level)
      .reduce(
        (sum, trait) => ({
          skillPoints: sum.skillPoints + trait.skillPoints,
          spice: sum.spice + trait.spiceCost,
        }),
        { skillPoints: 0, spice: 0 },
      );
  for (const [level, total] of [
    [50, combat.totals.byCombatLevel50],
    [100, combat.totals.byCombatLevel100],
  ] as const) {
    const sum = sumTo(level);
    if (sum.skillPoints !== total.skillPoints || sum.spice !== total.spice) {
      throw new Error(
        `Combat traits to level ${level} sum to ${sum.skillPoints} SP and ${sum.spice} Spice; the facts say ${total.skillPoints} and ${total.spice}`,
      );
    }
  }
  return progressionSchema.parse({
    characterLevels: {
      min: facts.characterLevels.min,
      max: facts.characterLevels.max,
      // A level's points count the starting ability, the inferred part of the facts.
      confidence: confidenceOf(facts.characterLevels.confidence, 'weakest'),
      note: 'One skill point per character level from level 2; the starting ability counts as the first, so a character at level L has L skill points (that the starting ability explains the 200th is inferred).',
    },
    combat: {
      maxLevel: combat.maxLevel,
      traits: combat.traits.map(({ combatLevel, skillPoints, spiceCost }) => ({
        combatLevel,
        skillPoints,
        spiceCost,
      })),
      gate: combat.gate,
      confidence: {
        skillPoints: confidenceOf(combat.confidence, 0),
        spice: confidenceOf(combat.confidence, 1),
      },
      note: 'Only Combat specialisation adds skill points. Self-hosted servers can speed up specialisation experience, not change the points.',
    },
    respec: {
      spiceLadder: facts.respec.spiceLadder,
      stepDownHours: stepDownHoursOf(facts.respec.ladderRule),
      where: facts.respec.where,
      blockers: facts.respec.blockers,
      confidence: confidenceOf(facts.respec.confidence),
      note: 'A respec refunds every skill point at once. The ladder is that of official servers (default): self-hosted servers may set other costs. A 48-hour respec cooldown setting also ships; whether official servers use it is unknown.',
    },
    unlocks: unlocksOf(facts),
    patches: facts.patches.map(({ version, date, skillChanges }) => ({
      version,
      date,
      skillChanges,
    })),
  });
}
