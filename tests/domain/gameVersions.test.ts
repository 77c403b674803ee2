import { describe, expect, it } from 'vitest';
import type { GameManifest } from '../../src/skills/gameData';
import {
  gameVersionToOpenIn,
  manifestHasVersion,
  sameStructureAsCurrentIn,
} from '../../src/skills/gameVersions';

const manifest: GameManifest = {
  current: 'now',
  versions: [
    { id: 'now', label: 'Now', structure: 'aaaaaaaa' },
    { id: 'same', label: 'Same', structure: 'aaaaaaaa' },
    { id: 'other', label: 'Other', structure: 'bbbbbbbb' },
    { id: 'unmarked', label: 'Unmarked' },
  ],
};

describe('the game version a build opens in', () => {
  it('is the current one for the same structure, an unlisted version or the current itself', () => {
    expect(gameVersionToOpenIn(manifest, 'now')).toBe('now');
    expect(gameVersionToOpenIn(manifest, 'same')).toBe('now');
    expect(gameVersionToOpenIn(manifest, 'gone')).toBe('now');
  });

  it("is the build's own for another structure, or one the manifest cannot compare", () => {
    expect(gameVersionToOpenIn(manifest, 'other')).toBe('other');
    expect(gameVersionToOpenIn(manifest, 'unmarked')).toBe('unmarked');
    expect(sameStructureAsCurrentIn(manifest, 'unmarked')).toBe(false);
    expect(
      sameStructureAsCurrentIn({ ...manifest, versions: [{ id: 'now', label: 'Now' }] }, 'now'),
    ).toBe(true);
  });

  it('knows only the versions the manifest lists', () => {
    expect(manifestHasVersion(manifest, 'same')).toBe(true);
    expect(manifestHasVersion(manifest, 'gone')).toBe(false);
  });
});
