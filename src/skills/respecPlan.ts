import type { Build } from './buildSchema';
import { skillPointsForLevel, totalSkillPointsSpent } from './costs';
import type { GameIndex } from './gameIndex';
import type { Progression } from './progression';
import { skillLevels } from './allocation';
import { effectiveSkillPointCap } from './skillPointCap';

/**
 * The respec planner: from one build to another. The game's respec refunds every point at once
 * (there is no per-skill refund), on the Spice ladder of official servers.
 */

/** One skill whose level differs between the two builds (0: not taken). */
export interface SkillChange {
  skillId: number;
  name: string;
  from: number;
  to: number;
  /** SP the change frees (negative) or needs (positive). */
  points: number;
}

export interface RespecPlan {
  /** The respec refunds everything the first build spends... */
  refund: number;
  /** ...and the second build spends this much again. */
  spend: number;
  added: SkillChange[];
  removed: SkillChange[];
  /** Taken in both at different levels. */
  changed: SkillChange[];
  /** Skills taken at the same level in both. */
  kept: number;
  /** The budget the target is checked against: the character's, else the cap. */
  budget: number;
  fits: boolean;
}

/**
 * What it takes to go from `from` to `to`: every skill added, removed or changed, and whether
 * `to` fits the budget of `from` (the character the player has), else the cap of `to`.
 */
export function respecPlan(from: Build, to: Build, index: GameIndex): RespecPlan {
  const before = skillLevels(from.characterBuild);
  const after = skillLevels(to.characterBuild);
  const ids = [...new Set([...before.keys(), ...after.keys()])].filter((id) =>
    index.skillsById.has(id),
  );
  const changes: SkillChange[] = ids.map((skillId) => {
    const fromLevel = before.get(skillId) ?? 0;
    const toLevel = after.get(skillId) ?? 0;
    return {
      skillId,
      name: index.skillsById.get(skillId)?.name ?? '',
      from: fromLevel,
      to: toLevel,
      points:
        skillPointsForLevel(index, skillId, toLevel) -
        skillPointsForLevel(index, skillId, fromLevel),
    };
  });
  const byName = (a: SkillChange, b: SkillChange) => a.name.localeCompare(b.name);
  const spend = totalSkillPointsSpent(index, to.characterBuild);
  const budget = effectiveSkillPointCap(from.character ? from : to, index);
  return {
    refund: totalSkillPointsSpent(index, from.characterBuild),
    spend,
    added: changes.filter((c) => c.from === 0 && c.to > 0).sort(byName),
    removed: changes.filter((c) => c.from > 0 && c.to === 0).sort(byName),
    changed: changes.filter((c) => c.from > 0 && c.to > 0 && c.from !== c.to).sort(byName),
    kept: changes.filter((c) => c.from > 0 && c.from === c.to).length,
    budget,
    fits: spend <= budget,
  };
}

/**
 * The Spice of the next respec after `recent` respecs the ladder still counts (it steps down
 * one every `stepDownHours`): 0, 5, 10, 20, then 50 each on official servers.
 */
export function respecSpice(progression: Progression, recent: number): number {
  const ladder = progression.respec.spiceLadder;
  const step = Number.isFinite(recent) ? Math.max(0, Math.floor(recent)) : 0;
  return ladder[Math.min(step, ladder.length - 1)] ?? 0;
}
