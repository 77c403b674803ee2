import { compareNames } from './compareNames';
import type { Build } from './buildSchema';
import type { Skill, SkillLevel, SkillStat } from './gameData';
import type { GameIndex } from './gameIndex';

/**
 * Passive modifiers (spec §3 "Passive modifier"): taken from a level's structured stats where
 * the game data gives numbers (1.5.3.6 on), read from its description by text patterns only
 * where it gives none (older data, and skills described in words), grouped into the spec's 13
 * categories and totalled over the build's passives (by stat key, else by name). Effects with
 * no number (a new behaviour rather than a bonus) yield no modifier; the domain tests list every
 * such level in the real data.
 */

export const MODIFIER_CATEGORIES = [
  'Health',
  'Devices',
  'Vehicles',
  'Prescience',
  'Damage',
  'Resistance',
  'Speed',
  'Armor',
  'Accuracy',
  'Critical',
  'Cooldown',
  'Effect',
  'Other',
] as const;
export type ModifierCategory = (typeof MODIFIER_CATEGORIES)[number];

/** How a modifier's amount reads: percent points, seconds, a factor (×1.2) or a bare number. */
type ModifierUnit = 'percent' | 'seconds' | 'multiplier' | 'none';

export interface Modifier {
  /** What changes, capitalised, e.g. "Ranged weapon damage". */
  name: string;
  /** Signed amount, e.g. 9 or -25 (percent points), or a factor such as 1.2. */
  value: number;
  unit: ModifierUnit;
  /** The game's stat key when the modifier comes from structured stats: totals group by it. */
  key?: string;
}

export interface CategorisedModifier extends Modifier {
  category: ModifierCategory;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const SIGNED = String.raw`([+\-−]\d+(?:\.\d+)?)`;
/** "+3% ranged weapon damage" */
const valueThenName = new RegExp(String.raw`^${SIGNED}\s*(%?)\s+(.+)$`);
/** "max power +20", "poison takes longer to build up: +20%" */
const nameThenValue = new RegExp(String.raw`^(.+?)\s*:?\s+${SIGNED}\s*(%?)$`);
/** "max-stamina loss while dehydrated reduced 15%" */
const nameVerbValue = new RegExp(
  String.raw`^(.+?)\s+(reduced|decreased|lowered|increased|raised)(?:\s+by)?\s+${NUMBER}\s*(%?)$`,
  'i',
);
/** "Increases ranged weapon damage by 3%" */
const verbNameValue = new RegExp(
  String.raw`^(increases?|raises?|boosts?|reduces?|decreases?|lowers?)\s+(?:your\s+)?(.+?)\s+by\s+${NUMBER}\s*(%?)$`,
  'i',
);
/** "-20%" or "25%": a later level that only restates the number of the level before. */
const bareValue = new RegExp(String.raw`^([+\-−]?\d+(?:\.\d+)?)\s*(%?)$`);
/** A prefix naming a requirement rather than an effect. */
const requirementPrefix = /^\s*(?:needs|requires)\s+prescience\s*:\s*/i;

const negativeWords = /^(?:reduced|decreased|lowered|reduces?|decreases?|lowers?)$/i;

function toNumber(signed: string): number {
  return Number(signed.replace('−', '-'));
}

function capitalise(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

function unitOf(percent: string | undefined): ModifierUnit {
  return percent === '%' ? 'percent' : 'none';
}

/** A bare number has no name yet; `signed` tells whether it carries its own sign. */
type Reading = Modifier | { name: null; value: number; unit: ModifierUnit; signed: boolean };

function readClause(clause: string): Reading | null {
  let m = valueThenName.exec(clause);
  if (m?.[1] && m[3]) return { name: capitalise(m[3]), value: toNumber(m[1]), unit: unitOf(m[2]) };
  m = nameVerbValue.exec(clause);
  if (m?.[1] && m[2] && m[3]) {
    const sign = negativeWords.test(m[2]) ? -1 : 1;
    return { name: capitalise(m[1]), value: sign * Number(m[3]), unit: unitOf(m[4]) };
  }
  m = verbNameValue.exec(clause);
  if (m?.[1] && m[2] && m[3]) {
    const sign = negativeWords.test(m[1]) ? -1 : 1;
    return { name: capitalise(m[2]), value: sign * Number(m[3]), unit: unitOf(m[4]) };
  }
  m = nameThenValue.exec(clause);
  if (m?.[1] && m[2]) return { name: capitalise(m[1]), value: toNumber(m[2]), unit: unitOf(m[3]) };
  m = bareValue.exec(clause);
  if (m?.[1]) {
    return { name: null, value: toNumber(m[1]), unit: unitOf(m[2]), signed: /^[+\-−]/.test(m[1]) };
  }
  return null;
}

/**
 * Reads the modifiers of one level description. `previous` are the modifiers of the level below,
 * whose names a bare "-20%" inherits. Clauses are separated by ';' or '.'.
 */
export function readModifiers(description: string, previous: readonly Modifier[] = []): Modifier[] {
  const text = description.replace(requirementPrefix, '');
  const readings = text
    .split(/;|\.(?=\s|$)/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '')
    .map(readClause)
    .filter((reading): reading is Reading => reading !== null);
  const modifiers: Modifier[] = [];
  readings.forEach((reading, i) => {
    // A later level restates the level below: it keeps that level's name (and its sign when
    // it writes only "25%"), also when it shortens the name ("Durability loss" after
    // "Weapon/tool durability loss").
    const below = previous.length === readings.length ? previous[i] : previous[0];
    if (reading.name === null) {
      if (!below) return;
      const value = reading.signed ? reading.value : Math.sign(below.value) * reading.value;
      modifiers.push({ name: below.name, value, unit: reading.unit });
    } else if (below && below.name.toLowerCase().endsWith(reading.name.toLowerCase())) {
      modifiers.push({ ...reading, name: below.name });
    } else modifiers.push(reading);
  });
  return modifiers;
}

const categoryRules: readonly [ModifierCategory, RegExp][] = [
  ['Prescience', /prescien/i],
  ['Cooldown', /cooldown/i],
  ['Vehicles', /vehicle|ornithopter|sandcrawler|\bfuel\b|buggy|sandbike|thopter/i],
  ['Critical', /critical|\bcrit\b|weak spot|headshot/i],
  ['Accuracy', /accuracy|recoil|spread|\baim\b/i],
  [
    'Resistance',
    /resist|tolerance|mitigation|damage taken|build[- ]?up|builds up|sunstroke|poise|bleed|poison/i,
  ],
  ['Armor', /armou?r|garment|stillsuit/i],
  ['Health', /health|heal|stamina|hydrat|regenerat/i],
  ['Damage', /damage/i],
  [
    'Devices',
    /scanner|cutteray|compactor|analysis|power|suspensor|dew reaper|device|tool|shield|belt|durability/i,
  ],
  ['Speed', /speed|rate|faster|recharge|reload|sprint|dash|drain/i],
  ['Effect', /duration|effect|range|radius|yield/i],
];

/** The category of a modifier name; a modifier of a skill that needs Prescience is Prescience. */
export function modifierCategory(name: string, fromPrescienceSkill = false): ModifierCategory {
  if (fromPrescienceSkill) return 'Prescience';
  for (const [category, pattern] of categoryRules) if (pattern.test(name)) return category;
  return 'Other';
}

/** Rounds away float noise from sums such as 0.1 + 0.2. */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/** A structured stat as a modifier: a percent fraction becomes percent points (0.03 → 3). */
export function statModifier(stat: SkillStat): Modifier {
  switch (stat.format) {
    case 'percent':
      return { key: stat.key, name: stat.label, value: tidy(stat.value * 100), unit: 'percent' };
    case 'seconds':
      return { key: stat.key, name: stat.label, value: tidy(stat.value), unit: 'seconds' };
    case 'multiplier':
      return { key: stat.key, name: stat.label, value: tidy(stat.value), unit: 'multiplier' };
    case 'points':
    case 'number':
      return { key: stat.key, name: stat.label, value: tidy(stat.value), unit: 'none' };
  }
}

function levelModifiers(level: SkillLevel, previous: readonly Modifier[]): Modifier[] {
  if (level.stats.length > 0) return level.stats.map(statModifier);
  return readModifiers(level.description, previous);
}

/** Per passive skill, the categorised modifiers of each level (index 0 = level 1). */
type ModifierTable = Map<number, readonly (readonly CategorisedModifier[])[]>;
const modifierTables = new WeakMap<GameIndex, ModifierTable>();

/**
 * The modifiers of every level of a skill: its stats where the data has them, else read from
 * the text with names carried from level to level.
 */
export function skillLevelModifiers(skill: Skill): CategorisedModifier[][] {
  const result: CategorisedModifier[][] = [];
  let previous: Modifier[] = [];
  for (const level of [...skill.levels].sort((a, b) => a.level - b.level)) {
    const modifiers = levelModifiers(level, previous);
    result.push(
      modifiers.map((m) => ({ ...m, category: modifierCategory(m.name, skill.prescience) })),
    );
    if (modifiers.length > 0) previous = modifiers;
  }
  return result;
}

/**
 * The modifiers of a build's passive, read once per game data and only for the build's skills:
 * reading every passive up front lengthened the planner's first render, for a new build with none.
 */
function passiveModifiers(
  index: GameIndex,
  skillId: number,
): readonly (readonly CategorisedModifier[])[] {
  let table = modifierTables.get(index);
  if (!table) {
    table = new Map();
    modifierTables.set(index, table);
  }
  let levels = table.get(skillId);
  if (!levels) {
    // Any skill of the data, as before: the index itself holds only its game mode's.
    const skill = index.skillsById.get(skillId) ?? index.data.skills.find((s) => s.id === skillId);
    levels = skill?.type === 'Passive' ? skillLevelModifiers(skill) : [];
    table.set(skillId, levels);
  }
  return levels;
}

/** A total of same-named modifiers over the build's passives. */
interface ModifierTotal extends CategorisedModifier {
  /** The passives it comes from. */
  skillIds: number[];
}

export interface ModifierGroup {
  category: ModifierCategory;
  modifiers: ModifierTotal[];
}

/** Same-stat factors multiply (×1.1 then ×1.2 is ×1.32); every other unit adds up. */
function combine(unit: ModifierUnit, total: number, value: number): number {
  return tidy(unit === 'multiplier' ? total * value : total + value);
}

/**
 * The Build Modifiers panel: same-named modifiers of the build's passives totalled, grouped by
 * category in the spec's order (empty categories left out; no groups: the panel says
 * 'No passive modifiers in this build yet.').
 */
export function buildModifiers(build: Build, index: GameIndex): ModifierGroup[] {
  const totals = new Map<string, ModifierTotal>();
  for (const entry of build.characterBuild) {
    const modifiers = passiveModifiers(index, entry.skillId)[entry.level - 1] ?? [];
    for (const modifier of modifiers) {
      const stat = modifier.key ?? modifier.name.toLowerCase();
      const key = `${modifier.category}\u0000${stat}\u0000${modifier.unit}`;
      const total = totals.get(key);
      if (total) {
        total.value = combine(modifier.unit, total.value, modifier.value);
        if (!total.skillIds.includes(entry.skillId)) total.skillIds.push(entry.skillId);
      } else totals.set(key, { ...modifier, skillIds: [entry.skillId] });
    }
  }
  return MODIFIER_CATEGORIES.map((category) => ({
    category,
    modifiers: [...totals.values()]
      .filter((total) => total.category === category)
      .sort((a, b) => compareNames(a.name, b.name)),
  })).filter((group) => group.modifiers.length > 0);
}

export const NO_PASSIVE_MODIFIERS = 'No passive modifiers in this build yet.';

/** A modifier's value as shown: "+9%", "-25%", "+40", "+10 s", "×1.2". */
export function formatModifierValue(modifier: Pick<Modifier, 'value' | 'unit'>): string {
  if (modifier.unit === 'multiplier') return `×${modifier.value}`;
  const sign = modifier.value > 0 ? '+' : '';
  const suffix = modifier.unit === 'percent' ? '%' : modifier.unit === 'seconds' ? ' s' : '';
  return `${sign}${modifier.value}${suffix}`;
}
