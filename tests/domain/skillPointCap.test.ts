import { describe, expect, it } from 'vitest';
import { emptyBuild } from '../../src/skills/emptyBuild';
import {
  effectiveSkillPointCap,
  isValidSkillPointCap,
  setCustomSkillPointCap,
  skillPointCapRange,
} from '../../src/skills/skillPointCap';
import { clickSkills } from './fixtures/builds';
import { miniIndex as index, RANGED_DAMAGE } from './fixtures/miniGame';

describe('the skill point cap', () => {
  const spent8 = clickSkills(index, [RANGED_DAMAGE, RANGED_DAMAGE, RANGED_DAMAGE]);

  it('is the custom cap, else 200', () => {
    expect(effectiveSkillPointCap(emptyBuild(), index)).toBe(200);
    expect(effectiveSkillPointCap({ customSkillPointCap: 0 }, index)).toBe(0);
    expect(effectiveSkillPointCap({ customSkillPointCap: 120 }, index)).toBe(120);
  });

  it('is an integer from 0 to 200', () => {
    for (const ok of [0, 1, 200]) expect(isValidSkillPointCap(ok)).toBe(true);
    for (const bad of [-1, 201, 1.5, Number.NaN, Infinity, '5', null])
      expect(isValidSkillPointCap(bad)).toBe(false);
  });

  it('slides from the SP spent to 200 in steps of 1', () => {
    expect(skillPointCapRange(spent8, index)).toEqual({ min: 8, max: 200, step: 1 });
  });

  it('is kept within the slider’s range when set', () => {
    expect(setCustomSkillPointCap(spent8, index, 50).customSkillPointCap).toBe(50);
    expect(setCustomSkillPointCap(spent8, index, 3).customSkillPointCap).toBe(8);
    expect(setCustomSkillPointCap(spent8, index, 999).customSkillPointCap).toBe(200);
    expect(setCustomSkillPointCap(spent8, index, 49.6).customSkillPointCap).toBe(50);
    expect(setCustomSkillPointCap(spent8, index, Number.NaN)).toBe(spent8);
    const capped = setCustomSkillPointCap(spent8, index, 50);
    expect(setCustomSkillPointCap(capped, index, null).customSkillPointCap).toBeNull();
    expect(setCustomSkillPointCap(capped, index, 50)).toBe(capped);
  });
});
