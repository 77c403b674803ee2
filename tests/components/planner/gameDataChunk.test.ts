import { describe, expect, it } from 'vitest';
import {
  CURRENT_GAME_VERSION,
  GAME_MANIFEST,
  gameVersionLabel,
  gameVersionToOpen,
  hasGameVersion,
  loadGameIndex,
  sameStructureAsCurrent,
} from '../../../src/api/gameDataChunk';
import { gameDataChecksum } from '../../../src/skills/checksum';

describe('the game data chunk', () => {
  it('loads and indexes the current version', async () => {
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
    expect(GAME_MANIFEST.versions.map((v) => v.id)).toEqual(['1.5.3.6', '1.5', 'launch']);
    expect(CURRENT_GAME_VERSION).toBe('1.5.3.6');
    expect(hasGameVersion('1.5')).toBe(true);
    expect(hasGameVersion('2.0')).toBe(false);
    expect(gameVersionLabel('1.5')).toBe('Update 1.5');
    await expect(loadGameIndex('2.0')).rejects.toThrow('Unknown game version');
  });

  it('opens builds of a version with the current structure with the current data', async () => {
    expect(sameStructureAsCurrent('1.5')).toBe(true);
    expect(sameStructureAsCurrent('launch')).toBe(false);
    expect(sameStructureAsCurrent('2.0')).toBe(false);
    expect(gameVersionToOpen('1.5')).toBe(CURRENT_GAME_VERSION);
    expect(gameVersionToOpen('launch')).toBe('launch');
    expect(gameVersionToOpen('2.0')).toBe(CURRENT_GAME_VERSION);
    // The manifest's fingerprint is the share codes' checksum of the loaded data.
    const [current, previous] = await Promise.all([loadGameIndex(), loadGameIndex('1.5')]);
    expect(gameDataChecksum(current.data)).toBe(gameDataChecksum(previous.data));
    const structure = GAME_MANIFEST.versions.find((v) => v.id === '1.5.3.6')?.structure;
    expect(structure).toBe(gameDataChecksum(current.data).toString(16).padStart(8, '0'));
  });

  it('gives the planner the multiplayer trees: one Cartographer', async () => {
    const index = await loadGameIndex();
    expect(index.gameMode).toBe('multiplayer');
    const names = [...index.skillsById.values()].map((s) => s.name);
    expect(names.filter((n) => n === 'Cartographer')).toHaveLength(1);
    expect(index.skillsById.size).toBe(108);
  });
});
