import { describe, expect, it } from 'vitest';
import {
  levelingPlanRows,
  levelsFromPlan,
  NO_SKILLS_SELECTED,
  NOT_IN_LEVELING_ORDER,
  planForLevels,
  planMatchesLevels,
} from '../../src/skills/levelingPlan';
import { clickSkills } from './fixtures/builds';
import {
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  GUNSMITH,
  miniIndex as index,
  RANGED_DAMAGE,
  THE_SENTINEL,
} from './fixtures/miniGame';

const step = (skillId: number, level: number, skill = '') => ({ skillId, level, skill });

describe('the leveling plan', () => {
  it('numbers the steps with the data’s current names', () => {
    const build = clickSkills(index, [RANGED_DAMAGE, THE_SENTINEL, RANGED_DAMAGE]);
    expect(levelingPlanRows(index, build.levellingPlan)).toEqual([
      { step: 1, skillId: RANGED_DAMAGE, level: 1, name: 'Ranged Damage' },
      { step: 2, skillId: THE_SENTINEL, level: 1, name: 'The Sentinel' },
      { step: 3, skillId: RANGED_DAMAGE, level: 2, name: 'Ranged Damage' },
    ]);
    expect(levelingPlanRows(index, [step(4242, 1, 'Old Skill')])[0]?.name).toBe('Old Skill');
  });

  it('has the spec’s empty and hidden texts', () => {
    expect(NO_SKILLS_SELECTED).toBe('No skills selected yet.');
    expect(NOT_IN_LEVELING_ORDER).toBe('Creator did not select skills in leveling order.');
  });

  it('matches the levels only when it holds each level 1..n once, in order', () => {
    const levels = [
      { skillId: 1, level: 2 },
      { skillId: 2, level: 1 },
    ];
    expect(planMatchesLevels([step(1, 1), step(2, 1), step(1, 2)], levels)).toBe(true);
    expect(planMatchesLevels([step(1, 2), step(1, 1), step(2, 1)], levels)).toBe(false);
    expect(planMatchesLevels([step(1, 1), step(2, 1)], levels)).toBe(false);
    expect(planMatchesLevels([step(1, 1), step(2, 1), step(1, 2), step(3, 1)], levels)).toBe(false);
    expect(planMatchesLevels([step(1, 1), step(1, 1), step(2, 1)], levels)).toBe(false);
    expect(planMatchesLevels([], [])).toBe(true);
  });

  it('reads the levels back from a plan, skills in the order first taken', () => {
    expect(levelsFromPlan([step(5, 1), step(2, 1), step(5, 2)])).toEqual([
      { skillId: 5, level: 2 },
      { skillId: 2, level: 1 },
    ]);
  });

  it('makes a plan for levels that came without one, prerequisites first', () => {
    const levels = [
      { skillId: GUNSMITH, level: 1 },
      { skillId: CENTER_OF_MASS, level: 2 },
      { skillId: RANGED_DAMAGE, level: 1 },
      { skillId: DISRUPTOR_DAMAGE, level: 1 },
    ];
    const plan = planForLevels(index, levels);
    expect(plan.map((s) => [s.skill, s.level])).toEqual([
      ['Ranged Damage', 1],
      ['Center of Mass', 1],
      ['Center of Mass', 2],
      ['Disruptor Damage', 1],
      ['Gunsmith', 1],
    ]);
    expect(planMatchesLevels(plan, levels)).toBe(true);
  });
});
