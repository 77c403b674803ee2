/**
 * Builds the project's game data (`data/game/`) from the shared skill facts and the live export.
 *
 *   npx tsx scripts/build-game-data.ts [path/to/skill-facts.json] [--live=path/to/live.json] [--check]
 *
 * The inputs default to `../shared/data/skill-facts.json` and `../shared/data/live-1.5.3.6.json`
 * beside the repository. `--check` writes nothing and exits 1 when a committed file differs from
 * what the inputs produce.
 *
 * Where each file's facts come from (data/game/README.md says the same for readers of the data):
 * - `launch/*`: skill-facts.json's launch-era fields (levels, effects, costs, `requires`).
 * - `1.5/*`: skill-facts.json with its `_v15` fields (the six abilities that went to 3 levels).
 * - `1.5.3.6/*` (current): live-1.5.3.6.json for names, types, levels, costs, links, per-level
 *   stats and game modes (its five hidden records left out); skill-facts.json for the grid cells,
 *   the Prescience tag and the effect texts of skills the export gives no numbers for.
 * - classes' texts, skill summaries, display order: this script (our own words).
 * - `skill-ids.json`, `tree-ids.json`: the committed id lists, extended here, never renumbered.
 * - `corrections.json`: the skills whose numbers 1.5.3.6 corrected against 1.5 (the About page's
 *   "What changed" note), computed from the two facts files (scripts/skillCorrections.ts).
 * - each skill's `icon_name`, the icon sprites `src/graph/skill-icons-<class>.svg` (one per
 *   class) and `src/graph/skillIconSprites.ts` (which tree draws from which sprite): the
 *   hand-picked game-icons.net icon of scripts/skillIcons.ts, from `@iconify-json/game-icons`.
 *
 * Skill and tree ids are what saved builds and share links store, so they must never move:
 * `data/game/skill-ids.json` and `data/game/tree-ids.json` are the committed id lists, keyed by
 * the game's own identifiers (gameTag, gameBlock). Known keys keep their id; new keys get the
 * next free number; keys that disappear from the facts stay in the list so their ids are never
 * handed to another skill.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  skillTypeSchema,
  statFormatSchema,
  type ClassSlug,
  type GameClass,
  type GameManifest,
  type GameVersionFiles,
  type Skill,
  type SkillLevel,
  type SkillStat,
  type SkillTree,
} from '../src/skills/gameData';
import { formatChecksum, gameDataChecksum } from '../src/skills/checksum';
import { parseGameManifest, validateGameVersion } from '../src/skills/gameDataValidation';
import { describeLevelStats } from '../src/skills/skillStats';
import { correctedSkills, type CorrectedSkill } from './skillCorrections';
import {
  buildSkillIconSprite,
  buildSkillIconSpritesModule,
  skillIconSpriteFile,
  type ClassSkillIcons,
  type IconSet,
} from './skillIconSprite';
import { SKILL_ICONS } from './skillIcons';
import { GAME_MODES } from '../src/skills/gameModes';
import { gameModeSchema } from '../src/skills/slugSchemas';
import { buildProgression, parseProgressionFacts } from './progressionData';

// ---------------------------------------------------------------------------------------------
// The facts file (only the fields we use; the rest is documentation for people).

const factLevelSchema = z.looseObject({
  level: z.number().int().min(1),
  effect: z.string().min(1),
  cost: z.number().int().positive(),
});

const factSkillSchema = z.looseObject({
  name: z.string().min(1),
  type: skillTypeSchema,
  maxLevel: z.number().int().min(1).max(3),
  levels: z.array(factLevelSchema).min(1),
  requires: z.array(z.string()),
  gameTag: z.string().min(1),
  entryNode: z.boolean().optional(),
  needsPrescience: z.boolean().optional(),
  gameGrid: z.tuple([z.number().int(), z.number().int()]),
  maxLevel_v15: z.number().int().min(1).max(3).optional(),
  costPerLevel_v15: z.array(z.number().int().positive()).optional(),
});
type FactSkill = z.infer<typeof factSkillSchema>;

const factTreeSchema = z.looseObject({
  name: z.string().min(1),
  gameBlock: z.string().min(1),
  positions: z.record(z.string(), z.tuple([z.number(), z.number().int()])),
  skills: z.array(factSkillSchema).min(1),
});
type FactTree = z.infer<typeof factTreeSchema>;

const skillFactsSchema = z.looseObject({
  classes: z.array(
    z.looseObject({
      id: z.string().min(1),
      name: z.string().min(1),
      trees: z.array(factTreeSchema).min(1),
    }),
  ),
});
export type SkillFacts = z.infer<typeof skillFactsSchema>;

/** Reads and shape-checks the facts file. */
export function parseSkillFacts(raw: unknown): SkillFacts {
  return skillFactsSchema.parse(raw);
}

const liveSkillSchema = z.looseObject({
  gameTag: z.string().min(1),
  name: z.string().min(1),
  /** The class's name; null on the hidden records, which belong to no tree. */
  class: z.string().min(1).nullable(),
  type: skillTypeSchema,
  gameModes: z.array(gameModeSchema).min(1),
  gameGrid: z.tuple([z.number().int(), z.number().int()]),
  links: z.array(z.string().min(1)),
  maxLevel: z.number().int().min(1).max(3),
  costPerLevel: z.array(z.number().int().positive()).min(1),
  stats: z.array(z.strictObject({ key: z.string().min(1), values: z.array(z.number()) })),
  hidden: z.boolean().optional(),
});
export type LiveSkill = z.infer<typeof liveSkillSchema>;

const liveDataSchema = z.looseObject({
  meta: z.looseObject({ gameVersion: z.string().min(1) }),
  statKinds: z.record(
    z.string(),
    z.strictObject({ label: z.string().min(1), unit: statFormatSchema }),
  ),
  skills: z.array(liveSkillSchema).min(1),
});
export type LiveData = z.infer<typeof liveDataSchema>;

/** Reads and shape-checks the live game export (`live-<version>.json`). */
export function parseLiveData(raw: unknown): LiveData {
  return liveDataSchema.parse(raw);
}

// ---------------------------------------------------------------------------------------------
// What the facts do not say, or say differently from the spec: our own words and the spec's
// names, ids and display order.

interface ClassDefinition {
  id: number;
  slug: ClassSlug;
  factsId: string;
  name: string;
  description: string;
  /** Display order of the class's trees, by the facts' tree names. */
  trees: readonly string[];
}

const CLASS_DEFINITIONS: readonly ClassDefinition[] = [
  {
    id: 1,
    slug: 'trooper',
    factsId: 'trooper',
    name: 'Trooper',
    description:
      'A soldier who settles fights with firepower and gadgets. Gunnery sharpens rifles, scatterguns and heavy weapons, Suspensor Training bends gravity with thrown fields and airborne attacks, and Tactical Tech brings the grappling claw, grenades and seeker drones.',
    trees: ['Gunnery', 'Suspensor Training', 'Tactical Tech'],
  },
  {
    id: 2,
    slug: 'mentat',
    factsId: 'mentat',
    name: 'Mentat',
    description:
      'A calculating marksman who plans every engagement. Mental Calculus rewards precise shooting and careful upkeep of gear, Assassination works with poison, darts and hunter-seeker drones, and Tactician controls the battlefield with shield walls, mines and decoys.',
    trees: ['Mental Calculus', 'Assassination', 'Tactician'],
  },
  {
    id: 3,
    slug: 'planetologist',
    factsId: 'planetologist',
    name: 'Planetologist',
    description:
      'A scientist and explorer who gets the most out of the desert. Scientist improves gathering and power use, Explorer helps with scouting, climbing and surviving in the open sand, and Mechanic keeps vehicles running longer on less fuel.',
    trees: ['Scientist', 'Explorer', 'Mechanic'],
  },
  {
    id: 4,
    slug: 'bene-gesserit-acolyte',
    factsId: 'bene-gesserit',
    name: 'Bene Gesserit Acolyte',
    description:
      'An adept of body and mind who fights up close and bends enemies with a word. Weirding Way adds swift, precise blade work, The Voice commands foes to come closer, stop or look away, and Body Control hardens the body against poison, sun and injury.',
    trees: ['Weirding Way', 'The Voice', 'Body Control'],
  },
  {
    id: 5,
    slug: 'swordmaster',
    factsId: 'swordmaster',
    name: 'Swordmaster',
    description:
      'A duelist who lives for melee combat. The Blade improves blade damage, parries and sweeping attacks, The Will builds resilience through stances and steady footing, and The Way drives aggressive charges backed by stamina and battle cries.',
    trees: ['The Blade', 'The Will', 'The Way'],
  },
];

/**
 * One short sentence per skill in our own words, keyed by gameTag so a rename in the facts
 * does not lose it. Written from the effects; the numbers stay in the per-level descriptions.
 */
const SKILL_SUMMARIES: Readonly<Record<string, string>> = {
  // Trooper: Gunnery
  'Skills.Attribute.Weaponry1': 'raises damage with all ranged weapons',
  'Skills.Attribute.Weaponry2': 'raises disruptor weapon damage',
  'Skills.Perk.BodyShots': 'trades headshot damage for extra body-shot, blade and shield damage',
  'Skills.Perk.HeavyWeaponNaib': 'eases the movement slow of carrying a heavy weapon',
  'Skills.Attribute.Weaponry3': 'raises scattergun damage',
  'Skills.Attribute.Weaponry4': 'slows the wear on your weapons and tools',
  'Skills.Attribute.Weaponry5': 'raises heavy weapon damage',
  'Skills.Attribute.Weaponry6':
    'reduces the maximum durability lost when repairing weapons and tools',
  'Skills.Ability.EnergyCapsule': 'briefly boosts your ranged damage',
  // Trooper: Suspensor Training
  'Skills.Ability.SuspensorGrenade_Reduction': 'throws a field that cancels gravity inside it',
  'Skills.Perk.SuspensorDash': 'lets you dash in mid-air while suspended, using suspensor power',
  'Skills.Ability.SuspensorGrenade_Amplification':
    'throws a field of heavy gravity that slows enemies and projectiles and drains power',
  'Skills.Attribute.SuspensorTech1': 'lowers the power drain of your suspensor belt',
  'Skills.Perk.DeathFromAbove': 'raises weapon damage while you float in the air',
  'Skills.Ability.CollapseGrenade': 'throws a field that pulls enemies together and stuns them',
  'Skills.Ability.SuspensorBlast':
    'releases a charged blast that damages, knocks back and slows nearby enemies',
  // Trooper: Tactical Tech
  'Skills.Ability.CablePull': 'fires a grapple that pulls you to a surface; range grows with level',
  'Skills.Ability.FragGrenade': 'throws a grenade that explodes for area damage',
  'Skills.Perk.TrooperCooldowns': 'shortens the cooldowns of Trooper abilities',
  'Skills.Ability.AssaultSeeker': 'launches an explosive drone that flies straight ahead',
  'Skills.Ability.MagneticAttractor': 'tags an enemy with a field that pulls shots into it',
  'Skills.Spice.GadgetReload':
    'reloads your weapon instantly when you throw a grenade or place a mine',
  // Mentat: Mental Calculus
  'Skills.Ability.TurretSeeker': 'deploys a dart turret that fires at anything that moves',
  'Skills.Attribute.MentalCalculus1': 'slows the wear on your garments',
  'Skills.Attribute.MentalCalculus2': 'raises damage with all ranged weapons',
  'Skills.Attribute.MentalCalculus3': 'reduces the maximum durability lost when repairing garments',
  'Skills.Perk.HeadShots': 'raises headshot damage',
  'Skills.Attribute.MentalCalculus4': 'raises pistol damage',
  'Skills.Perk.ExploitWeakness':
    'reveals a weak point on unshielded enemies you shoot, which then takes extra damage',
  'Skills.Attribute.MentalCalculus5': 'raises rifle damage',
  'Skills.Perk.ShieldWeakpoint':
    "exposes a weak spot on enemy shields; hitting it drains the target's power faster",
  // Mentat: Assassination
  'Skills.Ability.PoisonCapsuleLauncher': 'launches a capsule that bursts into a poison cloud',
  'Skills.Ability.PoisonMine': 'places a mine that releases a poison cloud when you trigger it',
  'Skills.Attribute.Assassination1': 'raises headshot damage',
  'Skills.Attribute.Assassination2': 'raises damage when you shoot enemies in the back',
  'Skills.Perk.PoisonTooth': 'releases a poison cloud when you die',
  'Skills.Ability.StunDart': 'fires a sedative dart that stuns the target',
  'Skills.Ability.HunterSeeker': 'sends a piloted drone to strike one target for heavy damage',
  // Mentat: Tactician
  'Skills.Ability.SuspensorWall': 'raises a low shield cover that slows enemies passing through it',
  'Skills.Ability.SuspensorMine_Amplification':
    'places a mine that makes gravity heavier, slowing enemies and draining power',
  'Skills.Ability.SolidoDecoy': 'projects a holographic decoy to draw enemy attention',
  'Skills.Ability.SuspensorMine_Reduction': 'places a mine that cancels gravity around it',
  'Skills.Perk.IronWill': 'lets you resist the Voice at a stamina cost',
  'Skills.Ability.PortableGenerator':
    'places a generator that recharges the power of nearby allies',
  // Planetologist: Scientist
  'Skills.Attribute.Scientist1': 'raises the resources you gather with a cutteray',
  'Skills.Attribute.Scientist2': 'raises the water you collect with a dew reaper',
  'Skills.Attribute.Scientist3': 'speeds up power pack recharging',
  'Skills.Attribute.Scientist4': 'raises the bonus yield of analysis mode',
  'Skills.Attribute.Scientist5': 'raises compactor yield',
  'Skills.Science.m_PowerMax': 'raises your maximum power',
  'Skills.Perk.BatteryExpert': 'lowers the power that every action uses',
  // Planetologist: Explorer
  'Skills.Ability.SuspensorPad': 'drops a pad that launches you and others into the air',
  'Skills.Attribute.Explorer1': 'lets you draw sinkcharts of the areas you have surveyed',
  'Skills.Attribute.Explorer2': 'lowers the stamina drain of climbing',
  'Skills.Attribute.Explorer3': 'extends the detection range of your hand scanner',
  'Skills.Attribute.Explorer4': 'improves the water your stillsuit reclaims',
  'Skills.Attribute.Explorer5': 'shows how dense a spice bed is when you survey it',
  // Planetologist: Mechanic
  'Skills.Attribute.Driver1': 'reduces the maximum durability lost when repairing vehicle parts',
  'Skills.Attribute.Driver2': 'lowers the fuel use of ground vehicles',
  'Skills.Attribute.Driver3': 'raises the yield of vehicle-mounted cutterays',
  'Skills.Attribute.Driver4': 'extends the range of vehicle scanners',
  'Skills.Attribute.Driver5': 'lowers the fuel use of ornithopters',
  'Skills.Attribute.Driver6': 'raises the spice a sandcrawler collects',
  'Skills.Spice.VehicleHeat': 'lowers the heat your vehicles build up',
  // Bene Gesserit: Weirding Way
  'Skills.Ability.Hypersprint': 'unleashes a short burst of running speed',
  'Skills.Perk.Backstabber': 'raises damage against stunned, staggered or knocked-back enemies',
  'Skills.Attribute.WeirdingWay1': 'raises damage with all blades',
  'Skills.Attribute.WeirdingWay2': 'raises short blade damage',
  'Skills.Ability.BinduNerveStrike': 'lands a quick series of strikes that stagger the target',
  'Skills.Ability.WeirdingStep': 'moves you behind an enemy that is stunned or ignoring you',
  'Skills.Spice.BinduDodge':
    'after a successful parry, lets darts and blade attacks pass through you',
  // Bene Gesserit: The Voice
  'Skills.Ability.VoiceCompel': 'uses the Voice to pull a target toward you',
  'Skills.Ability.Blindspot': 'uses the Voice to make a target act as if you were not there',
  'Skills.Attribute.Manipulation1': 'shortens the cooldowns of Voice abilities',
  'Skills.Perk.VoiceAnalysis': 'registers Voice targets faster',
  'Skills.Ability.VoiceStop': 'uses the Voice to stop enemies in a cone from acting',
  'Skills.Spice.VoiceSplash': 'staggers the enemies around your registered Voice target',
  // Bene Gesserit: Body Control
  'Skills.Attribute.SelfControl1': 'lets your health regenerate further after heavy damage',
  'Skills.Perk.RegenCap': 'raises both how far and how fast your health regenerates',
  'Skills.Attribute.SelfControl2': 'slows the build-up of sunstroke',
  'Skills.Attribute.SelfControl3': 'raises your maximum health',
  'Skills.Attribute.SelfControl4': 'strengthens the healing you apply to yourself',
  'Skills.Attribute.SelfControl5': 'slows the build-up of poison',
  'Skills.Perk.BinduStability': 'reduces the poise damage you take',
  'Skills.Perk.MetabolizePoison': 'reduces the poison damage you take',
  'Skills.Ability.LitanyAgainstFear':
    'steels you and nearby allies with more armor and less poise damage for a while',
  // Swordmaster: The Blade
  'Skills.Attribute.Blade1': 'raises damage with all blades',
  'Skills.Perk.MeleeChain': 'boosts your next melee attack after a melee kill',
  'Skills.Ability.RiposteInjure':
    'takes a parry stance whose counter hits hard and makes the attacker bleed',
  'Skills.Attribute.Blade2': 'raises long blade damage',
  'Skills.Ability.Whirlwind': 'spins into an attack that hits everything around you',
  'Skills.Ability.RiposteBreak':
    "takes a parry stance whose counter hits hard and weakens the attacker's damage",
  'Skills.Spice.ParryBoost': "makes your parries lower the enemy's damage mitigation",
  // Swordmaster: The Will
  'Skills.Ability.DeflectionSlow':
    'takes a stance that deflects incoming darts while your stamina lasts',
  'Skills.Attribute.Resolve1': 'slows the build-up of bleeding',
  'Skills.Perk.ToughLunge': 'raises damage mitigation shortly after a lunge or sprint attack',
  'Skills.Attribute.Resolve2': 'reduces the poise damage you take',
  'Skills.Attribute.UnstoppableAttacks': 'grants damage mitigation during difficult attacks',
  'Skills.Perk.ThriveOnDanger':
    'at low health, lowers stamina costs and poise damage and speeds up health regeneration',
  // Swordmaster: The Way
  'Skills.Ability.KneeCharge':
    'charges into a knee strike that deals damage and heavy poise damage',
  'Skills.Attribute.Aggression1': 'strengthens the instant healing of healkits',
  'Skills.Attribute.Aggression2': 'grants extra stamina while you are well hydrated',
  'Skills.Ability.CripplingStrike':
    'lands a low strike that slows the target and makes its dashes cost more stamina',
  'Skills.Perk.SprintStamina': 'speeds up stamina recovery',
  'Skills.Ability.BattleCry': 'raises melee damage for you and nearby allies for a while',
  'Skills.Attribute.Aggression3': 'raises your maximum stamina',
  'Skills.Attribute.Aggression4': 'reduces the maximum stamina you lose while dehydrated',
  'Skills.Spice.ShadowStrike': 'makes your next strike after any Swordmaster ability hit twice',
};

interface VersionDefinition {
  id: string;
  label: string;
  /**
   * Where the version's skills come from: the live export, or the facts file with (`facts-1.5`)
   * or without (`facts-launch`) its `_v15` values.
   */
  source: 'live' | 'facts-1.5' | 'facts-launch';
}

/**
 * Newest first. `1.5` stays as an older version although `1.5.3.6` has the same structure:
 * builds saved and share codes made with it name it, and its numbers are what those players saw
 * (the manifest's `structure` lets them open with the current data, without a notice).
 */
const VERSIONS: readonly VersionDefinition[] = [
  { id: '1.5.3.6', label: 'Update 1.5.3.6', source: 'live' },
  { id: '1.5', label: 'Update 1.5', source: 'facts-1.5' },
  { id: 'launch', label: 'Launch', source: 'facts-launch' },
];
const CURRENT_VERSION = '1.5.3.6';
/** The current version before 1.5.3.6: what the "What changed" note compares with. */
const PREVIOUS_VERSION = '1.5';

/** Single-player worlds came with update 1.5: at launch every skill was multiplayer only. */
const LAUNCH_GAME_MODES: Skill['gameModes'] = ['multiplayer'];
/** The facts file has no per-mode records: its 1.5 skills are taken to exist in both modes. */
const FACTS_GAME_MODES: Skill['gameModes'] = ['multiplayer', 'singleplayer'];

/**
 * The export's UI_ stats repeat another stat of the same skill in the form the game displays.
 * One of each pair is shown: the percentage (what the game's tooltip and our facts say), and the
 * UI_ form when both are percentages. Keyed by the UI_ key; the value is its twin's key.
 */
const UI_STAT_TWINS: Readonly<Record<string, string>> = {
  UI_AnalysisModeYield: 'CutterayHighEngagementYield',
  UI_BleedTolerance: 'BleedStatusTolerance',
  UI_HealingRegenLimit: 'HealingRegenMaxPctMult',
  UI_HealingRegenRate: 'HealingRegenPerTick',
  UI_PoisonTolerance: 'PoisonStatusTolerance',
};

/** Said plainly instead of guessing: the 1.5 data gives these levels' costs, not their effects. */
export const UNPUBLISHED_LEVEL_DESCRIPTION =
  'Effect not yet published: update 1.5 added this level.';

// ---------------------------------------------------------------------------------------------
// Stable ids.

const skillIdEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  gameTag: z.string().min(1),
  name: z.string().min(1),
});
export type SkillIdEntry = z.infer<typeof skillIdEntrySchema>;

const treeIdEntrySchema = z.strictObject({
  id: z.number().int().positive(),
  gameBlock: z.string().min(1),
  name: z.string().min(1),
});
export type TreeIdEntry = z.infer<typeof treeIdEntrySchema>;

/** Parses a committed id list and refuses one that could hand two keys the same id. */
function parseIdList<T extends { id: number }>(
  file: string,
  schema: z.ZodType<T>,
  keyOf: (entry: T) => string,
  raw: unknown,
): T[] {
  const list = z.array(schema).parse(raw);
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const entry of list) {
    if (ids.has(entry.id)) throw new Error(`${file}: id ${entry.id} is listed twice`);
    if (keys.has(keyOf(entry))) throw new Error(`${file}: "${keyOf(entry)}" is listed twice`);
    ids.add(entry.id);
    keys.add(keyOf(entry));
  }
  return list;
}

/** Parses `data/game/skill-ids.json`. */
export function parseSkillIds(raw: unknown): SkillIdEntry[] {
  return parseIdList('skill-ids.json', skillIdEntrySchema, (e) => e.gameTag, raw);
}

/** Parses `data/game/tree-ids.json`. */
export function parseTreeIds(raw: unknown): TreeIdEntry[] {
  return parseIdList('tree-ids.json', treeIdEntrySchema, (e) => e.gameBlock, raw);
}

/**
 * Keeps every committed id, gives new keys the next free numbers in the order given, and keeps
 * retired keys so their ids stay taken. Names follow the facts, since they may be corrected.
 */
function assignIds<T extends { id: number; name: string }>(
  committed: readonly T[],
  wanted: readonly { key: string; name: string }[],
  keyOf: (entry: T) => string,
  make: (id: number, key: string, name: string) => T,
): T[] {
  const byKey = new Map(committed.map((entry) => [keyOf(entry), entry]));
  let next = committed.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  for (const { key, name } of wanted) {
    const known = byKey.get(key);
    byKey.set(key, make(known ? known.id : next++, key, name));
  }
  return [...byKey.values()].sort((a, b) => a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Building.

export interface BuiltGameData {
  manifest: GameManifest;
  /** Version id → the three files of that version. */
  versions: Map<string, GameVersionFiles>;
  skillIds: SkillIdEntry[];
  treeIds: TreeIdEntry[];
  /** Oddities in the facts that do not stop the build. */
  warnings: string[];
}

/** The skill's hand-picked icon (scripts/skillIcons.ts); a skill without one stops the build. */
export function skillIconOf(gameTag: string): string {
  const icon = SKILL_ICONS[gameTag];
  if (!icon) throw new Error(`No icon for ${gameTag}: add one to scripts/skillIcons.ts`);
  return icon;
}

/** Where the build writes the skill icons' sprites and their module, from the repository root. */
export const SKILL_ICON_DIR = 'src/graph';

/** The module that maps each tree to its class's sprite (the client imports it). */
export const SKILL_ICON_SPRITES_MODULE = `${SKILL_ICON_DIR}/skillIconSprites.ts`;

/** The game-icons.net collection, read from its package: data for this script, never bundled. */
export function readGameIcons(): IconSet {
  const require = createRequire(import.meta.url);
  return readJson(require.resolve('@iconify-json/game-icons/icons.json')) as IconSet;
}

/**
 * Each class's icons and trees over every built version, by slug. The client picks a sprite by
 * the skill's tree, so a tree that moved to another class between versions stops the build.
 */
export function classSkillIcons(built: BuiltGameData): ClassSkillIcons[] {
  const byClass = new Map<string, { iconNames: Set<string>; treeIds: Set<number> }>();
  const classOfTree = new Map<number, string>();
  for (const [version, data] of built.versions) {
    const slugOfClass = new Map(data.classes.map((c) => [c.id, c.slug]));
    for (const tree of data.trees) {
      const slug = slugOfClass.get(tree.classId);
      if (!slug) throw new Error(`${version}: tree ${tree.id} has no class ${tree.classId}`);
      const before = classOfTree.get(tree.id);
      if (before !== undefined && before !== slug) {
        throw new Error(
          `Tree ${tree.id} is ${before}'s in one version and ${slug}'s in ${version}`,
        );
      }
      classOfTree.set(tree.id, slug);
      const entry = byClass.get(slug) ?? { iconNames: new Set(), treeIds: new Set() };
      entry.treeIds.add(tree.id);
      byClass.set(slug, entry);
    }
    for (const skill of data.skills) {
      const slug = classOfTree.get(skill.treeId);
      const entry = slug === undefined ? undefined : byClass.get(slug);
      if (!entry) throw new Error(`${version}: ${skill.name} has no tree ${skill.treeId}`);
      entry.iconNames.add(skill.icon_name);
    }
  }
  return [...byClass]
    .map(([slug, { iconNames, treeIds }]) => ({
      slug,
      iconNames: [...iconNames].sort(),
      treeIds: [...treeIds].sort((a, b) => a - b),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The texts of the skill icons' files (path from the repository root → text): sprites, module. */
export function skillIconFilesOf(
  built: BuiltGameData,
  icons: IconSet = readGameIcons(),
): Map<string, string> {
  const classes = classSkillIcons(built);
  return new Map([
    ...classes.map((c): [string, string] => [
      `${SKILL_ICON_DIR}/${skillIconSpriteFile(c.slug)}`,
      buildSkillIconSprite(icons, c.iconNames),
    ]),
    [SKILL_ICON_SPRITES_MODULE, buildSkillIconSpritesModule(classes)],
  ]);
}

/** `data/game/corrections.json`: which skills the current version corrected, and against what. */
export interface GameDataCorrections {
  version: string;
  comparedWith: string;
  skills: CorrectedSkill[];
}

/**
 * The skills whose numbers the live export corrected against the facts file the 1.5 version was
 * built from, comparing the stats the game data shows.
 */
export function buildCorrections(facts: SkillFacts, live: LiveData): GameDataCorrections {
  const factSkills = facts.classes.flatMap((c) => c.trees.flatMap((t) => t.skills));
  const liveShown = treeSkillsOf(live).map((record) => {
    const shown = shownStatKeys(record, live.statKinds);
    return { ...record, stats: record.stats.filter((stat) => shown.includes(stat.key)) };
  });
  return {
    version: CURRENT_VERSION,
    comparedWith: PREVIOUS_VERSION,
    skills: correctedSkills(factSkills, liveShown),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeSkill(fact: FactSkill): string {
  const summary = SKILL_SUMMARIES[fact.gameTag];
  if (summary === undefined) {
    throw new Error(`No summary for ${fact.gameTag} ("${fact.name}"): add one to SKILL_SUMMARIES`);
  }
  const prescience = fact.needsPrescience === true ? ' Needs Prescience.' : '';
  return `${fact.type}: ${summary}.${prescience}`;
}

/** The stats of a live record that are shown: every stat but one of each UI_ pair. */
export function shownStatKeys(live: LiveSkill, statKinds: LiveData['statKinds']): string[] {
  const keys = live.stats.map((stat) => stat.key);
  const hidden = new Set<string>();
  for (const key of keys) {
    const twin = UI_STAT_TWINS[key];
    if (key.startsWith('UI_') && twin === undefined) {
      throw new Error(`${live.name} (${live.gameTag}): ${key} has no twin in UI_STAT_TWINS`);
    }
    if (twin === undefined || !keys.includes(twin)) continue;
    const uiIsPercent = statKinds[key]?.unit === 'percent';
    const twinIsPercent = statKinds[twin]?.unit === 'percent';
    hidden.add(!uiIsPercent && twinIsPercent ? key : twin);
  }
  return keys.filter((key) => !hidden.has(key));
}

/** The levels of a live record: stats per level, the description generated from them. */
function buildLiveLevels(
  live: LiveSkill,
  fact: FactSkill | undefined,
  statKinds: LiveData['statKinds'],
): SkillLevel[] {
  const where = `${live.name} (${live.gameTag})`;
  if (live.costPerLevel.length !== live.maxLevel) {
    throw new Error(`${where}: maxLevel ${live.maxLevel} but ${live.costPerLevel.length} costs`);
  }
  const shown = shownStatKeys(live, statKinds);
  return live.costPerLevel.map((cost, i): SkillLevel => {
    const stats = live.stats
      .filter((stat) => shown.includes(stat.key))
      .map((stat): SkillStat => {
        const kind = statKinds[stat.key];
        const value = stat.values[i];
        if (!kind) throw new Error(`${where}: stat ${stat.key} is not in statKinds`);
        if (value === undefined || stat.values.length !== live.maxLevel) {
          throw new Error(`${where}: stat ${stat.key} needs ${live.maxLevel} values`);
        }
        return { key: stat.key, label: kind.label, value, format: kind.unit };
      });
    if (stats.length > 0) {
      return {
        level: i + 1,
        description: describeLevelStats(stats),
        descriptionSource: 'stats',
        stats,
        cost,
        effectKnown: true,
      };
    }
    // No numbers in the export: the facts' own words, when they describe this level.
    const effect = fact?.levels[i]?.effect ?? fact?.levels[0]?.effect;
    return {
      level: i + 1,
      description: effect ? capitalise(effect) : UNPUBLISHED_LEVEL_DESCRIPTION,
      descriptionSource: 'text',
      stats: [],
      cost,
      effectKnown: effect !== undefined,
    };
  });
}

function buildLevels(fact: FactSkill, version: VersionDefinition): SkillLevel[] {
  const where = `${fact.name} (${fact.gameTag})`;
  if (fact.levels.length !== fact.maxLevel) {
    throw new Error(`${where}: maxLevel ${fact.maxLevel} but ${fact.levels.length} levels`);
  }
  const known = fact.levels.map((level) => ({
    description: capitalise(level.effect),
    descriptionSource: 'text' as const,
    stats: [],
    cost: level.cost,
  }));
  if (
    version.source !== 'facts-1.5' ||
    (fact.maxLevel_v15 === undefined && !fact.costPerLevel_v15)
  ) {
    return known.map((level, i) => ({ level: i + 1, ...level, effectKnown: true }));
  }

  const maxLevel = fact.maxLevel_v15 ?? fact.maxLevel;
  const costs = fact.costPerLevel_v15;
  // Never invent a cost: a level the update added must come with its published cost.
  if (!costs || costs.length !== maxLevel) {
    throw new Error(
      `${where}: maxLevel_v15 ${maxLevel} needs costPerLevel_v15 with ${maxLevel} costs`,
    );
  }
  if (maxLevel < known.length) {
    throw new Error(`${where}: maxLevel_v15 ${maxLevel} is below the launch level count`);
  }
  return costs.map((cost, i) => {
    const launch = known[i];
    return launch
      ? {
          level: i + 1,
          description: launch.description,
          descriptionSource: 'text',
          stats: [],
          cost,
          effectKnown: true,
        }
      : {
          level: i + 1,
          description: UNPUBLISHED_LEVEL_DESCRIPTION,
          descriptionSource: 'text',
          stats: [],
          cost,
          effectKnown: false,
        };
  });
}

/** The tree's undirected links, each once as [lower id, higher id], from both sides' lists. */
function buildLinks(
  tree: FactTree,
  skillIdOf: (fact: FactSkill) => number,
  warnings: string[],
): [number, number][] {
  const byName = new Map(tree.skills.map((s) => [s.name, s]));
  const links = new Map<string, [number, number]>();
  for (const skill of tree.skills) {
    for (const name of skill.requires) {
      const other = byName.get(name);
      if (!other) throw new Error(`${tree.name}: "${skill.name}" requires unknown skill "${name}"`);
      // Entry nodes list nothing (they need only the tree), so only other one-sided lists are odd.
      if (!other.requires.includes(skill.name) && other.entryNode !== true) {
        warnings.push(
          `${tree.name}: "${skill.name}" lists "${name}" but not the other way round (link kept)`,
        );
      }
      const [a, b] = [skillIdOf(skill), skillIdOf(other)].sort((x, y) => x - y) as [number, number];
      links.set(`${a}-${b}`, [a, b]);
    }
  }
  return [...links.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/** The live records that are skills of a tree: the hidden ones belong to none. */
function treeSkillsOf(live: LiveData): LiveSkill[] {
  return live.skills.filter((skill) => skill.hidden !== true);
}

/** A fact skill's place: its tree and cell, found by the game's grid cell and class for twins. */
interface Placement {
  definition: ClassDefinition;
  tree: FactTree;
  fact: FactSkill;
}

/** Links from the live records' neighbour lists (symmetric in the game), each once. */
function buildLiveLinks(
  records: readonly LiveSkill[],
  skillIdByTag: ReadonlyMap<string, number>,
): [number, number][] {
  const tags = new Set(records.map((r) => r.gameTag));
  const links = new Map<string, [number, number]>();
  for (const record of records) {
    for (const tag of record.links) {
      if (!tags.has(tag)) throw new Error(`${record.gameTag} links ${tag}, not of its tree`);
      const ids = [skillIdByTag.get(record.gameTag) ?? 0, skillIdByTag.get(tag) ?? 0];
      const [a, b] = ids.sort((x, y) => x - y) as [number, number];
      links.set(`${a}-${b}`, [a, b]);
    }
  }
  return [...links.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/** Turns the facts and the live export into the files of every version, keeping committed ids. */
export function buildGameData(
  facts: SkillFacts,
  live: LiveData,
  committed: { skillIds: readonly SkillIdEntry[]; treeIds: readonly TreeIdEntry[] },
): BuiltGameData {
  const warnings: string[] = [];
  const factClasses = new Map(facts.classes.map((c) => [c.id, c]));
  for (const id of factClasses.keys()) {
    if (!CLASS_DEFINITIONS.some((c) => c.factsId === id)) {
      throw new Error(`Facts class "${id}" has no entry in CLASS_DEFINITIONS`);
    }
  }

  // Trees in display order, class by class: the order first-time tree ids are handed out in.
  const orderedTrees = CLASS_DEFINITIONS.flatMap((definition) => {
    const factClass = factClasses.get(definition.factsId);
    if (!factClass) throw new Error(`Facts have no class "${definition.factsId}"`);
    const names = factClass.trees.map((t) => t.name);
    if ([...names].sort().join('|') !== [...definition.trees].sort().join('|')) {
      throw new Error(
        `${definition.name}: facts trees [${names.join(', ')}] differ from the display order [${definition.trees.join(', ')}]`,
      );
    }
    return definition.trees.map((name, order) => ({
      definition,
      order,
      tree: factClass.trees.find((t) => t.name === name) as FactTree,
    }));
  });

  // Where each live record sits: its own fact by gameTag, else (a record of one game mode
  // only) the fact of the same class in the same game grid cell, whose twin it is.
  const placements = new Map<string, Placement>();
  const factByTag = new Map<string, Placement>();
  for (const { definition, tree } of orderedTrees) {
    for (const fact of tree.skills) factByTag.set(fact.gameTag, { definition, tree, fact });
  }
  const liveSkills = treeSkillsOf(live);
  for (const record of liveSkills) {
    const own = factByTag.get(record.gameTag);
    const twin =
      own ??
      [...factByTag.values()].find(
        ({ definition, fact }) =>
          definition.name === record.class &&
          JSON.stringify(fact.gameGrid) === JSON.stringify(record.gameGrid),
      );
    if (!twin) throw new Error(`Live record ${record.gameTag} matches no skill of the facts`);
    placements.set(record.gameTag, twin);
  }
  for (const tag of factByTag.keys()) {
    if (!placements.has(tag)) throw new Error(`Facts skill ${tag} is not in the live export`);
  }

  const treeIds = assignIds(
    committed.treeIds,
    orderedTrees.map(({ tree }) => ({ key: tree.gameBlock, name: tree.name })),
    (e) => e.gameBlock,
    (id, gameBlock, name) => ({ id, gameBlock, name }),
  );
  // First-time skill ids follow the facts file's order, as the ids were first handed out; the
  // live export's own records (a mode's twin) come after, in the export's order.
  const factSkills = facts.classes.flatMap((c) => c.trees.flatMap((t) => t.skills));
  const skillIds = assignIds(
    committed.skillIds,
    [
      ...factSkills.map((s) => ({ key: s.gameTag, name: s.name })),
      ...liveSkills
        .filter((s) => !factByTag.has(s.gameTag))
        .map((s) => ({ key: s.gameTag, name: s.name })),
    ],
    (e) => e.gameTag,
    (id, gameTag, name) => ({ id, gameTag, name }),
  );
  const treeIdByBlock = new Map(treeIds.map((e) => [e.gameBlock, e.id]));
  const skillIdByTag = new Map(skillIds.map((e) => [e.gameTag, e.id]));
  const treeIdOf = (tree: FactTree) => treeIdByBlock.get(tree.gameBlock) ?? 0;
  const skillIdOf = (skill: FactSkill) => skillIdByTag.get(skill.gameTag) ?? 0;

  const classes: GameClass[] = CLASS_DEFINITIONS.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    imageUrl: `/images/classes/${c.slug}.svg`,
    // No verified video yet: the class page then shows 'Video coming soon'.
    videoUrl: null,
  }));

  const factsTrees: SkillTree[] = orderedTrees
    .map(({ definition, order, tree }) => ({
      id: treeIdOf(tree),
      classId: definition.id,
      name: tree.name,
      order,
      links: buildLinks(tree, skillIdOf, warnings),
    }))
    .sort((a, b) => a.id - b.id);

  const liveTrees: SkillTree[] = orderedTrees
    .map(({ definition, order, tree }) => ({
      id: treeIdOf(tree),
      classId: definition.id,
      name: tree.name,
      order,
      links: buildLiveLinks(
        liveSkills.filter((r) => placements.get(r.gameTag)?.tree === tree),
        skillIdByTag,
      ),
    }))
    .sort((a, b) => a.id - b.id);

  const factSkillOf = (tree: FactTree, fact: FactSkill, version: VersionDefinition): Skill => {
    const cell = tree.positions[fact.name];
    if (!cell) throw new Error(`${tree.name}: no position for "${fact.name}"`);
    return {
      id: skillIdOf(fact),
      name: fact.name,
      type: fact.type,
      description: describeSkill(fact),
      icon_name: skillIconOf(fact.gameTag),
      treeId: treeIdOf(tree),
      levels: buildLevels(fact, version),
      position: { col: cell[0], row: cell[1] },
      gameTag: fact.gameTag,
      prescience: fact.needsPrescience ?? false,
      gameModes: version.source === 'facts-launch' ? LAUNCH_GAME_MODES : FACTS_GAME_MODES,
    };
  };

  const liveSkillOf = (record: LiveSkill): Skill => {
    const placement = placements.get(record.gameTag);
    if (!placement) throw new Error(`${record.gameTag} has no place`);
    const { tree, fact } = placement;
    const own = fact.gameTag === record.gameTag ? fact : undefined;
    const cell = tree.positions[fact.name];
    if (!cell) throw new Error(`${tree.name}: no position for "${fact.name}"`);
    return {
      id: skillIdByTag.get(record.gameTag) ?? 0,
      name: record.name,
      type: record.type,
      description: describeSkill({ ...fact, type: record.type }),
      icon_name: skillIconOf(record.gameTag),
      treeId: treeIdOf(tree),
      levels: buildLiveLevels(record, own ?? fact, live.statKinds),
      position: { col: cell[0], row: cell[1] },
      gameTag: record.gameTag,
      prescience: fact.needsPrescience ?? false,
      gameModes: [...record.gameModes].sort(
        (a, b) => GAME_MODES.indexOf(a) - GAME_MODES.indexOf(b),
      ),
    };
  };

  const versions = new Map<string, GameVersionFiles>();
  for (const version of VERSIONS) {
    if (version.source === 'live') {
      const skills = liveSkills.map(liveSkillOf).sort((a, b) => a.id - b.id);
      versions.set(version.id, { classes, trees: liveTrees, skills });
      continue;
    }
    const skills: Skill[] = orderedTrees
      .flatMap(({ tree }) => tree.skills.map((fact) => factSkillOf(tree, fact, version)))
      .sort((a, b) => a.id - b.id);
    versions.set(version.id, { classes, trees: factsTrees, skills });
  }

  const manifest: GameManifest = {
    current: CURRENT_VERSION,
    versions: VERSIONS.map(({ id, label }) => {
      const files = versions.get(id);
      const structure = files
        ? formatChecksum(gameDataChecksum({ version: id, ...files }))
        : undefined;
      return { id, label, structure };
    }),
  };
  return { manifest, versions, skillIds, treeIds, warnings };
}

// ---------------------------------------------------------------------------------------------
// Output.

/**
 * 2-space JSON with short arrays of numbers or strings on one line (`"links": [[1, 2], …]` would
 * otherwise take four lines per link), always ending in a newline. Key order is insertion order,
 * which the builders above fix.
 */
export function renderJson(value: unknown): string {
  return `${render(value, '')}\n`;
}

function render(value: unknown, indent: string): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      return `[${value.map((v) => JSON.stringify(v)).join(', ')}]`;
    }
    return `[\n${value.map((v) => inner + render(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${render(v, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function current(built: BuiltGameData): GameVersionFiles {
  const data = built.versions.get(CURRENT_VERSION);
  if (!data) throw new Error(`The build has no version ${CURRENT_VERSION}`);
  return data;
}

function main(argv: readonly string[]): number {
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const check = argv.includes('--check');
  const factsArg = argv.find((arg) => !arg.startsWith('--'));
  const factsPath = factsArg
    ? path.resolve(factsArg)
    : path.resolve(repoRoot, '../shared/data/skill-facts.json');
  const liveArg = argv.find((arg) => arg.startsWith('--live='));
  const livePath = liveArg
    ? path.resolve(liveArg.slice('--live='.length))
    : path.resolve(repoRoot, '../shared/data/live-1.5.3.6.json');
  const progressionArg = argv.find((arg) => arg.startsWith('--progression='));
  const progressionPath = progressionArg
    ? path.resolve(progressionArg.slice('--progression='.length))
    : path.resolve(repoRoot, `../shared/data/progression-${CURRENT_VERSION}.json`);
  const outDir = path.join(repoRoot, 'data/game');
  const skillIdsPath = path.join(outDir, 'skill-ids.json');
  const treeIdsPath = path.join(outDir, 'tree-ids.json');

  const facts = parseSkillFacts(readJson(factsPath));
  const live = parseLiveData(readJson(livePath));
  const built = buildGameData(facts, live, {
    skillIds: existsSync(skillIdsPath) ? parseSkillIds(readJson(skillIdsPath)) : [],
    treeIds: existsSync(treeIdsPath) ? parseTreeIds(readJson(treeIdsPath)) : [],
  });

  // Validate with the same code the server runs at start, before anything is written.
  parseGameManifest(built.manifest);
  const files = new Map<string, unknown>([
    ['manifest.json', built.manifest],
    ['skill-ids.json', built.skillIds],
    ['tree-ids.json', built.treeIds],
  ]);
  for (const [version, data] of built.versions) {
    validateGameVersion(version, data);
    files.set(`${version}/classes.json`, data.classes);
    files.set(`${version}/trees.json`, data.trees);
    files.set(`${version}/skills.json`, data.skills);
  }
  const progression = buildProgression(parseProgressionFacts(readJson(progressionPath)));
  validateGameVersion(CURRENT_VERSION, { ...current(built), progression });
  files.set(`${CURRENT_VERSION}/progression.json`, progression);
  files.set('corrections.json', buildCorrections(facts, live));
  // Outside data/game, as text: the client imports the sprites, so their names carry a hash.
  const texts = new Map<string, string>([
    ...[...files].map(([name, value]): [string, string] => [
      path.join('data/game', name),
      renderJson(value),
    ]),
    ...skillIconFilesOf(built),
  ]);

  for (const warning of built.warnings) console.warn(`warning: ${warning}`);

  const stale: string[] = [];
  for (const [name, text] of texts) {
    const file = path.join(repoRoot, name);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === text) continue;
    stale.push(name);
    if (!check) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }

  const source = [factsPath, livePath, progressionPath]
    .map((file) => path.relative(process.cwd(), file))
    .join(', ');
  if (check) {
    if (stale.length > 0) {
      console.error(`data/game is out of date with ${source}: ${stale.join(', ')}`);
      return 1;
    }
    console.log(`data/game is up to date with ${source}`);
    return 0;
  }
  console.log(
    stale.length > 0
      ? `Wrote ${stale.join(', ')} from ${source}`
      : `data/game already matches ${source}`,
  );
  return 0;
}

// Run only as a script: the tests import the builder without touching any file.
const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
