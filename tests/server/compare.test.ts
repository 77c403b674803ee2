import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultGameDataDir, readGameVersion } from '../../server/game/readGameFiles';
import { compareResponseSchema, type CompareResponse } from '../../src/api/contract/compare';
import { compareApiPath } from '../../src/api/contract/comparePaths';
import { COMPARE_TEXTS } from '../../src/api/contract/compareTexts';
import { buildCompare } from '../../src/skills/buildCompare';
import type { Build } from '../../src/skills/buildSchema';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { indexGameData } from '../../src/skills/gameIndex';
import { migrateBuild } from '../../src/skills/migrateBuild';
import { DAMAGED_SHARE_CODE, decodeShareCode, encodeShareCode } from '../../src/skills/shareCode';
import { maxedBuild } from '../domain/fixtures/builds';
import { currentVersion, gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { expectError, saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';

/**
 * `GET /api/compare/{a}/{b}`: two builds, each a saved build the caller may read or a share code,
 * compared on the current game data; a Private build stays as hidden as on its own read.
 */

const launch = indexGameData(readGameVersion(defaultGameDataDir, 'launch'));

function compared(response: LightMyRequestResponse): CompareResponse {
  expect(response.statusCode, response.body).toBe(200);
  return compareResponseSchema.parse(response.json());
}

/** A mentat build whose share code is B on most rows. */
function mentat(): Build {
  return maxedBuild(gameIndex, { ...emptyBuild(), selectedClass: 'mentat' });
}

describe.each(databaseKinds)('comparing two builds (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  it('compares a Public saved build with a share code, for anyone, as the domain does', async () => {
    const owner = await s.player();
    const { build: saved } = await s.saved(
      owner,
      saveBody({ ...titled('Compared Sniper'), buildSharing: 'Public' }),
    );
    const code = encodeShareCode(mentat(), gameIndex);
    const decoded = decodeShareCode(code, gameIndex);
    if (!decoded.ok) throw new Error(decoded.message);
    for (const viewer of [null, owner]) {
      for (const key of [saved.url, saved.id]) {
        const response = await s.get(viewer, compareApiPath(key, code));
        expect(response.headers['cache-control']).toBe('no-store');
        const answer = compared(response);
        expect(answer.gameVersion).toBe(currentVersion);
        expect(answer.a).toEqual({
          kind: 'saved',
          title: 'Compared Sniper',
          author: owner.username,
          url: saved.url,
          gameVersion: currentVersion,
          selectedClass: 'trooper',
          migrated: [],
          olderVersion: false,
        });
        expect(answer.b).toMatchObject({
          kind: 'code',
          title: 'Mentat share code',
          author: null,
          url: null,
          selectedClass: 'mentat',
          olderVersion: false,
        });
        expect(answer.compare).toEqual(
          JSON.parse(JSON.stringify(buildCompare(saved.data, decoded.build, gameIndex))),
        );
      }
    }
  });

  it('swapping the sides mirrors the answer', async () => {
    const code = encodeShareCode(sampleBuild(), gameIndex);
    const other = encodeShareCode(mentat(), gameIndex);
    const ab = compared(await s.get(null, compareApiPath(code, other)));
    const ba = compared(await s.get(null, compareApiPath(other, code)));
    expect(ba.a).toEqual(ab.b);
    expect(ba.b).toEqual(ab.a);
    expect(ba.compare.respec.refund).toBe(ab.compare.respec.spend);
    expect(ba.compare.classes.map((c) => c.classSlug)).toEqual(
      ab.compare.classes.map((c) => c.classSlug),
    );
  });

  it('answers a Private build of someone else as a missing one, naming the side', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build: hidden } = await s.saved(owner, saveBody(titled('Compared Alone')));
    const code = encodeShareCode(mentat(), gameIndex);
    for (const viewer of [null, other]) {
      for (const key of [hidden.id, hidden.url]) {
        const asA = expectError(
          await s.get(viewer, compareApiPath(key, code)),
          404,
          'Build A not found.',
        );
        expect(JSON.stringify(asA)).not.toContain(hidden.build_name);
        expectError(
          await s.get(viewer, compareApiPath(code, key)),
          404,
          COMPARE_TEXTS.notFound('B'),
        );
      }
    }
    // Exactly as a build that never existed.
    expectError(
      await s.get(other, compareApiPath('AAAAAAAAAA', code)),
      404,
      COMPARE_TEXTS.notFound('A'),
    );
    expect(compared(await s.get(owner, compareApiPath(hidden.url, code))).a.title).toBe(
      'Compared Alone',
    );
  });

  it('reads an anonymous share link by its id, as a planner link opens it', async () => {
    const build = { ...mentat(), buildTitle: 'Linked Mentat' };
    const made = await s.t.call('POST', '/api/build-link', {
      body: { data: build, build_guide: build.buildGuide },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json<{ url: string }>();
    const code = encodeShareCode(sampleBuild(), gameIndex);
    const answer = compared(await s.get(null, compareApiPath(url, code)));
    expect(answer.a).toMatchObject({
      kind: 'saved',
      title: 'Linked Mentat',
      author: null,
      url: null,
      selectedClass: 'mentat',
    });
    expectError(await s.get(null, compareApiPath('Zz9Zz9Zz9Z', code)), 404, /Build A not found/);
  });

  it('answers 400 for a side that is neither an id nor a code, or a damaged code', async () => {
    const code = encodeShareCode(mentat(), gameIndex);
    for (const bad of ['abc', 'x%20y', '%27%20OR%201%3D1']) {
      expectError(await s.get(null, `/api/compare/${bad}/${code}`), 400, /Build A is neither/);
      expectError(await s.get(null, `/api/compare/${code}/${bad}`), 400, /Build B is neither/);
    }
    const damaged = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    expectError(
      await s.get(null, compareApiPath(code, damaged)),
      400,
      COMPARE_TEXTS.unreadable('B', DAMAGED_SHARE_CODE),
    );
  });

  it('compares a build of an older game version as it migrates onto the current one', async () => {
    const old = maxedBuild(launch, { ...emptyBuild(), selectedClass: 'bene-gesserit-acolyte' });
    const oldCode = encodeShareCode(old, launch);
    const code = encodeShareCode(sampleBuild(), gameIndex);
    const answer = compared(await s.get(null, compareApiPath(oldCode, code)));
    expect(answer.a).toMatchObject({ gameVersion: 'launch', olderVersion: true });
    const decoded = decodeShareCode(oldCode, launch);
    if (!decoded.ok) throw new Error(decoded.message);
    const migrated = migrateBuild(decoded.build, launch, gameIndex).build;
    const decodedB = decodeShareCode(code, gameIndex);
    if (!decodedB.ok) throw new Error(decodedB.message);
    expect(answer.compare).toEqual(
      JSON.parse(JSON.stringify(buildCompare(migrated, decodedB.build, gameIndex))),
    );
  });

  it('lists what a code of a version the site does not have left out, as the planner does', async () => {
    // Game data this site does not hold, where every skill has three levels.
    const unknown = indexGameData({
      ...gameIndex.data,
      version: '0.9',
      skills: gameIndex.data.skills.map((skill) => {
        const [first] = skill.levels;
        return first
          ? { ...skill, levels: [1, 2, 3].map((level) => ({ ...first, level })) }
          : skill;
      }),
    });
    const oldCode = encodeShareCode(maxedBuild(unknown, emptyBuild()), unknown);
    const decoded = decodeShareCode(oldCode, gameIndex);
    if (!decoded.ok) throw new Error(decoded.message);
    expect(decoded.problems.length).toBeGreaterThan(0);
    const code = encodeShareCode(sampleBuild(), gameIndex);
    const answer = compared(await s.get(null, compareApiPath(oldCode, code)));
    expect(answer.a).toMatchObject({
      gameVersion: '0.9',
      olderVersion: true,
      migrated: decoded.problems,
    });
    expect(answer.compare).toEqual(
      JSON.parse(JSON.stringify(buildCompare(decoded.build, decodedBuild(code), gameIndex))),
    );
  });
});

/** A code decoded on the current data, as a test expects it to. */
function decodedBuild(code: string): Build {
  const decoded = decodeShareCode(code, gameIndex);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.build;
}
