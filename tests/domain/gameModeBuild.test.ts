import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { allocateSkill } from '../../src/skills/allocation';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildProblems } from '../../src/skills/buildValidation';
import { buildExportData } from '../../src/skills/exportBuild';
import { fitBuildToGameData } from '../../src/skills/fitBuild';
import { indexForMode, indexGameData } from '../../src/skills/gameIndex';
import { buildGameMode, switchBuildGameMode } from '../../src/skills/gameModeRules';
import { importBuildValue } from '../../src/skills/importBuild';
import { decodeShareCode, encodeShareCode } from '../../src/skills/shareCode';

/** A build's game mode through schema, files, share codes and the checks. */
const data = readGameVersion(defaultGameDataDir, '1.5.3.6');
const index = indexGameData(data);
const CARTOGRAPHER_MP = 53;
const CARTOGRAPHER_SP = 109;

/** Planetologist: Suspensor Pad, Cartographer (multiplayer) and Ranged Damage 3. */
function multiplayerBuild(): Build {
  let build: Build = { ...emptyBuild(), selectedClass: 'planetologist' };
  for (const id of [52, CARTOGRAPHER_MP, 1, 1, 1]) build = allocateSkill(build, index, id);
  return build;
}

function singlePlayerBuild(): Build {
  return switchBuildGameMode(multiplayerBuild(), data, 'singleplayer').build;
}

describe('a build’s game mode', () => {
  it('is multiplayer when absent, so builds from before modes keep their meaning', () => {
    expect(buildGameMode(emptyBuild())).toBe('multiplayer');
    expect(buildSchema.parse(emptyBuild()).gameMode).toBeUndefined();
    expect(buildSchema.safeParse({ ...emptyBuild(), gameMode: 'coop' }).success).toBe(false);
  });

  it('is set by the mode switch and dropped again on the way back', () => {
    const single = singlePlayerBuild();
    expect(single.gameMode).toBe('singleplayer');
    expect(single.characterBuild.map((e) => e.skillId)).toContain(CARTOGRAPHER_SP);
    const back = switchBuildGameMode(single, data, 'multiplayer').build;
    expect(back).toEqual(multiplayerBuild());
    expect('gameMode' in back).toBe(false);
  });

  it('is checked against its own mode’s skills', () => {
    const single = singlePlayerBuild();
    expect(buildProblems(single, index)).toEqual([]);
    expect(fitBuildToGameData(single, index)).toEqual({ build: single, problems: [] });
    const wrong = { ...single, gameMode: undefined };
    expect(buildProblems(wrong, index).length).toBeGreaterThan(0);
  });

  it('gives one index per data and mode', () => {
    const single = indexForMode(index, 'singleplayer');
    expect(single.gameMode).toBe('singleplayer');
    expect(indexForMode(index, 'singleplayer')).toBe(single);
    expect(indexForMode(single, 'multiplayer')).toBe(index);
    expect(single.skillsById.has(CARTOGRAPHER_SP)).toBe(true);
    expect(single.skillsById.has(CARTOGRAPHER_MP)).toBe(false);
  });
});

describe('files', () => {
  it('write the mode only when it is not multiplayer, and read it back', () => {
    expect('gameMode' in buildExportData(multiplayerBuild(), index)).toBe(false);
    const file = buildExportData(singlePlayerBuild(), index);
    expect(file.gameMode).toBe('singleplayer');
    expect(file.levellingPlan.find((s) => s.skillId === CARTOGRAPHER_SP)?.skill).toBe(
      'Cartographer',
    );
    const imported = importBuildValue(JSON.parse(JSON.stringify(file)), index);
    expect(imported.ok && imported.build.gameMode).toBe('singleplayer');
    expect(imported.ok && imported.build.characterBuild).toEqual(
      singlePlayerBuild().characterBuild,
    );
  });

  it('without the field import as multiplayer', () => {
    const imported = importBuildValue(buildExportData(multiplayerBuild(), index), index);
    expect(imported.ok && imported.build.gameMode).toBeUndefined();
  });
});

describe('share codes', () => {
  it('made before game modes still decode, as multiplayer, to the same allocations', () => {
    // Encoded with the encoder of commit 715f7ce (before the mode digit) from multiplayerBuild().
    const decoded = decodeShareCode('1eKODILIHIM15_wjKAEQGdu', index);
    expect(decoded.ok && decoded.build.gameMode).toBeUndefined();
    expect(decoded.ok && decoded.build.characterBuild).toEqual(multiplayerBuild().characterBuild);
    expect(decoded.ok && decoded.problems).toEqual([]);
  });

  it('of multiplayer builds are the codes of before', () => {
    expect(encodeShareCode(multiplayerBuild(), index)).toBe('1eKODILIHIM15_wjKAEQGdu');
  });

  it('carry single-player and its skills', () => {
    const code = encodeShareCode(singlePlayerBuild(), index);
    const decoded = decodeShareCode(code, index);
    expect(decoded.ok && decoded.build.gameMode).toBe('singleplayer');
    expect(decoded.ok && decoded.build.characterBuild).toEqual(singlePlayerBuild().characterBuild);
    expect(decoded.ok && decoded.problems).toEqual([]);
  });
});
