import { describe, expect, it } from 'vitest';
import { compareSideOf } from '../../../src/api/contract/comparePaths';
import { plannerCompareSide } from '../../../src/planner/compare/plannerCompareSide';
import type { Build } from '../../../src/skills/buildSchema';
import { decodeShareCode } from '../../../src/skills/shareCode';
import { gameIndex, trooperBuild } from '../../../stories/planner/fixtures/plannerFixtures';

const SAVED = { id: '0f8e4b0c-6c1a-4a53-9d36-1b2f0c4e7a10', url: 'Ab3dE5gH9k', name: 'Gunner' };

const stateOf = (build: Build, savedBuild: Build | null) => ({
  build,
  index: gameIndex,
  saved: savedBuild === null ? null : { ...SAVED, build: savedBuild },
});

describe("the planner's side of a compare address", () => {
  it('is the share code of a build never saved, which opens as the same build', () => {
    const build = trooperBuild();
    const side = plannerCompareSide(stateOf(build, null));
    expect(compareSideOf(side)).toEqual({ kind: 'code', code: side });
    const decoded = decodeShareCode(side, gameIndex);
    expect(decoded.ok && decoded.build.characterBuild).toEqual(build.characterBuild);
  });

  it('is the saved id of a Public saved build shown unchanged', () => {
    const build: Build = { ...trooperBuild(), buildSharing: 'Public' };
    expect(plannerCompareSide(stateOf(build, build))).toBe(SAVED.url);
  });

  it('is the share code once the saved build changed, or while it is Private', () => {
    const saved: Build = { ...trooperBuild(), buildSharing: 'Public' };
    const changed: Build = { ...saved, characterBuild: [] };
    expect(compareSideOf(plannerCompareSide(stateOf(changed, saved)))?.kind).toBe('code');
    const privateBuild: Build = { ...trooperBuild(), buildSharing: 'Private' };
    expect(plannerCompareSide(stateOf(privateBuild, privateBuild))).not.toBe(SAVED.url);
  });
});
