import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildExportJson } from '../../src/skills/exportBuild';
import { fitBuildToGameData } from '../../src/skills/fitBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import { importBuildText } from '../../src/skills/importBuild';
import { decodeShareCode, encodeShareCode, readShareCodeHeader } from '../../src/skills/shareCode';
import { longestPlanBuild, maxedBuild, shareCodeFields } from './fixtures/builds';
import { realGame } from './fixtures/realData';

// Builds made with the 1.5 data (the previous current version) open with 1.5.3.6 unchanged:
// the structure is the same, only numbers and texts changed.
const previous = realGame('1.5').index;
const current = indexGameData(readGameVersion(defaultGameDataDir, '1.5.3.6'));

const builds: [string, Build][] = [
  ...[...previous.classesBySlug.keys()].map((slug): [string, Build] => [
    `maxed ${slug}`,
    maxedBuild(previous, { ...emptyBuild(), selectedClass: slug }),
  ]),
  ['longest plan', longestPlanBuild(previous)],
];

describe('builds of the 1.5 data with the 1.5.3.6 data', () => {
  it.each(builds)(
    'a share code of %s opens with the same allocations and no notice',
    (_, build) => {
      expect(build.levellingPlan.length).toBeGreaterThan(0);
      const code = encodeShareCode(build, previous);
      const header = readShareCodeHeader(code);
      expect(header.ok && header.value.gameVersion).toBe('1.5');
      const decoded = decodeShareCode(code, current);
      if (!decoded.ok) throw new Error(decoded.message);
      expect(decoded.sameGameData).toBe(true);
      expect(decoded.problems).toEqual([]);
      const before = decodeShareCode(code, previous);
      if (!before.ok) throw new Error(before.message);
      expect(shareCodeFields(decoded.build)).toEqual(shareCodeFields(before.build));
    },
  );

  it.each(builds)('a build file of %s imports to the same build', (_, build) => {
    const imported = importBuildText(buildExportJson(build, previous), current);
    if (!imported.ok) throw new Error(imported.message);
    const before = importBuildText(buildExportJson(build, previous), previous);
    if (!before.ok) throw new Error(before.message);
    expect(imported.build).toEqual(before.build);
    expect(fitBuildToGameData(imported.build, current).problems).toEqual([]);
  });
});
