import type { Build, BuildCharacter } from './buildSchema';
import { indexForMode, type GameIndex } from './gameIndex';
import { buildGameMode } from './gameModeRules';
import type { GameMode } from './gameModes';
import {
  diffModifiers,
  diffSkillPoints,
  type ModifierChange,
  type SkillPointsDiff,
} from './pointsDiff';
import { diffSkills, diffSlots, type SkillsDiff, type SlotChange } from './skillDiff';
import { BUILD_TYPE_TAGS, MAIN_BUILD_TAGS, type BuildTypeTag, type MainBuildTag } from './tags';
import { lineDiff, type LineChange } from './textDiff';

/**
 * What changed from one build (A) to another (B): one diff for a saved build's revisions, the
 * compare page and the patch report, so all three say the same. A plain object of lists and
 * numbers: it goes through JSON and a server answer unchanged. Every part is written so that the
 * diff from B to A is its mirror (added and removed, A and B swapped). The leveling plan,
 * trainer access, checklist ticks, sharing and likes are not part of it: they say how a build is
 * played or shown, not what it is.
 */

/** A value that differs, as A and B have it. */
interface ValueChange<T> {
  a: T;
  b: T;
}

/** Tags only one side carries, in the tag list's order. */
export interface TagsDiff<T> {
  added: T[];
  removed: T[];
}

export interface BuildDiff {
  skills: SkillsDiff;
  skillPoints: SkillPointsDiff;
  modifiers: ModifierChange[];
  slots: SlotChange[];
  tags: TagsDiff<MainBuildTag>;
  typeTags: TagsDiff<BuildTypeTag>;
  /** Null when the same (so for every change below). */
  title: ValueChange<string> | null;
  description: ValueChange<string> | null;
  gameMode: ValueChange<GameMode> | null;
  /** Null on a side that states no character (it plans against its cap). */
  character: ValueChange<BuildCharacter | null> | null;
  customCap: ValueChange<number | null> | null;
  /** The guide line by line; null when the guides are the same text. */
  guide: LineChange[] | null;
}

function change<T>(a: T, b: T, same: (x: T, y: T) => boolean = Object.is): ValueChange<T> | null {
  return same(a, b) ? null : { a, b };
}

function diffTags<T extends string>(order: readonly T[], a: readonly T[], b: readonly T[]) {
  return {
    added: order.filter((tag) => b.includes(tag) && !a.includes(tag)),
    removed: order.filter((tag) => a.includes(tag) && !b.includes(tag)),
  };
}

/** The same character: level, Combat level and the same traits left unbought, in any order. */
function sameCharacter(x: BuildCharacter | null, y: BuildCharacter | null): boolean {
  if (!x || !y) return x === y;
  const skipped = (c: BuildCharacter) => [...c.skippedTraits].sort((p, q) => p - q).join(',');
  return x.level === y.level && x.combatLevel === y.combatLevel && skipped(x) === skipped(y);
}

/** Null when no line differs (line endings aside). */
function diffGuide(a: string, b: string): LineChange[] | null {
  if (a === b) return null;
  const lines = lineDiff(a, b);
  return lines.some((line) => line.kind !== 'same') ? lines : null;
}

/**
 * The diff from A to B. `indexB` is B's game data when B was made with another version (skill
 * ids are stable across versions); each side's points, cap and modifiers are counted with its own
 * data, in its own game mode.
 */
export function buildDiff(
  a: Build,
  b: Build,
  indexA: GameIndex,
  indexB: GameIndex = indexA,
): BuildDiff {
  const modeA = buildGameMode(a);
  const modeB = buildGameMode(b);
  const sideA = indexForMode(indexA, modeA);
  const sideB = indexForMode(indexB, modeB);
  return {
    skills: diffSkills(a, b, sideA, sideB),
    skillPoints: diffSkillPoints(a, b, sideA, sideB),
    modifiers: diffModifiers(a, b, sideA, sideB),
    slots: diffSlots(a, b, sideA, sideB),
    tags: diffTags(MAIN_BUILD_TAGS, a.buildTags, b.buildTags),
    typeTags: diffTags(BUILD_TYPE_TAGS, a.buildTypeTags, b.buildTypeTags),
    title: change(a.buildTitle, b.buildTitle),
    description: change(a.buildDescription, b.buildDescription),
    gameMode: change(modeA, modeB),
    character: change(a.character ?? null, b.character ?? null, sameCharacter),
    customCap: change(a.customSkillPointCap, b.customSkillPointCap),
    guide: diffGuide(a.buildGuide, b.buildGuide),
  };
}

/**
 * Whether nothing the diff covers differs. Points, caps and modifiers are asked too: with the
 * same skills they can still differ across game versions, where a patch changed a number.
 */
export function isBuildDiffEmpty(diff: BuildDiff): boolean {
  const { skills, skillPoints, tags, typeTags } = diff;
  const points = skillPoints.difference;
  return (
    skills.added.length === 0 &&
    skills.removed.length === 0 &&
    skills.changed.length === 0 &&
    points.total === 0 &&
    points.cap === 0 &&
    Object.values(points.byClass).every((d) => d === 0) &&
    diff.modifiers.length === 0 &&
    diff.slots.length === 0 &&
    tags.added.length + tags.removed.length + typeTags.added.length + typeTags.removed.length ===
      0 &&
    diff.title === null &&
    diff.description === null &&
    diff.gameMode === null &&
    diff.character === null &&
    diff.customCap === null &&
    diff.guide === null
  );
}
