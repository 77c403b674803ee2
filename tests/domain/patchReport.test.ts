import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { exampleBuilds } from '../../server/services/exampleBuilds';
import { chooseSlotSkill } from '../../src/skills/activeSlots';
import type { Build } from '../../src/skills/buildSchema';
import { buildSchema } from '../../src/skills/buildSchema';
import { buildProblems } from '../../src/skills/buildValidation';
import { buildVersionStatus } from '../../src/skills/buildVersionStatus';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import type { GameIndex } from '../../src/skills/gameIndex';
import { migrateBuild, migrationLines } from '../../src/skills/migrateBuild';
import { patchReport } from '../../src/skills/patchReport';
import { progressionSchema } from '../../src/skills/progression';
import { sampleBuild } from '../server/buildLinkFixtures';
import { clickSkills, longestPlanBuild, maxedBuild } from './fixtures/builds';
import { deepFreeze } from './fixtures/freeze';
import { realGame } from './fixtures/realData';

const launch = realGame('launch').index;
const v15 = realGame('1.5').index;
const currentData = readGameVersion(defaultGameDataDir, '1.5.3.6');
const current = indexGameData(currentData);
const patches = currentData.progression?.patches ?? [];

const SIX = ['Compel', 'Deflection', 'Stop', 'Weirding Step', 'Stunner', 'Crippling Strike'];

function skillId(index: GameIndex, name: string): number {
  const skill = [...index.skillsById.values()].find((s) => s.name === name);
  if (!skill) throw new Error(`no skill ${name}`);
  return skill.id;
}

/** Every fixture build, made on the version it is read from. */
function fixtures(index: GameIndex): [string, Build][] {
  return [
    ...[...index.classesBySlug.keys()].map((slug): [string, Build] => [
      `maxed ${slug}`,
      maxedBuild(index, { ...emptyBuild(), selectedClass: slug }),
    ]),
    ['longest plan', longestPlanBuild(index)],
    ...exampleBuilds(index).map((example): [string, Build] => [
      `example ${example.build_name}`,
      buildSchema.parse(example.data),
    ]),
  ];
}

const STEPS: [string, GameIndex, GameIndex][] = [
  ['launch → 1.5', launch, v15],
  ['1.5 → 1.5.3.6', v15, current],
  ['launch → 1.5.3.6', launch, current],
];

const cases = STEPS.flatMap(([step, from, to]) =>
  fixtures(from).map(([name, build]) => ({ step, name, build: deepFreeze(build), from, to })),
);

describe('the patch list in the game data', () => {
  it('carries every dated patch of the facts, oldest first, ending on the current version', () => {
    expect(patches.map((patch) => patch.version)).toEqual([
      'launch',
      '1.3.0.0',
      '1.5',
      '1.5.3.0',
      '1.5.3.6',
    ]);
    expect(patches.find((patch) => patch.version === '1.5')?.date).toBe('2026-09-17');
  });

  it('refuses a patch listed twice when the data loads', () => {
    const progression = currentData.progression;
    if (!progression) throw new Error('1.5.3.6 has no progression');
    const twice = { ...progression, patches: [...progression.patches, progression.patches[0]] };
    expect(progressionSchema.safeParse(twice).success).toBe(false);
    expect(progressionSchema.safeParse({ ...progression, patches: [] }).success).toBe(false);
  });
});

describe.each(cases)('$step: $name', ({ build, from, to }) => {
  it('reports the changes from the data and migrates to a valid build', () => {
    const report = patchReport(build, from, to, patches);
    const status = buildVersionStatus(build, from, to);
    // The status and the report agree: only an item that breaks the build needs attention.
    expect(status.valid).toBe(!report.items.some((item) => item.breaks));
    expect(status.label).toBe(status.valid ? `valid on ${to.data.version}` : 'needs attention');
    for (const item of report.items) expect(item.dating.label).not.toBe('');

    const migration = migrateBuild(build, from, to);
    expect(buildProblems(migration.build, to)).toEqual([]);
    if (status.valid) expect(migration.build).toBe(build);
    const again = migrateBuild(migration.build, to, to);
    expect(again.build).toBe(migration.build);
    expect(migrationLines(again)).toEqual([]);
  });

  it('is empty and valid once on the version it is read on', () => {
    const migrated = migrateBuild(build, from, to).build;
    expect(patchReport(migrated, to, to, patches).items).toEqual([]);
    expect(buildVersionStatus(migrated, to, to)).toEqual({
      valid: true,
      label: `valid on ${to.data.version}`,
    });
  });
});

describe('a build on the current version', () => {
  it('gets an empty report and is valid on 1.5.3.6', () => {
    const build = sampleBuild();
    expect(patchReport(build, current, current, patches)).toEqual({
      from: '1.5.3.6',
      to: '1.5.3.6',
      items: [],
    });
    expect(buildVersionStatus(build, current, current).label).toBe('valid on 1.5.3.6');
    expect(migrateBuild(build, current, current).build).toBe(build);
  });
});

describe('the six abilities of 1.5', () => {
  it.each(SIX)('%s taken at launch reads "3 levels now", dated to 1.5 (2026-09-17)', (name) => {
    const id = skillId(launch, name);
    const build = buildWithSkill(launch, id);
    const report = patchReport(build, launch, current, patches);
    const levels = report.items.find((item) => item.skillId === id && item.kind === 'levels');
    expect(levels).toMatchObject({
      text: `${name} has 3 levels now (was 1)`,
      dating: { label: '1.5 (2026-09-17)', version: '1.5', sureness: 'named' },
      breaks: false,
    });
    expect(buildVersionStatus(build, launch, current).label).toBe('valid on 1.5.3.6');
  });

  it('dates a number change no patch names to the span, unconfirmed', () => {
    const id = skillId(launch, 'Field Maintenance');
    const build = buildWithSkill(launch, id);
    const numbers = patchReport(build, launch, current, patches).items.find(
      (item) => item.skillId === id && item.kind === 'numbers',
    );
    expect(numbers).toMatchObject({
      text: 'Field Maintenance: the numbers of level 1 changed',
      dating: {
        label: 'between launch and 1.5.3.6 (2025-06-10 to 2026-10-06)',
        version: null,
        sureness: 'unconfirmed',
      },
      breaks: false,
    });
    expect(buildVersionStatus(build, launch, current).valid).toBe(true);
  });
});

describe('a launch build that no longer adds up', () => {
  // Launch had no progression facts: a stated character planned against the cap of 200.
  const maxed = maxedBuild(launch, { ...emptyBuild(), selectedClass: 'trooper' });
  const build = deepFreeze({
    ...maxed,
    character: { level: 60, combatLevel: 0, skippedTraits: [] },
  });

  it('reports the points over the character budget and needs attention', () => {
    const report = patchReport(build, launch, current, patches);
    const points = report.items.find((item) => item.kind === 'points');
    expect(points?.text).toMatch(
      /^Spends \d+ SP at 1\.5\.3\.6's costs, over the character's budget of 60 SP/,
    );
    expect(points?.breaks).toBe(true);
    expect(buildVersionStatus(build, launch, current).label).toBe('needs attention');
  });

  it('migrates by refunding the latest steps, keeping the rest, and says so', () => {
    const migration = migrateBuild(build, launch, current);
    expect(buildProblems(migration.build, current)).toEqual([]);
    expect(migration.build.skillpoints).toBeLessThanOrEqual(60);
    expect(migration.refunds.length).toBeGreaterThan(0);
    const refunded = migration.refunds.reduce((sum, refund) => sum + refund.refunded, 0);
    expect(migration.build.skillpoints + refunded).toBe(build.skillpoints);
    expect(migrationLines(migration)[0]).toMatch(/SP refunded$/);
    // Idempotent: the migrated build is valid and migrating it again changes nothing.
    expect(migrateBuild(migration.build, current, current).build).toBe(migration.build);
    expect(buildVersionStatus(migration.build, current, current).valid).toBe(true);
  });
});

describe('a build read on data where its slot skill lost levels', () => {
  it('empties the slot, dated, and says so', () => {
    // A 1.5.3.6 build with Stunner at level 3 in a slot, read on launch data (Stunner has 1).
    const stunner = skillId(current, 'Stunner');
    let build = buildWithSkill(current, stunner, 3);
    build = chooseSlotSkill(build, current, 'ability', 0, stunner);
    const report = patchReport(build, current, launch, patches);
    expect(report.items.find((item) => item.kind === 'levels')?.text).toBe(
      'Stunner has 1 level now (was 3); level 3 no longer exists',
    );
    const migration = migrateBuild(build, current, launch);
    expect(migration.refunds).toContainEqual(
      expect.objectContaining({ skill: 'Stunner', fromLevel: 3, toLevel: 1, refunded: 7 }),
    );
    expect(buildProblems(migration.build, launch)).toEqual([]);
  });
});

/** A build that takes one skill (and the cheapest path to it) up to `level`. */
function buildWithSkill(index: GameIndex, id: number, level = 1): Build {
  const path = pathTo(index, id);
  const clicks = [...path, ...Array.from({ length: level - 1 }, () => id)];
  const skill = index.skillsById.get(id);
  const gameClass = skill && index.classesById.get(index.classIdBySkillId.get(id) ?? 0);
  return clickSkills(index, clicks, {
    ...emptyBuild(),
    selectedClass: gameClass?.slug ?? 'trooper',
  });
}

/** The skills from the tree's entry up to `id`, through the first prerequisite of each. */
function pathTo(index: GameIndex, id: number): number[] {
  const first = index.prerequisiteIds.get(id)?.[0];
  return first === undefined ? [id] : [...pathTo(index, first), id];
}
