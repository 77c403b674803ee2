import type { Build, BuildCharacter } from '../../skills/buildSchema';
import type { GameIndex } from '../../skills/gameIndex';
import type { Progression } from '../../skills/progression';
import type { RespecPlan, SkillChange } from '../../skills/respecPlan';

/** The respec planner's lines in players' words. */

/** "A respec refunds all 120 SP; the new build spends 134 SP". */
export function refundLine(plan: RespecPlan): string {
  return `A respec refunds all ${plan.refund} SP; the new build spends ${plan.spend} SP`;
}

const signed = (points: number) => (points > 0 ? `+${points} SP` : `${points} SP`);

/**
 * "Stunner 1 -> 3 (+2 SP)"; an added skill from 0, a removed one to 0. `tree` tells apart two
 * skills of one name: "Ranged Damage (Gunnery) 1 -> 3 (+7 SP)".
 */
export function changeLine(change: SkillChange, tree?: string): string {
  const name = tree === undefined ? change.name : `${change.name} (${tree})`;
  return `${name} ${change.from} -> ${change.to} (${signed(change.points)})`;
}

/** The tree of each skill whose name another changed skill shares, by skill id. */
export function sharedNameTrees(
  changes: readonly SkillChange[],
  index: GameIndex,
): ReadonlyMap<number, string> {
  const counts = new Map<string, number>();
  for (const { name } of changes) counts.set(name, (counts.get(name) ?? 0) + 1);
  const trees = new Map<number, string>();
  for (const { skillId, name } of changes) {
    if ((counts.get(name) ?? 0) < 2) continue;
    const treeId = index.skillsById.get(skillId)?.treeId;
    const tree = treeId === undefined ? undefined : index.treesById.get(treeId)?.name;
    if (tree !== undefined) trees.set(skillId, tree);
  }
  return trees;
}

/** "12 skills stay the same". */
export function keptLine(kept: number): string {
  if (kept === 0) return 'No skill stays the same';
  return `${kept} ${kept === 1 ? 'skill stays' : 'skills stay'} the same`;
}

/** "your level 60 Combat 48 character" (Combat 0 is left out). */
function characterName(character: BuildCharacter): string {
  const combat = character.combatLevel > 0 ? ` Combat ${character.combatLevel}` : '';
  return `your level ${character.level}${combat} character`;
}

/**
 * The character the target is checked against, as the plan's rule picks it (the first build's,
 * else the target's), when the game data can count its budget; null: the cap.
 */
export function budgetCharacter(from: Build, to: Build, index: GameIndex): BuildCharacter | null {
  if (!index.data.progression) return null;
  return from.character ?? to.character ?? null;
}

/**
 * "Fits your level 60 Combat 48 character (87 SP)" or "Needs 47 more SP than your level 60
 * Combat 48 character has"; without a character, against the cap.
 */
export function fitsLine(plan: RespecPlan, character: BuildCharacter | null): string {
  const short = plan.spend - plan.budget;
  if (character === null) {
    return plan.fits
      ? `Fits the ${plan.budget} SP cap`
      : `Needs ${short} more SP than the ${plan.budget} SP cap allows`;
  }
  const name = characterName(character);
  return plan.fits ? `Fits ${name} (${plan.budget} SP)` : `Needs ${short} more SP than ${name} has`;
}

/** How far back the player counts respecs: long enough for the top of the ladder to step down. */
export function recentHours(progression: Progression): number {
  return progression.respec.stepDownHours * (progression.respec.spiceLadder.length - 1);
}

/** "The next respec costs 10 Spice Melange"; the first rung is free. */
export function spiceLine(spice: number): string {
  return spice === 0 ? 'The next respec is free' : `The next respec costs ${spice} Spice Melange`;
}

/** "0 → 5 → 10 → 20 → 50 Spice, one step down every 6 hours without a respec". */
export function ladderLine(progression: Progression): string {
  const { spiceLadder, stepDownHours } = progression.respec;
  return `${spiceLadder.join(' → ')} Spice, one step down every ${stepDownHours} hours without a respec`;
}
