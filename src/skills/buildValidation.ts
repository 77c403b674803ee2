import type { SlotKind } from './activeSlots';
import { activeSlots, SLOT_KINDS, validSlotSkills } from './activeSlots';
import { missingPrerequisiteIds, skillLevels } from './allocation';
import type { Build } from './buildSchema';
import { buildTextProblems } from './buildText';
import { totalSkillPointsSpent } from './costs';
import { buildGameMode } from './gameModeRules';
import type { GameIndex } from './gameIndex';
import { indexForMode } from './gameIndex';
import { planMatchesLevels } from './levelingPlan';
import { capName, effectiveSkillPointCap } from './skillPointCap';
import { maxLevelOf, skillName } from './skillLookup';
import {
  areTypeTagsCompatible,
  isBuildTypeTag,
  isMainBuildTag,
  MAX_MAIN_TAGS,
  TYPE_TAG_RULE,
} from './tags';

/**
 * Whether a build fits the game data and the planner's rules: the check behind imports and
 * server-side saves, and the invariant the property tests hold every engine result to.
 */

const slotLabel: Record<SlotKind, string> = { ability: 'ability', technique: 'technique' };

/** A build whose tags may be any strings (an import before its tags are checked). */
export type UncheckedBuild = Omit<Build, 'buildTags' | 'buildTypeTags'> & {
  buildTags: readonly string[];
  buildTypeTags: readonly string[];
};

/** Every way a build breaks the rules, in words a player understands (empty: valid). */
export function buildProblems(build: UncheckedBuild, dataIndex: GameIndex): string[] {
  // Checked against the skills of the build's own game mode (Cartographer has one per mode).
  const index = indexForMode(dataIndex, buildGameMode(build));
  const problems: string[] = [];
  const unknown = new Set<number>();
  const seen = new Set<number>();
  for (const entry of [...build.characterBuild, ...build.levellingPlan]) {
    if (!index.skillsById.has(entry.skillId)) unknown.add(entry.skillId);
  }
  for (const id of unknown) problems.push(`Skill ${id} does not exist in this game data.`);

  for (const { skillId, level } of build.characterBuild) {
    const skill = index.skillsById.get(skillId);
    if (!skill) continue;
    if (seen.has(skillId)) problems.push(`${skill.name} appears more than once in the build.`);
    seen.add(skillId);
    const max = maxLevelOf(skill);
    if (level > max) {
      problems.push(
        `${skill.name} is at level ${level} but has only ${max === 1 ? '1 level' : `${max} levels`}.`,
      );
    }
  }

  const levels = skillLevels(build.characterBuild);
  for (const skillId of levels.keys()) {
    const missing = missingPrerequisiteIds(index, levels, skillId);
    if (missing.length > 0 && index.skillsById.has(skillId)) {
      const names = missing.map((id) => skillName(index, id)).join(', ');
      problems.push(`${skillName(index, skillId)} needs one of these skills first: ${names}.`);
    }
  }

  const spent = totalSkillPointsSpent(index, build.characterBuild);
  const cap = effectiveSkillPointCap(build, index);
  if (spent > cap)
    problems.push(`This build spends ${spent} SP, over ${capName(build, index, 'its')}.`);

  if (!planMatchesLevels(build.levellingPlan, build.characterBuild)) {
    problems.push('The leveling plan does not match the skill levels of the build.');
  }

  for (const kind of SLOT_KINDS) {
    const label = slotLabel[kind];
    const valid = validSlotSkills(build, index, kind);
    activeSlots(build, kind).forEach((held, slot) => {
      if (held === null || valid[slot] === held) return;
      const name = skillName(index, held);
      problems.push(
        valid.includes(held)
          ? `${name} is in more than one active ${label} slot.`
          : `${name} is in an active ${label} slot but is not a taken ${label}.`,
      );
    });
  }

  const unknownTags = build.buildTags.filter((tag) => !isMainBuildTag(tag));
  const unknownTypeTags = build.buildTypeTags.filter((tag) => !isBuildTypeTag(tag));
  for (const tag of [...unknownTags, ...unknownTypeTags])
    problems.push(`Unknown build tag: ${tag}.`);
  if (new Set(build.buildTags).size > MAX_MAIN_TAGS) {
    problems.push(`A build can have at most ${MAX_MAIN_TAGS} tags.`);
  }
  if (
    new Set(build.buildTags).size !== build.buildTags.length ||
    new Set(build.buildTypeTags).size !== build.buildTypeTags.length
  ) {
    problems.push('A build tag appears more than once.');
  }
  if (!areTypeTagsCompatible(build.buildTypeTags)) {
    problems.push(TYPE_TAG_RULE);
  }

  problems.push(...buildTextProblems(build));
  return problems;
}

/** Whether a build breaks no rule. */
export function isValidBuild(build: UncheckedBuild, index: GameIndex): boolean {
  return buildProblems(build, index).length === 0;
}
