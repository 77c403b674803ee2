import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readGameVersion } from '../../server/game/readGameFiles';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { sameBuildStructure } from '../../src/skills/checksum';
import { DEFAULT_GAME_MODE } from '../../src/skills/gameModes';
import { skillsForMode, switchBuildGameMode, twinInMode } from '../../src/skills/gameModeRules';
import { indexGameData } from '../../src/skills/gameIndex';

const dataDir = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'data/game');
const current = readGameVersion(dataDir, '1.5.3.6');
const CARTOGRAPHER_MP = 53;
const CARTOGRAPHER_SP = 109;
const EXPLORER_TREE = 8;

describe('game modes in the 1.5.3.6 data', () => {
  it('gives each mode 108 skills, Cartographer once', () => {
    expect(DEFAULT_GAME_MODE).toBe('multiplayer');
    for (const mode of ['multiplayer', 'singleplayer'] as const) {
      const skills = skillsForMode(current, mode);
      expect(skills).toHaveLength(108);
      expect(skills.filter((s) => s.name === 'Cartographer')).toHaveLength(1);
    }
  });

  it('indexes the planner’s trees in multiplayer only, links cut to that mode', () => {
    const index = indexGameData(current);
    expect(index.gameMode).toBe('multiplayer');
    const explorer = index.skillsByTreeId.get(EXPLORER_TREE) ?? [];
    expect(explorer.map((s) => s.id)).toContain(CARTOGRAPHER_MP);
    expect(explorer.map((s) => s.id)).not.toContain(CARTOGRAPHER_SP);
    expect(index.skillsById.has(CARTOGRAPHER_SP)).toBe(false);
    const links = index.treesById.get(EXPLORER_TREE)?.links ?? [];
    expect(links.flat()).not.toContain(CARTOGRAPHER_SP);
    const single = indexGameData(current, 'singleplayer');
    expect(single.skillsById.has(CARTOGRAPHER_MP)).toBe(false);
    expect(single.prerequisiteIds.get(CARTOGRAPHER_SP)).toEqual(
      indexGameData(current).prerequisiteIds.get(CARTOGRAPHER_MP),
    );
  });

  it('swaps Cartographer for its twin when a build changes mode, and says so', () => {
    const mp = current.skills.find((s) => s.id === CARTOGRAPHER_MP);
    if (!mp) throw new Error('no Cartographer');
    expect(twinInMode(current, mp, 'singleplayer')?.id).toBe(CARTOGRAPHER_SP);
    expect(twinInMode(current, mp, 'multiplayer')).toBeNull();
    const build: Build = {
      ...emptyBuild(),
      levellingPlan: [
        { skillId: 52, level: 1, skill: 'Suspensor Pad' },
        { skillId: CARTOGRAPHER_MP, level: 1, skill: 'Cartographer' },
      ],
      characterBuild: [
        { skillId: 52, level: 1 },
        { skillId: CARTOGRAPHER_MP, level: 1 },
      ],
    };
    const switched = switchBuildGameMode(build, current, 'singleplayer');
    expect(switched.swaps).toEqual([
      {
        from: { skillId: CARTOGRAPHER_MP, name: 'Cartographer' },
        to: { skillId: CARTOGRAPHER_SP, name: 'Cartographer' },
      },
    ]);
    expect(switched.build.levellingPlan.map((s) => s.skillId)).toEqual([52, CARTOGRAPHER_SP]);
    expect(switched.build.characterBuild.map((s) => s.skillId)).toEqual([52, CARTOGRAPHER_SP]);
    expect(build.levellingPlan[1]?.skillId).toBe(CARTOGRAPHER_MP);
    const back = switchBuildGameMode(switched.build, current, 'multiplayer');
    expect(back.build.levellingPlan).toEqual(build.levellingPlan);
    expect(switchBuildGameMode(build, current, 'multiplayer')).toEqual({ build, swaps: [] });
  });
});

describe('structure of versions', () => {
  it('finds 1.5 and 1.5.3.6 the same for builds, launch not', () => {
    expect(sameBuildStructure(readGameVersion(dataDir, '1.5'), current)).toBe(true);
    expect(sameBuildStructure(readGameVersion(dataDir, 'launch'), current)).toBe(false);
  });
});
