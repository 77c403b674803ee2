import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { exampleBuilds } from '../../server/services/exampleBuilds';
import { isBuildDiffEmpty } from '../../src/skills/buildDiff';
import { buildCompare, sameSkills, type BuildCompare } from '../../src/skills/buildCompare';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import type { CompareNodeState } from '../../src/skills/compareNodes';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData, type GameIndex } from '../../src/skills/gameIndex';
import { clickSkills, longestPlanBuild, maxedBuild } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import {
  CENTER_OF_MASS,
  GUNSMITH,
  MARKSMAN,
  miniIndex,
  RANGED_DAMAGE,
  STUNNER,
  THE_SENTINEL,
} from './fixtures/miniGame';

const current = indexGameData(readGameVersion(defaultGameDataDir, '1.5.3.6'));

/** Every fixture build of the current game data: maxed per class, the longest plan, the examples. */
function fixtures(index: GameIndex): [string, Build][] {
  return [
    ['empty', emptyBuild()],
    ...[...index.classesBySlug.keys()].map((slug): [string, Build] => [
      `maxed ${slug}`,
      maxedBuild(index, { ...emptyBuild(), selectedClass: slug }),
    ]),
    ['longest plan', longestPlanBuild(index)],
    ...exampleBuilds(index).map((example): [string, Build] => [
      `example ${example.build_name}`,
      buildSchema.parse(example.data),
    ]),
  ].map(([name, build]): [string, Build] => [name as string, deepFreeze(build as Build)]);
}

const MIRROR: Record<CompareNodeState, CompareNodeState> = {
  both: 'both',
  changed: 'changed',
  'only-a': 'only-b',
  'only-b': 'only-a',
};

/** What B vs A must be when A vs B is `compare`: every node's sides swapped. */
function mirroredClasses(compare: BuildCompare) {
  return compare.classes.map(({ classSlug, nodes }) => ({
    classSlug,
    nodes: nodes.map((node) => ({
      ...node,
      levelA: node.levelB,
      levelB: node.levelA,
      state: MIRROR[node.state],
    })),
  }));
}

const builds = fixtures(current);
const pairs = builds.flatMap(([nameA, a], i) =>
  builds.slice(i + 1).map(([nameB, b]) => ({ name: `${nameA} vs ${nameB}`, a, b })),
);

describe('comparing two builds', () => {
  it('marks each skill as taken by both, by one side only, or at another level', () => {
    const a = clickSkills(miniIndex, [
      THE_SENTINEL,
      MARKSMAN,
      RANGED_DAMAGE,
      THE_SENTINEL,
      CENTER_OF_MASS,
    ]);
    const b = clickSkills(miniIndex, [THE_SENTINEL, MARKSMAN, STUNNER, RANGED_DAMAGE]);
    const compare = buildCompare(a, b, miniIndex);
    const nodes = compare.classes.flatMap((c) => c.nodes);
    const byId = new Map(nodes.map((node) => [node.skillId, node]));
    expect(byId.get(THE_SENTINEL)).toMatchObject({ levelA: 2, levelB: 1, state: 'changed' });
    expect(byId.get(MARKSMAN)).toMatchObject({ levelA: 1, levelB: 1, state: 'both' });
    expect(byId.get(RANGED_DAMAGE)).toMatchObject({ levelA: 1, levelB: 1, state: 'both' });
    expect(byId.get(CENTER_OF_MASS)).toMatchObject({ levelA: 1, levelB: 0, state: 'only-a' });
    expect(byId.get(STUNNER)).toMatchObject({ levelA: 0, levelB: 1, state: 'only-b' });
    expect(byId.has(GUNSMITH)).toBe(false);
    expect(sameSkills(compare)).toBe(false);
    // A respec refunds all of A and spends all of B.
    expect(compare.respec.refund).toBe(compare.diff.skillPoints.a.total);
    expect(compare.respec.spend).toBe(compare.diff.skillPoints.b.total);
  });

  it('names only the classes either build takes a skill in, in the classes’ order', () => {
    const trooper = maxedBuild(current, { ...emptyBuild(), selectedClass: 'trooper' });
    const mentat = maxedBuild(current, { ...emptyBuild(), selectedClass: 'mentat' });
    const slugs = (x: Build, y: Build) =>
      buildCompare(x, y, current).classes.map((c) => c.classSlug);
    expect(slugs(trooper, mentat)).toEqual(slugs(mentat, trooper));
    expect(slugs(emptyBuild(), emptyBuild())).toEqual([]);
  });

  it('tells the respec’s Spice ladder from the game data', () => {
    const compare = buildCompare(emptyBuild(), emptyBuild(), current);
    expect(compare.respec.spice?.ladder).toEqual(current.data.progression?.respec.spiceLadder);
  });
});

describe.each(builds)('%s compared with itself', (_name, build) => {
  it('has no difference and costs nothing to respec into', () => {
    const compare = buildCompare(build, build, current);
    expect(isBuildDiffEmpty(compare.diff)).toBe(true);
    expect(sameSkills(compare)).toBe(true);
    expect(compare.respec.refund).toBe(compare.respec.spend);
  });
});

describe.each(pairs)('$name', ({ a, b }) => {
  it('mirrors the comparison the other way round', () => {
    const ab = buildCompare(a, b, current);
    const ba = buildCompare(b, a, current);
    expect(ba.classes).toEqual(mirroredClasses(ab));
    const ids = (changes: { skillId: number }[]) => changes.map((change) => change.skillId);
    expect(ids(ba.diff.skills.added)).toEqual(ids(ab.diff.skills.removed));
    expect(ids(ba.diff.skills.removed)).toEqual(ids(ab.diff.skills.added));
    expect(ids(ba.diff.skills.changed)).toEqual(ids(ab.diff.skills.changed));
    expect(ba.diff.skillPoints.difference.total + ab.diff.skillPoints.difference.total).toBe(0);
    expect(ba.respec.refund).toBe(ab.respec.spend);
    expect(ba.respec.spend).toBe(ab.respec.refund);
    expect(ba.respec.kept).toBe(ab.respec.kept);
    expect(sameSkills(ab)).toBe(sameSkills(ba));
  });
});
