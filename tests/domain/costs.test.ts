import { describe, expect, it } from 'vitest';
import {
  CAPSTONE_SKILLS,
  fallbackLevelCost,
  levelCost,
  nextLevelCost,
  skillPointsForLevel,
  skillPointsSpentByClass,
  totalSkillPointsSpent,
  TWO_SP_PER_LEVEL_SKILLS,
} from '../../src/skills/costs';
import { indexGameData } from '../../src/skills/gameIndex';
import {
  ANTI_GRAVITY_FIELD,
  CENTER_OF_MASS,
  ENERGY_CAPSULE,
  GUNSMITH,
  miniGameDataWithoutCosts,
  miniIndex,
  RANGED_DAMAGE,
  SHIELD_OVERCHARGE,
  STUNNER,
  THE_SENTINEL,
} from './fixtures/miniGame';

const noCosts = indexGameData(miniGameDataWithoutCosts());
const skillOf = (index: typeof miniIndex, id: number) => {
  const skill = index.skillsById.get(id);
  if (!skill) throw new Error(`no skill ${id}`);
  return skill;
};

describe('level costs from the data', () => {
  it('uses each level’s own cost', () => {
    expect([1, 2, 3].map((l) => levelCost(skillOf(miniIndex, RANGED_DAMAGE), l))).toEqual([
      1, 3, 4,
    ]);
    expect([1, 2, 3].map((l) => levelCost(skillOf(miniIndex, THE_SENTINEL), l))).toEqual([1, 2, 3]);
    expect(levelCost(skillOf(miniIndex, SHIELD_OVERCHARGE), 1)).toBe(3);
  });

  it('sums every level from 1 up to the current one', () => {
    expect(skillPointsForLevel(miniIndex, RANGED_DAMAGE, 0)).toBe(0);
    expect(skillPointsForLevel(miniIndex, RANGED_DAMAGE, 1)).toBe(1);
    expect(skillPointsForLevel(miniIndex, RANGED_DAMAGE, 2)).toBe(4);
    expect(skillPointsForLevel(miniIndex, RANGED_DAMAGE, 3)).toBe(8);
    expect(nextLevelCost(miniIndex, RANGED_DAMAGE, 3)).toBe(4);
  });

  it('totals the spent SP over all classes, and per class', () => {
    const characterBuild = [
      { skillId: RANGED_DAMAGE, level: 3 },
      { skillId: ANTI_GRAVITY_FIELD, level: 1 },
      { skillId: THE_SENTINEL, level: 2 },
      { skillId: STUNNER, level: 1 },
    ];
    expect(totalSkillPointsSpent(miniIndex, characterBuild)).toBe(8 + 1 + 3 + 2);
    expect(skillPointsSpentByClass(miniIndex, characterBuild)).toEqual({
      trooper: 9,
      mentat: 5,
      planetologist: 0,
      'bene-gesserit-acolyte': 0,
      swordmaster: 0,
    });
  });

  it('counts unknown skills as free rather than failing', () => {
    expect(totalSkillPointsSpent(miniIndex, [{ skillId: 9999, level: 2 }])).toBe(0);
  });
});

describe('the spec’s fallback costs, for data without costs', () => {
  it('charges 2 per level for the listed skills', () => {
    expect(TWO_SP_PER_LEVEL_SKILLS).toHaveLength(8);
    expect(levelCost(skillOf(noCosts, SHIELD_OVERCHARGE), 1)).toBe(2);
    for (const name of TWO_SP_PER_LEVEL_SKILLS) {
      expect(fallbackLevelCost({ name, type: 'Passive' }, 3)).toBe(2);
    }
  });

  it('charges other passives the level number', () => {
    expect([1, 2, 3].map((l) => levelCost(skillOf(noCosts, RANGED_DAMAGE), l))).toEqual([1, 2, 3]);
    expect(skillPointsForLevel(noCosts, GUNSMITH, 3)).toBe(6);
  });

  it('charges the ten capstones the level number and other abilities and techniques 2', () => {
    expect(CAPSTONE_SKILLS).toHaveLength(10);
    expect([1, 2, 3].map((l) => levelCost(skillOf(noCosts, THE_SENTINEL), l))).toEqual([1, 2, 3]);
    expect(levelCost(skillOf(noCosts, ANTI_GRAVITY_FIELD), 1)).toBe(1);
    expect([1, 2, 3].map((l) => levelCost(skillOf(noCosts, CENTER_OF_MASS), l))).toEqual([2, 2, 2]);
    expect(levelCost(skillOf(noCosts, ENERGY_CAPSULE), 1)).toBe(2);
    for (const name of CAPSTONE_SKILLS) {
      expect(fallbackLevelCost({ name, type: 'Technique' }, 3)).toBe(3);
    }
  });

  it('applies the fallback level by level when only some levels have a cost', () => {
    const skill = skillOf(miniIndex, RANGED_DAMAGE);
    const mixed = {
      ...skill,
      levels: skill.levels.map((l) => (l.level === 2 ? { ...l, cost: undefined } : l)),
    };
    expect([1, 2, 3].map((l) => levelCost(mixed, l))).toEqual([1, 2, 4]);
  });
});
