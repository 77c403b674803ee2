import { activeSlots, SLOT_KINDS, withActiveSlots } from './activeSlots';
import {
  BASE64URL,
  BitReader,
  BitWriter,
  MalformedCodeError,
  MixedRadixReader,
  MixedRadixWriter,
} from './bitStream';
import type { Build, BuildCharacter, LevelingPlanEntry } from './buildSchema';
import {
  MAX_BUILD_SKILLS,
  MAX_CHARACTER_LEVEL,
  MAX_COMBAT_LEVEL,
  MAX_SKILL_LEVEL,
  MAX_SKILL_POINT_CAP,
  UNLOCK_TICKS,
  type UnlockTick,
} from './buildLimits';
import { openTraits } from './characterBudget';
import type { Progression } from './progression';
import { emptyBuild } from './emptyBuild';
import { fnv1a32, gameDataChecksum } from './checksum';
import { fitBuildToGameData } from './fitBuild';
import type { ClassSlug } from './gameData';
import { CLASS_SLUGS } from './classSlugs';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { GAME_MODES } from './gameModes';
import { buildGameMode } from './gameModeRules';
import { planForLevels, planMatchesLevels } from './levelingPlan';
import type { BuildTypeTag, MainBuildTag } from './tags';
import { areTypeTagsCompatible, BUILD_TYPE_TAGS, MAIN_BUILD_TAGS, MAX_MAIN_TAGS } from './tags';
import type { ActiveSlots } from './buildDefaults';
import type { GameMode } from './gameModes';

/**
 * Share codes: a whole build (everything but its texts) in a short URL-safe string that decodes
 * without a server. The format is documented in docs/share-code.md; any change to the layout
 * below needs a new FORMAT_VERSION and a decoder for the old one.
 */

/** The first character of every code of this format. */
const FORMAT_VERSION = '1';
/** Characters of the integrity check (12 bits) that follows the format character. */
const CHECK_CHARS = 2;
const CHECK_MASK = 0xfff;
/** Longer input is refused before any work: a 200-SP build needs under 200 characters. */
const MAX_SHARE_CODE_LENGTH = 1024;
/** The manifest's version id alphabet (/^[a-z0-9.-]+$/), 6 bits a character. */
const VERSION_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz.-';
const MAX_SKILL_ID = 2 ** 31 - 1;

export const INVALID_SHARE_CODE = 'This share code is not valid.';
export const DAMAGED_SHARE_CODE = 'This share code is damaged or incomplete.';
export const NEWER_SHARE_CODE = 'This share code was made by a newer version of the planner.';

/** What a code says before any game data is needed: which data to load to decode it. */
export interface ShareCodeHeader {
  gameVersion: string;
  /** `gameDataChecksum` of the data the code was made with. */
  checksum: number;
}

interface DecodedShareCode extends ShareCodeHeader {
  selectedClass: ClassSlug;
  levelingOrder: boolean;
  customSkillPointCap: number | null;
  hasAllAdvancedTrainerAccess: boolean;
  advancedTrainerAccess: Record<ClassSlug, boolean>;
  buildTags: MainBuildTag[];
  buildTypeTags: BuildTypeTag[];
  /** The plan as skill ids: each occurrence of a skill is its next level. */
  planSkillIds: number[];
  activeAbilities: ActiveSlots;
  activeTechniques: ActiveSlots;
  gameMode: GameMode;
  character: BuildCharacter | null;
  unlockTicks: UnlockTick[];
}

function writeFlags<T extends string>(
  writer: BitWriter,
  all: readonly T[],
  chosen: readonly T[],
): void {
  for (const item of all) writer.write(chosen.includes(item) ? 1 : 0, 1);
}

function readFlags<T extends string>(reader: BitReader, all: readonly T[]): T[] {
  return all.filter(() => reader.read(1) === 1);
}

/** Writes ascending distinct ids: as gaps (Elias-gamma) or as a bitmap, whichever is shorter. */
function writeSkillIds(writer: BitWriter, ids: readonly number[]): void {
  writer.writeGamma(ids.length + 1);
  const first = ids[0];
  const last = ids[ids.length - 1];
  if (first === undefined || last === undefined) return;
  writer.writeGamma(first + 1);
  if (ids.length === 1) return;
  const gamma = (n: number) => 2 * Math.floor(Math.log2(n)) + 1;
  let gapBits = 0;
  for (let i = 1; i < ids.length; i++) gapBits += gamma((ids[i] ?? 0) - (ids[i - 1] ?? 0));
  const bitmapBits = gamma(last - first + 1) + (last - first - 1);
  if (gapBits <= bitmapBits) {
    writer.write(0, 1);
    for (let i = 1; i < ids.length; i++) writer.writeGamma((ids[i] ?? 0) - (ids[i - 1] ?? 0));
  } else {
    writer.write(1, 1);
    writer.writeGamma(last - first + 1);
    const set = new Set(ids);
    for (let id = first + 1; id < last; id++) writer.write(set.has(id) ? 1 : 0, 1);
  }
}

function readSkillIds(reader: BitReader): number[] {
  const count = reader.readGamma() - 1;
  if (count > MAX_BUILD_SKILLS) throw new MalformedCodeError('too many skills');
  if (count === 0) return [];
  const ids = [reader.readGamma() - 1];
  if (count === 1) return ids;
  if (reader.read(1) === 0) {
    let id = ids[0] ?? 0;
    for (let i = 1; i < count; i++) {
      id += reader.readGamma();
      ids.push(id);
    }
  } else {
    const first = ids[0] ?? 0;
    const span = reader.readGamma() - 1;
    if (span < 1 || span > MAX_BUILD_SKILLS * 64) throw new MalformedCodeError('bad bitmap');
    for (let id = first + 1; id < first + span; id++) if (reader.read(1) === 1) ids.push(id);
    ids.push(first + span);
    if (ids.length !== count) throw new MalformedCodeError('bitmap does not match count');
  }
  if ((ids[ids.length - 1] ?? 0) > MAX_SKILL_ID) throw new MalformedCodeError('skill id too large');
  return ids;
}

/** The plan as a sequence of choices among the skills that still have levels to take. */
function planDigits(
  digits: MixedRadixWriter,
  ids: readonly number[],
  levels: number[],
  plan: readonly number[],
): void {
  const remaining = [...levels];
  let open = ids.map((_, i) => i).filter((i) => (remaining[i] ?? 0) > 0);
  for (const skillId of plan) {
    const position = ids.indexOf(skillId);
    digits.push(open.indexOf(position), open.length);
    remaining[position] = (remaining[position] ?? 0) - 1;
    if (remaining[position] === 0) open = open.filter((i) => i !== position);
  }
}

function readPlan(
  digits: MixedRadixReader,
  ids: readonly number[],
  levels: readonly number[],
): number[] {
  const remaining = [...levels];
  let open = ids.map((_, i) => i).filter((i) => (remaining[i] ?? 0) > 0);
  const plan: number[] = [];
  while (open.length > 0) {
    const position = open[digits.pull(open.length)];
    if (position === undefined) throw new MalformedCodeError('plan choice out of range');
    plan.push(ids[position] ?? 0);
    remaining[position] = (remaining[position] ?? 0) - 1;
    if (remaining[position] === 0) open = open.filter((i) => i !== position);
  }
  return plan;
}

/** The share code of a build made with the given game data. */
export function encodeShareCode(build: Build, dataIndex: GameIndex): string {
  const index = indexForMode(dataIndex, buildGameMode(build));
  const version = index.data.version;
  if (version.length > 31 || !/^[a-z0-9.-]*$/.test(version)) {
    throw new Error(`Game version "${version}" cannot be written in a share code`);
  }
  // The engine keeps plan and levels equal; a build that lost its plan gets one that fits.
  const plan = planMatchesLevels(build.levellingPlan, build.characterBuild)
    ? build.levellingPlan
    : planForLevels(index, build.characterBuild);
  const ids = [...new Set(plan.map((step) => step.skillId))].sort((a, b) => a - b);
  const levels = ids.map((id) => plan.filter((step) => step.skillId === id).length);

  const writer = new BitWriter();
  writer.write(version.length, 5);
  for (const char of version) writer.write(VERSION_ALPHABET.indexOf(char), 6);
  const checksum = gameDataChecksum(index.data);
  writer.write(Math.floor(checksum / 2 ** 16), 16);
  writer.write(checksum % 2 ** 16, 16);
  writer.write(Math.max(0, CLASS_SLUGS.indexOf(build.selectedClass)), 3);
  writer.write(build.levelingOrder ? 1 : 0, 1);
  writer.write(build.customSkillPointCap === null ? 0 : 1, 1);
  if (build.customSkillPointCap !== null) writer.write(build.customSkillPointCap, 8);
  writer.write(build.hasAllAdvancedTrainerAccess ? 1 : 0, 1);
  writeFlags(
    writer,
    CLASS_SLUGS,
    CLASS_SLUGS.filter((slug) => build.advancedTrainerAccess[slug]),
  );
  const hasTags = build.buildTags.length + build.buildTypeTags.length > 0;
  writer.write(hasTags ? 1 : 0, 1);
  if (hasTags) {
    writeFlags(writer, MAIN_BUILD_TAGS, build.buildTags);
    writeFlags(writer, BUILD_TYPE_TAGS, build.buildTypeTags);
  }
  writeSkillIds(writer, ids);

  const digits = new MixedRadixWriter();
  for (const level of levels) digits.push(level - 1, MAX_SKILL_LEVEL);
  planDigits(
    digits,
    ids,
    levels,
    plan.map((step) => step.skillId),
  );
  for (const kind of SLOT_KINDS) {
    for (const held of activeSlots(build, kind)) {
      const position = held === null ? -1 : ids.indexOf(held);
      digits.push(position + 1, ids.length + 1);
    }
  }
  // The game mode is the last, most significant digit: multiplayer (0) adds nothing, so its
  // codes are those of before game modes, and a code from before reads as multiplayer.
  digits.push(GAME_MODES.indexOf(buildGameMode(build)), GAME_MODES.length);
  writeCharacter(digits, build.character, index.data.progression);
  // The checklist's ticks last, zero when none: a flag, then one digit per tick in UNLOCK_TICKS.
  const ticks = build.unlockTicks ?? [];
  digits.push(ticks.length > 0 ? 1 : 0, 2);
  if (ticks.length > 0)
    for (const tick of UNLOCK_TICKS) digits.push(ticks.includes(tick) ? 1 : 0, 2);
  const payload = writer.toBase64url(digits.toBigInt());
  return FORMAT_VERSION + checkOf(payload) + payload;
}

/**
 * The character, after the game mode and as zero when absent, so codes without one are those of
 * before characters: a flag, level, Combat level, then one "skipped" digit per open trait.
 */
function writeCharacter(
  digits: MixedRadixWriter,
  character: BuildCharacter | undefined,
  progression: Progression | undefined,
): void {
  digits.push(character && progression ? 1 : 0, 2);
  if (!character || !progression) return;
  digits.push(character.level - 1, MAX_CHARACTER_LEVEL);
  digits.push(character.combatLevel, MAX_COMBAT_LEVEL + 1);
  for (const trait of openTraits(progression, character.combatLevel)) {
    digits.push(character.skippedTraits.includes(trait.combatLevel) ? 1 : 0, 2);
  }
}

function readCharacter(
  digits: MixedRadixReader,
  progression: Progression | undefined,
): BuildCharacter | null {
  if (digits.pull(2) === 0) return null;
  // Only data with progression facts writes a character: without them the code was tampered with.
  if (!progression) throw new MalformedCodeError('character without progression');
  const level = digits.pull(MAX_CHARACTER_LEVEL) + 1;
  const combatLevel = digits.pull(MAX_COMBAT_LEVEL + 1);
  const skippedTraits = openTraits(progression, combatLevel)
    .filter(() => digits.pull(2) === 1)
    .map((trait) => trait.combatLevel);
  return { level, combatLevel, skippedTraits };
}

/** The integrity check of a payload as two base64url characters (12 bits). */
function checkOf(payload: string): string {
  const check = fnv1a32(payload) & CHECK_MASK;
  return (BASE64URL[check >> 6] ?? '') + (BASE64URL[check & 63] ?? '');
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function openCode(code: unknown): Parsed<BitReader> {
  if (typeof code !== 'string' || code.length > MAX_SHARE_CODE_LENGTH) {
    return { ok: false, message: INVALID_SHARE_CODE };
  }
  const text = code.trim();
  if (text.length < 1 + CHECK_CHARS) return { ok: false, message: INVALID_SHARE_CODE };
  if (text[0] !== FORMAT_VERSION) {
    return {
      ok: false,
      message: /^[2-9]$/.test(text[0] ?? '') ? NEWER_SHARE_CODE : INVALID_SHARE_CODE,
    };
  }
  const payload = text.slice(1 + CHECK_CHARS);
  const reader = BitReader.fromBase64url(payload);
  if (!reader) return { ok: false, message: INVALID_SHARE_CODE };
  if (text.slice(1, 1 + CHECK_CHARS) !== checkOf(payload)) {
    return { ok: false, message: DAMAGED_SHARE_CODE };
  }
  return { ok: true, value: reader };
}

function readHeader(reader: BitReader): ShareCodeHeader {
  const length = reader.read(5);
  let gameVersion = '';
  for (let i = 0; i < length; i++) {
    const char = VERSION_ALPHABET[reader.read(6)];
    if (char === undefined) throw new MalformedCodeError('bad version character');
    gameVersion += char;
  }
  const checksum = reader.read(16) * 2 ** 16 + reader.read(16);
  return { gameVersion, checksum };
}

function readBody(
  reader: BitReader,
  header: ShareCodeHeader,
  progression: Progression | undefined,
): DecodedShareCode {
  const selectedClass = CLASS_SLUGS[reader.read(3)];
  if (!selectedClass) throw new MalformedCodeError('bad class');
  const levelingOrder = reader.read(1) === 1;
  const customSkillPointCap = reader.read(1) === 1 ? reader.read(8) : null;
  if (customSkillPointCap !== null && customSkillPointCap > MAX_SKILL_POINT_CAP) {
    throw new MalformedCodeError('bad cap');
  }
  const hasAllAdvancedTrainerAccess = reader.read(1) === 1;
  const withAccess = readFlags(reader, CLASS_SLUGS);
  const advancedTrainerAccess = Object.fromEntries(
    CLASS_SLUGS.map((slug) => [slug, withAccess.includes(slug)]),
  ) as Record<ClassSlug, boolean>;
  const hasTags = reader.read(1) === 1;
  const buildTags = hasTags ? readFlags(reader, MAIN_BUILD_TAGS) : [];
  const buildTypeTags = hasTags ? readFlags(reader, BUILD_TYPE_TAGS) : [];
  // Our encoder never writes these: such a code was tampered with.
  if (buildTags.length > MAX_MAIN_TAGS || !areTypeTagsCompatible(buildTypeTags)) {
    throw new MalformedCodeError('bad tags');
  }
  const ids = readSkillIds(reader);

  const digits = new MixedRadixReader(reader.readTail());
  const levels = ids.map(() => digits.pull(MAX_SKILL_LEVEL) + 1);
  const planSkillIds = readPlan(digits, ids, levels);
  const slots = () =>
    [0, 1, 2].map(() => {
      const position = digits.pull(ids.length + 1);
      return position === 0 ? null : (ids[position - 1] ?? null);
    }) as ActiveSlots;
  const activeAbilities = slots();
  const activeTechniques = slots();
  const gameMode = GAME_MODES[digits.pull(GAME_MODES.length)] ?? 'multiplayer';
  const character = readCharacter(digits, progression);
  const unlockTicks = digits.pull(2) === 1 ? UNLOCK_TICKS.filter(() => digits.pull(2) === 1) : [];
  if (!digits.exhausted) throw new MalformedCodeError('trailing data');
  return {
    ...header,
    selectedClass,
    levelingOrder,
    customSkillPointCap,
    hasAllAdvancedTrainerAccess,
    advancedTrainerAccess,
    buildTags,
    buildTypeTags,
    planSkillIds,
    activeAbilities,
    activeTechniques,
    gameMode,
    character,
    unlockTicks,
  };
}

/** Reads which game data a code was made with, so the right version can be loaded first. */
export function readShareCodeHeader(code: unknown): Parsed<ShareCodeHeader> {
  const opened = openCode(code);
  if (!opened.ok) return opened;
  try {
    return { ok: true, value: readHeader(opened.value) };
  } catch {
    return { ok: false, message: DAMAGED_SHARE_CODE };
  }
}

export type DecodedBuild =
  | {
      ok: true;
      build: Build;
      gameVersion: string;
      /** False when the code was made with other game data than the one decoded against. */
      sameGameData: boolean;
      /** What no longer fits this game data and was dropped (empty when all fits). */
      problems: string[];
    }
  | { ok: false; message: string };

/**
 * Decodes a share code against a game data version. Malformed codes give a message; a code made
 * with other data gives the build that still fits plus the list of what was dropped. The build
 * has the default texts: codes carry no title, description or guide.
 */
export function decodeShareCode(code: unknown, dataIndex: GameIndex): DecodedBuild {
  const opened = openCode(code);
  if (!opened.ok) return opened;
  let decoded: DecodedShareCode;
  try {
    decoded = readBody(opened.value, readHeader(opened.value), dataIndex.data.progression);
  } catch {
    return { ok: false, message: DAMAGED_SHARE_CODE };
  }
  const index = indexForMode(dataIndex, decoded.gameMode);
  const counts = new Map<number, number>();
  const levellingPlan: LevelingPlanEntry[] = decoded.planSkillIds.map((skillId) => {
    const level = (counts.get(skillId) ?? 0) + 1;
    counts.set(skillId, level);
    return { skillId, level, skill: index.skillsById.get(skillId)?.name ?? '' };
  });
  let build: Build = {
    ...emptyBuild(),
    buildTags: decoded.buildTags,
    buildTypeTags: decoded.buildTypeTags,
    customSkillPointCap: decoded.customSkillPointCap,
    levellingPlan,
    selectedClass: decoded.selectedClass,
    levelingOrder: decoded.levelingOrder,
    advancedTrainerAccess: decoded.advancedTrainerAccess,
    hasAllAdvancedTrainerAccess: decoded.hasAllAdvancedTrainerAccess,
    ...(decoded.gameMode !== 'multiplayer' ? { gameMode: decoded.gameMode } : {}),
    ...(decoded.character ? { character: decoded.character } : {}),
    ...(decoded.unlockTicks.length > 0 ? { unlockTicks: decoded.unlockTicks } : {}),
  };
  build = withActiveSlots(build, 'ability', decoded.activeAbilities);
  build = withActiveSlots(build, 'technique', decoded.activeTechniques);
  const fitted = fitBuildToGameData(build, index);
  return {
    ok: true,
    build: fitted.build,
    gameVersion: decoded.gameVersion,
    sameGameData: decoded.checksum === gameDataChecksum(index.data),
    problems: fitted.problems,
  };
}
