import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { skillChoices } from '../../src/skills/skillChoices';
import {
  parseSkillUses,
  skillUsesParam,
  SKILL_USES_PATTERN,
} from '../../src/api/contract/contentFilters';

const data = readGameVersion(defaultGameDataDir, '1.5.3.6');

describe('the skills "Skills taken" offers', () => {
  const choices = skillChoices(data);

  it('are every skill of both modes, once, class by class and tree by tree', () => {
    expect(choices.map((choice) => choice.id).sort((a, b) => a - b)).toEqual(
      data.skills.map((skill) => skill.id).sort((a, b) => a - b),
    );
    const groups = [...new Set(choices.map((choice) => choice.group))];
    expect(groups[0]).toBe('Trooper · Gunnery');
    expect(groups).toHaveLength(data.trees.length);
    // A tree's skills come together, bottom row first.
    const [first] = choices;
    expect(first).toMatchObject({ name: 'Ranged Damage', group: 'Trooper · Gunnery', maxLevel: 3 });
  });

  it('tell the two Cartographers apart by their mode, and say how far each skill goes', () => {
    expect(
      choices.filter((choice) => choice.name.startsWith('Cartographer')).map((c) => c.name),
    ).toEqual(['Cartographer (multiplayer)', 'Cartographer (single-player)']);
    for (const choice of choices) {
      const skill = data.skills.find((s) => s.id === choice.id);
      expect(choice.maxLevel).toBe(skill?.levels.length);
    }
  });
});

describe('the skills of an address', () => {
  it('read and write up to three id-level pairs, in order', () => {
    expect(parseSkillUses('12-3,4-1')).toEqual([
      { skillId: 12, level: 3 },
      { skillId: 4, level: 1 },
    ]);
    expect(skillUsesParam([{ skillId: 40, level: 2 }])).toBe('40-2');
    expect(skillUsesParam([])).toBe('');
    expect(parseSkillUses(skillUsesParam([{ skillId: 9, level: 1 }]))).toEqual([
      { skillId: 9, level: 1 },
    ]);
  });

  it('refuse anything else', () => {
    for (const text of ['', '12', '12-0', '12-4', '1-1,2-1,3-1,4-1', '5-1,5-2', ' 1-1', '1-1;']) {
      expect(parseSkillUses(text), text).toBeNull();
    }
    expect(SKILL_USES_PATTERN.test('1234567-1')).toBe(false);
  });
});
