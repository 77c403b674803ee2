import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  myBuildsResponseSchema,
  openedSavedBuildSchema,
  savedBuildSchema,
  type OpenedSavedBuild,
  type SavedBuild,
} from '../../src/api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import type { Build } from '../../src/skills/buildSchema';
import type { GameManifest } from '../../src/skills/gameData';
import { sharedTrainerStatement } from '../../src/skills/trainerAccess';
import { readViewerRecord } from '../../src/viewer/viewerBuild';
import { createOpenedBuildService } from '../../server/services/openedBuilds';
import { currentVersion, gameIndex, sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * `GET /api/saved-builds/{idOrUrl}/opened`: a saved build as the viewer opens it, for whoever
 * may read it (the plain GET's rules), without counting a view; 409 when the server cannot
 * open it and leaves that to the browser.
 */

/** The build as the viewer opens a saved build's record itself, on the current game data. */
async function openedByViewer(saved: SavedBuild): Promise<Build> {
  return (await readViewerRecord(saved, () => Promise.resolve(gameIndex))).build;
}

/** The opened answer the viewer would make itself: the build, and its trainer statement. */
async function openedAnswerOf(saved: SavedBuild) {
  const build = await openedByViewer(saved);
  const trainer = sharedTrainerStatement(build, gameIndex);
  return {
    gameVersion: currentVersion,
    build,
    trainer: { ...trainer, lacking: [...trainer.lacking] },
  };
}

/** A 200 answer, checked against the contract. */
function openedAnswer(response: LightMyRequestResponse): OpenedSavedBuild {
  expect(response.statusCode, response.body).toBe(200);
  return openedSavedBuildSchema.parse(response.json());
}

describe.each(databaseKinds)('a saved build as the viewer opens it (%s)', (kind) => {
  const s = useSavedBuildApp(kind);
  const opened = (player: Player | null, idOrUrl: string) =>
    s.get(player, `/api/saved-builds/${idOrUrl}/opened`);

  it('opens a Public build for anyone, by id (any case) or url, as the viewer would', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Opened Dunes'), buildSharing: 'Public' }),
    );
    const expected = await openedAnswerOf(savedBuildSchema.parse(build));
    for (const viewer of [null, other, owner]) {
      for (const key of [build.id, build.id.toUpperCase(), build.url]) {
        const response = await opened(viewer, key);
        expect(openedAnswer(response)).toEqual(expected);
        // It may go Private at any time: no cache keeps a copy.
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it("lets the record's title, guide, listing and likes win, as the viewer does", async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Record Wins'), buildSharing: 'Public' }),
    );
    const db = await s.database();
    await db.updateTable('saved_builds').set({ likes: 9 }).where('id', '=', build.id).execute();
    const answer = openedAnswer(await opened(null, build.url));
    expect(answer.build).toMatchObject({
      buildTitle: 'Record Wins',
      buildGuide: build.build_guide,
      buildSharing: 'Public',
      buildLikes: 9,
    });
  });

  it('opens a Private or Restricted build for its owner only, 404 as for no build to others', async () => {
    const owner = await s.player();
    const other = await s.player();
    const { build: quiet } = await s.saved(owner, saveBody(titled('Opened Alone')));
    const { build: flagged } = await s.saved(
      owner,
      saveBody({ ...titled('Shit tier opener'), buildSharing: 'Public' }),
    );
    expect(flagged.sharing).toBe('Restricted');
    for (const build of [quiet, flagged]) {
      for (const key of [build.id, build.url]) {
        for (const viewer of [null, other]) {
          const hidden = await opened(viewer, key);
          expectError(hidden, 404, SAVED_BUILD_TEXTS.notFound);
          expect(hidden.body).not.toContain(build.build_name);
        }
        expect(openedAnswer(await opened(owner, key)).build.buildTitle).toBe(build.build_name);
      }
    }
  });

  it('answers 400 for a key that is neither a UUID nor a url id, 404 for no such build', async () => {
    for (const key of ['abc', 'AAAAAAAAAAA', '%27%20OR%201%3D1']) {
      expectError(await opened(null, key), 400, /^A saved build is named by its id/);
    }
    expectError(await opened(null, crypto.randomUUID()), 404, SAVED_BUILD_TEXTS.notFound);
    expectError(await opened(null, 'AAAAAAAAAA'), 404, SAVED_BUILD_TEXTS.notFound);
  });

  it('does not count a view, as the plain GET does', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Unviewed'), buildSharing: 'Public' }),
    );
    openedAnswer(await opened(null, build.url));
    openedAnswer(await opened(owner, build.id));
    // My Builds' cards show views not yet written too.
    const card = async () =>
      myBuildsResponseSchema.parse((await s.get(owner, '/api/my-builds')).json()).builds[0];
    expect((await card())?.last_viewed_at).toBeNull();
    expect((await s.open(null, build.url)).statusCode).toBe(200);
    expect((await card())?.last_viewed_at).not.toBeNull();
  });

  it('answers 409 for a build that does not open on its data, which the browser opens itself', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Broken Later'), buildSharing: 'Public' }),
    );
    // A skill the game data does not have (data changed under it): the engine refuses it.
    const data = {
      ...build.data,
      characterBuild: [...build.data.characterBuild, { skillId: 987654, level: 1 }],
    };
    const db = await s.database();
    await db
      .updateTable('saved_builds')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', build.id)
      .execute();
    const refused = expectError(
      await opened(null, build.url),
      409,
      new RegExp(`^The build does not open on its game data \\(version ${currentVersion}\\): .+`),
    );
    expect(refused.message).not.toContain('undefined');
    // The plain GET still answers it: the browser opens it and says why it cannot.
    expect((await s.open(null, build.url)).statusCode).toBe(200);
  });
});

describe('the opened build service (server/services/openedBuilds.ts)', () => {
  /** A Public saved build's visitor answer, made with `gameVersion`. */
  function savedBuild(data: Build, gameVersion = currentVersion): SavedBuild {
    const time = '2026-11-24T10:00:00.000Z';
    return savedBuildSchema.parse({
      id: '0b6f3c1e-8a41-4f0e-9c5a-2d7e4b1a9f30',
      url: 'OpenedByMe',
      build_name: data.buildTitle,
      build_guide: data.buildGuide,
      username: 'Opener',
      likes: data.buildLikes,
      sharing: 'Public',
      data,
      game_version: gameVersion,
      created_at: time,
      updated_at: time,
      last_viewed_at: time,
    });
  }

  /** Two structures: the current version, one of the same structure and one of another. */
  const manifest: GameManifest = {
    current: currentVersion,
    versions: [
      { id: currentVersion, label: 'Now', structure: 'aaaaaaaa' },
      { id: 'same-shape', label: 'Before', structure: 'aaaaaaaa' },
      { id: 'old-shape', label: 'Long ago', structure: 'bbbbbbbb' },
    ],
  };

  /** What opening `saved` gives, on a server holding the current data only. */
  function open(saved: SavedBuild | undefined) {
    return createOpenedBuildService({
      savedBuilds: { find: () => Promise.resolve(saved) },
      manifest,
      indexes: new Map([[currentVersion, gameIndex]]),
    }).open({ url: 'OpenedByMe' }, null);
  }

  it("opens a build of the current data's structure on the current data", async () => {
    for (const version of [currentVersion, 'same-shape', 'unknown-here']) {
      const saved = savedBuild({ ...sampleBuild(), buildSharing: 'Public' }, version);
      expect(await open(saved), version).toEqual({
        ok: true,
        answer: await openedAnswerOf(saved),
      });
    }
  });

  it("tells the build's trainer access as the viewer does: a quiet note, or the warning naming classes", async () => {
    const unstated = savedBuild({ ...sampleBuild(), buildSharing: 'Public' }, currentVersion);
    const quiet = await open(unstated);
    expect(quiet.ok && quiet.answer.trainer).toEqual({ notice: 'unstated', lacking: [] });
    const stated = savedBuild(
      {
        ...sampleBuild(),
        buildSharing: 'Public',
        advancedTrainerAccess: { ...sampleBuild().advancedTrainerAccess, swordmaster: true },
      },
      currentVersion,
    );
    const warned = await open(stated);
    expect(warned.ok && warned.answer.trainer.notice).toBe('warning');
    expect(warned.ok && warned.answer.trainer.lacking.length).toBeGreaterThan(0);
  });

  it('leaves a build of data it does not hold, and one that does not open, to the browser', async () => {
    const old = savedBuild({ ...sampleBuild(), buildSharing: 'Public' }, 'old-shape');
    expect(await open(old)).toEqual({
      ok: false,
      reason: 'data-not-held',
      gameVersion: 'old-shape',
    });

    const sample = sampleBuild();
    const broken = savedBuild({
      ...sample,
      buildSharing: 'Public',
      characterBuild: [...sample.characterBuild, { skillId: 987654, level: 1 }],
    });
    expect(await open(broken)).toMatchObject({
      ok: false,
      reason: 'does-not-open',
      gameVersion: currentVersion,
    });
    await expect(readViewerRecord(broken, () => Promise.resolve(gameIndex))).rejects.toThrow();
  });

  it('answers not found for a build the caller may not see', async () => {
    expect(await open(undefined)).toEqual({ ok: false, reason: 'not-found' });
  });
});
