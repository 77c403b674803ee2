import { describe, expect, it } from 'vitest';
import {
  canonicalSkillList,
  fnv1a32,
  formatChecksum,
  gameDataChecksum,
} from '../../src/skills/checksum';
import type { GameData, Skill } from '../../src/skills/gameData';
import { miniGameData, RANGED_DAMAGE } from './fixtures/miniGame';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

describe('the game data checksum', () => {
  it('is 32-bit FNV-1a', () => {
    // Published FNV-1a test vectors.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
    expect(formatChecksum(0xabc)).toBe('00000abc');
  });

  it('is stable: the same data in another order gives the same checksum', () => {
    const data = miniGameData();
    const shuffled = {
      ...data,
      skills: [...data.skills].reverse(),
      trees: [...data.trees].reverse(),
    };
    expect(gameDataChecksum(shuffled)).toBe(gameDataChecksum(data));
  });

  /** The fixture with Ranged Damage changed. */
  function withRangedDamage(change: (skill: Skill) => Skill): GameData {
    const data = miniGameData();
    return { ...data, skills: data.skills.map((s) => (s.id === RANGED_DAMAGE ? change(s) : s)) };
  }

  it('changes with what a build depends on: a name, a cost, a level, a link', () => {
    const data = miniGameData();
    const variants = [
      withRangedDamage((s) => ({ ...s, name: 'Renamed' })),
      withRangedDamage((s) => ({ ...s, levels: s.levels.map((l) => ({ ...l, cost: 9 })) })),
      withRangedDamage((s) => ({ ...s, levels: s.levels.slice(0, 1) })),
      { ...data, trees: data.trees.map((t) => ({ ...t, links: t.links.slice(1) })) },
    ];
    const checksums = [data, ...variants].map(gameDataChecksum);
    expect(new Set(checksums).size).toBe(5);
  });

  it('ignores descriptions and positions, which cannot break a build', () => {
    const data = withRangedDamage((s) => ({
      ...s,
      description: 'New words',
      position: { col: 1, row: 0 },
    }));
    expect(gameDataChecksum(data)).toBe(gameDataChecksum(miniGameData()));
  });

  it('tells the two real versions apart', () => {
    const [a, b] = GAME_VERSIONS.map((v) => gameDataChecksum(realGame(v).data));
    expect(a).not.toBe(b);
    expect(canonicalSkillList(realGame('1.5').data).split('\n').length).toBeGreaterThan(108);
  });
});
