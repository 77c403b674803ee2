import { describe, expect, it } from 'vitest';
import type { Build } from '../../src/skills/buildSchema';
import { allocationContext, deallocateSkill, skillLevel } from '../../src/skills/allocation';
import { reductionWarning } from '../../src/skills/reductionWarning';
import { clickSkills } from './fixtures/builds';
import {
  CENTER_OF_MASS,
  DISRUPTOR_DAMAGE,
  GUNSMITH,
  miniIndex as index,
  RANGED_DAMAGE,
} from './fixtures/miniGame';

const warning = (build: Build, skillId: number) =>
  reductionWarning(allocationContext(build, index), skillId);

/** Ranged Damage raised `times`, with the skills that sit on it taken after. */
const rangedAt = (times: number, dependants: number[]) =>
  clickSkills(index, [...Array<number>(times).fill(RANGED_DAMAGE), ...dependants]);

describe("the tooltip's warning that lowering stops at level 1", () => {
  it('warns for a level-3 skill others depend on solely, naming them in the spec’s words', () => {
    expect(warning(rangedAt(3, [DISRUPTOR_DAMAGE, CENTER_OF_MASS]), RANGED_DAMAGE)).toBe(
      'Clicking will reduce to level 1 (required by Disruptor Damage, Center of Mass)',
    );
  });

  it('says nothing below level 3, where the spec does not warn', () => {
    expect(warning(rangedAt(2, [DISRUPTOR_DAMAGE]), RANGED_DAMAGE)).toBeNull();
    expect(warning(rangedAt(1, [DISRUPTOR_DAMAGE]), RANGED_DAMAGE)).toBeNull();
  });

  it('says nothing when nothing depends on the skill, or a dependant has another prerequisite', () => {
    expect(warning(rangedAt(3, []), RANGED_DAMAGE)).toBeNull();
    const both = clickSkills(index, [
      RANGED_DAMAGE,
      DISRUPTOR_DAMAGE,
      CENTER_OF_MASS,
      DISRUPTOR_DAMAGE,
      DISRUPTOR_DAMAGE,
      GUNSMITH,
    ]);
    expect(skillLevel(both, DISRUPTOR_DAMAGE)).toBe(3);
    expect(warning(both, DISRUPTOR_DAMAGE)).toBeNull();
  });

  it('says what right clicks do: one level each, down to level 1 and no further', () => {
    let build = rangedAt(3, [CENTER_OF_MASS]);
    expect(warning(build, RANGED_DAMAGE)).not.toBeNull();
    const levels: number[] = [];
    for (let click = 0; click < 3; click++) {
      build = deallocateSkill(build, index, RANGED_DAMAGE);
      levels.push(skillLevel(build, RANGED_DAMAGE));
    }
    expect(levels).toEqual([2, 1, 1]);
    expect(skillLevel(build, CENTER_OF_MASS)).toBe(1);
  });
});
