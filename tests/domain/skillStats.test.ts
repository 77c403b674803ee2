import { describe, expect, it } from 'vitest';
import type { SkillStat } from '../../src/skills/gameData';
import { describeLevelStats, describeStat, formatStatValue } from '../../src/skills/skillStats';

describe('formatStatValue', () => {
  it.each([
    [0.03, 'percent', '+3%'],
    [-0.1, 'percent', '-10%'],
    [0.15, 'percent', '+15%'],
    [0, 'percent', '0%'],
    [12, 'seconds', '12 s'],
    [1.1, 'multiplier', '×1.1'],
    [15, 'points', '15'],
    [2000, 'number', '2000'],
  ] as const)('shows %d as a %s as %j', (value, format, text) => {
    expect(formatStatValue(value, format)).toBe(text);
  });
});

describe('level descriptions from stats', () => {
  it('writes one "label: value" per stat, in order, as one sentence', () => {
    const cooldown: SkillStat = {
      key: 'Cooldown',
      label: 'Cooldown',
      value: 22,
      format: 'seconds',
    };
    const damage: SkillStat = { key: 'Damage', label: 'Damage', value: 80, format: 'number' };
    const stats = [cooldown, damage];
    expect(describeStat(cooldown)).toBe('Cooldown: 22 s');
    expect(describeLevelStats(stats)).toBe('Cooldown: 22 s; Damage: 80.');
  });

  it('refuses to make a description out of no stats', () => {
    expect(() => describeLevelStats([])).toThrow();
  });
});
