import type { Build, BuildCharacter } from './buildSchema';
import { nextLevelCost, totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import type { CombatTrait, Progression } from './progression';

/**
 * A character's skill point budget (issue: plan a real character): one point per character
 * level, the starting ability's counted, plus the Combat specialisation traits it has bought,
 * each with its Spice. A build that states a character plans against this budget, not its cap.
 */

export interface CharacterBudget {
  /** Points from character levels: a character at level L has L. */
  levelPoints: number;
  /** Points from the bought Combat traits. */
  traitPoints: number;
  total: number;
  /** Spice Melange the bought traits cost. */
  spice: number;
  /** The traits open at the character's Combat level, in ascending level. */
  open: readonly CombatTrait[];
  /** The open traits the character has bought. */
  bought: readonly CombatTrait[];
}

/** The skill-point traits open at a Combat level, in ascending level. */
export function openTraits(progression: Progression, combatLevel: number): CombatTrait[] {
  return progression.combat.traits.filter((trait) => trait.combatLevel <= combatLevel);
}

/** What a character has to spend, and what its bought traits cost in Spice. */
export function characterBudget(
  character: BuildCharacter,
  progression: Progression,
): CharacterBudget {
  const open = openTraits(progression, character.combatLevel);
  const bought = open.filter((trait) => !character.skippedTraits.includes(trait.combatLevel));
  const traitPoints = bought.reduce((sum, trait) => sum + trait.skillPoints, 0);
  return {
    levelPoints: character.level,
    traitPoints,
    total: character.level + traitPoints,
    spice: bought.reduce((sum, trait) => sum + trait.spiceCost, 0),
    open,
    bought,
  };
}

/**
 * The budget of the character a build states, or null when it states none or the build's game
 * data has no progression facts (such a build plans against its cap).
 */
export function buildCharacterBudget(
  build: Pick<Build, 'character'>,
  index: GameIndex,
): CharacterBudget | null {
  const progression = index.data.progression;
  return build.character && progression ? characterBudget(build.character, progression) : null;
}

/**
 * The lowest character level whose points, with `traitPoints` from Combat, pay for `points`;
 * null when even the highest level cannot.
 */
function levelForPoints(
  points: number,
  traitPoints: number,
  progression: Progression,
): number | null {
  const level = Math.max(progression.characterLevels.min, points - traitPoints);
  return level <= progression.characterLevels.max ? level : null;
}

/** The default character of a build: the highest level, every Combat trait bought. */
export function fullCharacter(progression: Progression): BuildCharacter {
  return {
    level: progression.characterLevels.max,
    combatLevel: progression.combat.maxLevel,
    skippedTraits: [],
  };
}

/** A character within the facts' bounds, its skipped traits only open ones, in order. */
function normalised(character: BuildCharacter, progression: Progression): BuildCharacter {
  const clamp = (value: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.round(value)));
  const combatLevel = clamp(character.combatLevel, 0, progression.combat.maxLevel);
  const open = new Set(openTraits(progression, combatLevel).map((trait) => trait.combatLevel));
  return {
    level: clamp(character.level, progression.characterLevels.min, progression.characterLevels.max),
    combatLevel,
    skippedTraits: [...new Set(character.skippedTraits)]
      .filter((level) => open.has(level))
      .sort((a, b) => a - b),
  };
}

function sameCharacter(a: BuildCharacter | undefined, b: BuildCharacter): boolean {
  return (
    a !== undefined &&
    a.level === b.level &&
    a.combatLevel === b.combatLevel &&
    a.skippedTraits.length === b.skippedTraits.length &&
    a.skippedTraits.every((level, at) => level === b.skippedTraits[at])
  );
}

/**
 * States the character a build is for, or clears it (null). As the cap slider never goes below
 * what the build spends, a character too low for the build's points is raised to the lowest
 * level that pays for them. Refused (the same build) when nothing changes, when the game data
 * has no progression facts, or when no level pays for the build with those traits.
 */
export function setBuildCharacter(
  build: Build,
  index: GameIndex,
  character: BuildCharacter | null,
): Build {
  if (character === null) {
    if (!build.character) return build;
    const next = { ...build };
    delete next.character;
    return next;
  }
  const progression = index.data.progression;
  if (!progression || !Number.isFinite(character.level + character.combatLevel)) return build;
  let next = normalised(character, progression);
  const spent = totalSkillPointsSpent(index, build.characterBuild);
  const { traitPoints, total } = characterBudget(next, progression);
  if (total < spent) {
    const level = levelForPoints(spent, traitPoints, progression);
    if (level === null) return build;
    next = { ...next, level };
  }
  return sameCharacter(build.character, next) ? build : { ...build, character: next };
}

/** Buys or skips one open skill-point trait (by its Combat level) of the build's character. */
export function toggleCombatTrait(build: Build, index: GameIndex, combatLevel: number): Build {
  const character = build.character;
  if (!character) return build;
  const skipped = character.skippedTraits.includes(combatLevel)
    ? character.skippedTraits.filter((level) => level !== combatLevel)
    : [...character.skippedTraits, combatLevel];
  return setBuildCharacter(build, index, { ...character, skippedTraits: skipped });
}

/**
 * For each step of a leveling plan, the lowest character level that pays for the plan up to
 * that step with the character's Combat points (null past the highest level); null for a build
 * without a character.
 */
export function planStepLevels(
  build: Pick<Build, 'character' | 'levellingPlan'>,
  index: GameIndex,
): (number | null)[] | null {
  const budget = buildCharacterBudget(build, index);
  const progression = index.data.progression;
  if (!budget || !progression) return null;
  let points = 0;
  return build.levellingPlan.map((step) => {
    points += nextLevelCost(index, step.skillId, step.level);
    return levelForPoints(points, budget.traitPoints, progression);
  });
}
