import { describe, expect, it } from 'vitest';
import {
  CURRENT_GAME_VERSION,
  GAME_MANIFEST,
  gameVersionLabel,
  hasGameVersion,
  loadGameIndex,
} from '../../../src/api/gameDataChunk';

describe('the game data chunk', () => {
  it('loads, validates and indexes the current version', async () => {
    const index = await loadGameIndex();
    expect(index.data.version).toBe(CURRENT_GAME_VERSION);
    expect(index.classesBySlug.get('trooper')?.name).toBe('Trooper');
    expect(index.skillsById.size).toBeGreaterThan(100);
  });

  it('loads each version once', async () => {
    const [a, b] = await Promise.all([loadGameIndex('launch'), loadGameIndex('launch')]);
    expect(a).toBe(b);
    expect(a.data.version).toBe('launch');
    expect(await loadGameIndex('launch')).toBe(a);
  });

  it('knows the manifest’s versions and refuses others', async () => {
    expect(GAME_MANIFEST.versions.map((v) => v.id)).toEqual(['1.5', 'launch']);
    expect(hasGameVersion('1.5')).toBe(true);
    expect(hasGameVersion('2.0')).toBe(false);
    expect(gameVersionLabel('1.5')).toBe('Update 1.5');
    await expect(loadGameIndex('2.0')).rejects.toThrow('Unknown game version');
  });
});
