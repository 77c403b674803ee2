import { describe, expect, it } from 'vitest';
import { newLinkId } from '../../server/keys/linkIds';
import { compareApiPath, comparePath, compareSideOf } from '../../src/api/contract/comparePaths';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { encodeShareCode } from '../../src/skills/shareCode';
import { longestPlanBuild, maxedBuild } from './fixtures/builds';
import { GAME_VERSIONS, realGame } from './fixtures/realData';

describe('a compare address', () => {
  it('names a saved build by its url id or its UUID', () => {
    for (let i = 0; i < 50; i++) {
      const id = newLinkId();
      expect(compareSideOf(id)).toEqual({ kind: 'saved', id });
    }
    const uuid = '0f8e4b0c-6c1a-4a53-9d36-1b2f0c4e7a10';
    expect(compareSideOf(uuid)).toEqual({ kind: 'saved', id: uuid });
  });

  it('names a build by the share code the planner makes, however small or large', () => {
    for (const version of GAME_VERSIONS) {
      const { index } = realGame(version);
      for (const build of [emptyBuild(), maxedBuild(index), longestPlanBuild(index)]) {
        const code = encodeShareCode(build, index);
        expect(compareSideOf(code)).toEqual({ kind: 'code', code });
      }
    }
  });

  it('refuses a segment that is neither', () => {
    for (const segment of [
      '',
      'abc',
      'ab cd efgh',
      'a/b',
      'x'.repeat(1025),
      'build%20one',
      '😀'.repeat(6),
    ]) {
      expect(compareSideOf(segment)).toBeNull();
    }
  });

  it('puts each side in its own segment, and the API path beside the page', () => {
    expect(comparePath('Ab3dE5gH9k', '1xYz_-abcdefgh')).toBe('/compare/Ab3dE5gH9k/1xYz_-abcdefgh');
    expect(compareApiPath('Ab3dE5gH9k', '1xYz_-abcdefgh')).toBe(
      '/api/compare/Ab3dE5gH9k/1xYz_-abcdefgh',
    );
    expect(comparePath('a/b', 'c')).toBe('/compare/a%2Fb/c');
  });
});
