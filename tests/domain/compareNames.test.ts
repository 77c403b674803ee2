import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { compareNames } from '../../src/skills/compareNames';
import { skillLevelModifiers } from '../../src/skills/modifiers';

const VERSIONS = ['launch', '1.5', '1.5.3.6'];

describe('compareNames', () => {
  it.each(VERSIONS)(
    "orders every skill and stat name of %s as localeCompare does (the lists' old order)",
    (version) => {
      const { skills } = readGameVersion(defaultGameDataDir, version);
      const names = new Set<string>();
      for (const skill of skills) {
        names.add(skill.name);
        for (const level of skillLevelModifiers(skill)) {
          for (const modifier of level) names.add(modifier.name);
        }
      }
      expect(names.size).toBeGreaterThan(100);
      const byLocale = [...names].sort((a, b) => a.localeCompare(b, 'en'));
      expect([...names].sort(compareNames)).toEqual(byLocale);
    },
  );

  it('sets case aside first, then puts lower case first, so the order is total', () => {
    expect(['b', 'B', 'a', 'A'].sort(compareNames)).toEqual(['a', 'A', 'b', 'B']);
    expect(['Blade Damage', 'Blade damage'].sort(compareNames)).toEqual([
      'Blade damage',
      'Blade Damage',
    ]);
    expect(['Damage Reduction', 'Damage bonus'].sort(compareNames)).toEqual([
      'Damage bonus',
      'Damage Reduction',
    ]);
    expect(compareNames('Same', 'Same')).toBe(0);
  });
});
