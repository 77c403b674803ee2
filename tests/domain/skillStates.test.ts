import { describe, expect, it } from 'vitest';
import { emptyBuild } from '../../src/skills/emptyBuild';
import {
  NOT_ENOUGH_SKILL_POINTS_TOOLTIP,
  skillNodeState,
  skillTooltipLines,
  treeNodeStates,
} from '../../src/skills/skillStates';
import { clickSkills } from './fixtures/builds';
import {
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  ENERGY_CAPSULE,
  GUNNERY,
  GUNSMITH,
  miniIndex as index,
  RANGED_DAMAGE,
  THE_SENTINEL,
} from './fixtures/miniGame';

describe('node states of a tree', () => {
  it('gives every skill of the tree, in display order, with its state', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    const states = treeNodeStates(build, index, GUNNERY);
    expect(states.map((s) => [s.skillId, s.level, s.maxLevel, s.state])).toEqual([
      [RANGED_DAMAGE, 2, 3, 'allocated'],
      [DISRUPTOR_DAMAGE, 1, 3, 'allocated'],
      [CENTER_OF_MASS, 0, 3, 'available'],
      [GUNSMITH, 0, 3, 'available'],
      [ENERGY_CAPSULE, 0, 1, 'locked'],
    ]);
  });

  it('says maxed, unaffordable and locked', () => {
    const build = {
      ...clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, RANGED_DAMAGE]),
      customSkillPointCap: 8,
    };
    const byId = new Map(treeNodeStates(build, index, GUNNERY).map((s) => [s.skillId, s]));
    expect(byId.get(RANGED_DAMAGE)?.state).toBe('maxed');
    expect(byId.get(DISRUPTOR_DAMAGE)?.state).toBe('unaffordable');
    expect(byId.get(GUNSMITH)?.state).toBe('locked');
  });

  it('carries why a skill cannot rise or fall', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    const ranged = skillNodeState(build, index, RANGED_DAMAGE);
    expect(ranged.canIncrease).toBe(true);
    expect(ranged.increaseRefusal).toBeNull();
    expect(ranged.canDecrease).toBe(false);
    expect(ranged.decreaseRefusal).toMatchObject({
      reason: 'Required by other skills',
      dependants: ['Disruptor Damage'],
    });
    const capsule = skillNodeState(build, index, ENERGY_CAPSULE);
    expect(capsule.canIncrease).toBe(false);
    expect(capsule.increaseRefusal).toMatchObject({
      reason: 'Prerequisites not met',
      missingPrerequisites: ['Gunsmith'],
    });
    expect(capsule.canDecrease).toBe(false);
    expect(capsule.decreaseRefusal).toMatchObject({ reason: 'Not allocated' });
  });

  it('marks level 2+ red without advanced trainer access to the class', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    expect(skillNodeState(build, index, RANGED_DAMAGE).isRed).toBe(true);
    expect(skillNodeState(build, index, DISRUPTOR_DAMAGE).isRed).toBe(false);
    const withAccess = { ...build, hasAllAdvancedTrainerAccess: true };
    expect(skillNodeState(withAccess, index, RANGED_DAMAGE).isRed).toBe(false);
  });

  it('returns nothing for an unknown tree', () => {
    expect(treeNodeStates(emptyBuild(), index, 999)).toEqual([]);
  });
});

describe('tooltip lines', () => {
  it('names the missing prerequisites', () => {
    expect(skillTooltipLines(emptyBuild(), index, GUNSMITH)).toEqual([
      'Prerequisites not met: Disruptor Damage, Center of Mass',
    ]);
  });

  it('warns of missing Skill Points', () => {
    const build = { ...clickSkills(index, [RANGED_DAMAGE]), customSkillPointCap: 1 };
    expect(skillTooltipLines(build, index, RANGED_DAMAGE)).toEqual([
      NOT_ENOUGH_SKILL_POINTS_TOOLTIP,
    ]);
    expect(NOT_ENOUGH_SKILL_POINTS_TOOLTIP).toBe(
      'Not enough Skill Points to activate or level up this skill.',
    );
    expect(skillTooltipLines(build, index, GUNSMITH)).toEqual([
      'Prerequisites not met: Disruptor Damage, Center of Mass',
      'Not enough Skill Points to activate or level up this skill.',
    ]);
  });

  it('says a level-3 skill others depend on will only go down to level 1', () => {
    const build = clickSkills(index, [
      RANGED_DAMAGE,
      RANGED_DAMAGE,
      RANGED_DAMAGE,
      DISRUPTOR_DAMAGE,
      CENTER_OF_MASS,
    ]);
    expect(skillTooltipLines(build, index, RANGED_DAMAGE)).toEqual([
      'Clicking will reduce to level 1 (required by Disruptor Damage, Center of Mass)',
    ]);
  });

  it('leaves the level-1 warning out at level 2, where the spec does not give it', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    expect(skillTooltipLines(build, index, RANGED_DAMAGE)).toEqual([]);
  });

  it('says a level-1 skill others depend on cannot be removed', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, DISRUPTOR_DAMAGE]);
    expect(skillTooltipLines(build, index, RANGED_DAMAGE)).toEqual([
      'Cannot deactivate: required by Disruptor Damage',
    ]);
  });

  it('has no warning for a skill that can be taken', () => {
    expect(skillTooltipLines(emptyBuild(), index, THE_SENTINEL)).toEqual([]);
    expect(skillTooltipLines(emptyBuild(), index, 4242)).toEqual([]);
  });
});
