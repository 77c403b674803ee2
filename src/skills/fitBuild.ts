import type { Build, LevelingPlanEntry } from './buildSchema';
import type { SlotKind } from './activeSlots';
import { activeSlots, SLOT_KINDS, validSlotSkills, withActiveSlots } from './activeSlots';
import { missingPrerequisiteIds, skillLevels } from './allocation';
import { totalSkillPointsSpent } from './costs';
import { buildGameMode } from './gameModeRules';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { levelsFromPlan } from './levelingPlan';
import { capName, effectiveSkillPointCap } from './skillPointCap';
import { maxLevelOf, skillName } from './skillLookup';

/**
 * Fitting a build to a game data version it may not have been made with (a share code from an
 * older version, a switch of game version): whatever no longer fits is dropped and said, in
 * the order of the leveling plan, so the player sees what changed instead of a silent loss.
 */

export interface FittedBuild {
  build: Build;
  /** One line per thing dropped, e.g. "Stunner has 1 level now; level 3 dropped". */
  problems: string[];
}

const kindLabel: Record<SlotKind, string> = {
  ability: 'active abilities',
  technique: 'active techniques',
};

function droppedLevels(from: number, to: number): string {
  return from === to ? `level ${from} dropped` : `levels ${from}-${to} dropped`;
}

/**
 * Drops, in turn: unknown skills; levels above a skill's max; skills with no active
 * prerequisite; the latest plan steps while the build spends more than its cap; slots holding
 * a skill that is no longer taken or no longer of the slot's type. The plan (taken as the
 * record of the levels) is the input; `characterBuild` is rebuilt from it.
 */
export function fitBuildToGameData(build: Build, dataIndex: GameIndex): FittedBuild {
  // Checked against the skills of the build's own game mode (Cartographer has one per mode).
  const index = indexForMode(dataIndex, buildGameMode(build));
  const problems: string[] = [];
  const reported = new Set<number>();
  let plan: LevelingPlanEntry[] = [];

  for (const step of build.levellingPlan) {
    const skill = index.skillsById.get(step.skillId);
    if (!skill) {
      if (!reported.has(step.skillId)) problems.push(`Skill ${step.skillId} no longer exists`);
      reported.add(step.skillId);
      continue;
    }
    const max = maxLevelOf(skill);
    if (step.level > max) {
      if (!reported.has(step.skillId)) {
        const highest = build.levellingPlan
          .filter((s) => s.skillId === step.skillId)
          .reduce((top, s) => Math.max(top, s.level), 0);
        const levels = max === 1 ? '1 level' : `${max} levels`;
        problems.push(`${skill.name} has ${levels} now; ${droppedLevels(max + 1, highest)}`);
      }
      reported.add(step.skillId);
      continue;
    }
    plan.push({ skillId: step.skillId, level: step.level, skill: skill.name });
  }

  const dropOrphans = () => {
    for (;;) {
      const levels = skillLevels(levelsFromPlan(plan));
      const orphan = [...levels.keys()].find(
        (id) => missingPrerequisiteIds(index, levels, id).length > 0,
      );
      if (orphan === undefined) return;
      problems.push(`${skillName(index, orphan)} dropped: none of its prerequisites is active`);
      plan = plan.filter((step) => step.skillId !== orphan);
    }
  };
  dropOrphans();

  const cap = effectiveSkillPointCap(build, index);
  while (totalSkillPointsSpent(index, levelsFromPlan(plan)) > cap) {
    const last = plan[plan.length - 1];
    if (!last) break;
    plan = plan.slice(0, -1);
    problems.push(
      `${skillName(index, last.skillId)} level ${last.level} dropped: over ${capName(build, index, 'the')}`,
    );
    dropOrphans();
  }

  const characterBuild = levelsFromPlan(plan);
  let fitted: Build = {
    ...build,
    characterBuild,
    levellingPlan: plan,
    skillpoints: totalSkillPointsSpent(index, characterBuild),
  };
  for (const kind of SLOT_KINDS) {
    const slots = activeSlots(fitted, kind);
    const kept = validSlotSkills(fitted, index, kind);
    slots.forEach((held, slot) => {
      if (held !== null && kept[slot] !== held) {
        problems.push(`${skillName(index, held)} removed from the ${kindLabel[kind]}`);
      }
    });
    fitted = withActiveSlots(fitted, kind, kept);
  }
  return { build: fitted, problems };
}
