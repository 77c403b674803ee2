import { describe, expect, it } from 'vitest';
import { publicBuildsResponseSchema } from '../../src/api/contract/publicBuildCards';
import { myBuildsResponseSchema } from '../../src/api/contract/savedBuilds';
import {
  PATCH_VERSION_EXPECTED,
  VALID_ONLY_EXPECTED,
} from '../../src/api/contract/communityStatusFilters';
import { emptyBuild } from '../../src/skills/emptyBuild';
import { buildVersionStatus } from '../../src/skills/buildVersionStatus';
import type { Build } from '../../src/skills/buildSchema';
import { defaultGameDataDir } from '../../server/game/readGameFiles';
import { loadGameFiles } from '../../server/game/loadGameFiles';
import { indexGameFiles } from '../../server/game/indexGameFiles';
import { createBuildStatusRepository } from '../../server/repositories/buildStatusRepository';
import { createBuildStatuses, refreshBuildStatuses } from '../../server/services/buildStatuses';
import { maxedBuild } from '../domain/fixtures/builds';
import { databaseKinds } from './helpers';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';

/**
 * A saved build's status on the current game version, as the community list answers and
 * filters it: computed by the server on every save, and again at start for builds whose status
 * was computed on another version. And the list narrowed to builds updated since a patch.
 * Both databases.
 */

const game = indexGameFiles(loadGameFiles(defaultGameDataDir));
const current = game.current;
const launchIndex = game.indexes.get('launch');
if (!launchIndex) throw new Error('no launch data');
const launch = launchIndex;

/**
 * A build made on launch that no longer fits 1.5.3.6 (its status: needs attention): planned
 * against launch's cap with a stated character whose budget 1.5.3.6's costs go over.
 */
function brokenLaunchBuild(): Build {
  const maxed = maxedBuild(launch, { ...emptyBuild(), selectedClass: 'trooper' });
  const build = { ...maxed, character: { level: 60, combatLevel: 0, skippedTraits: [] } };
  expect(buildVersionStatus(build, launch, current).valid).toBe(false);
  return build;
}

const VALID = { valid: true, label: 'valid on 1.5.3.6' };
const NEEDS_ATTENTION = { valid: false, label: 'needs attention' };

describe.each(databaseKinds)('build status on the current version (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  async function list(query = '') {
    const response = await s.get(null, `/api/public-builds?sortBy=updated_at${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBuildsResponseSchema.parse(response.json()).data;
  }

  async function stored(id: string) {
    return (await s.database())
      .selectFrom('saved_builds')
      .select(['version_status', 'status_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  /** Runs the start's refresh as a server whose current version is `version` would. */
  async function refreshAs(version: string): Promise<number> {
    return refreshBuildStatuses(
      createBuildStatusRepository(await s.database()),
      createBuildStatuses(game.indexes, version),
    );
  }

  async function publicBuild(player: Player, title: string) {
    const { build } = await s.saved(player, saveBody({ ...titled(title), buildSharing: 'Public' }));
    return build;
  }

  it('stores the status on save and update, and answers it on each card', async () => {
    const chani = await s.player();
    const build = await publicBuild(chani, 'Status Sniper');
    expect(await stored(build.id)).toEqual({ version_status: 'valid', status_version: '1.5.3.6' });
    const card = (await list()).find((c) => c.url === build.url);
    expect(card?.version_status).toEqual(VALID);

    await s.saved(
      chani,
      saveBody({ ...build.data, buildDescription: 'Tuned again.', buildSharing: 'Public' }),
      'PUT',
    );
    expect(await stored(build.id)).toEqual({ version_status: 'valid', status_version: '1.5.3.6' });
    expect((await list('&valid=1')).map((c) => c.url)).toContain(build.url);
  });

  it('names the builds a game update broke, for their owners and followers to hear', async () => {
    const irulan = await s.player();
    const broken = await publicBuild(irulan, 'Broken By Patch');
    const fine = await publicBuild(irulan, 'Fine After Patch');
    // Valid when last checked, against a version before the current one.
    await (
      await s.database()
    )
      .updateTable('saved_builds')
      .set({
        data: JSON.stringify({ ...brokenLaunchBuild(), buildTitle: 'Broken By Patch' }),
        game_version: 'launch',
        version_status: 'valid',
        status_version: 'launch',
      })
      .where('id', '=', broken.id)
      .execute();
    await (
      await s.database()
    )
      .updateTable('saved_builds')
      .set({ status_version: 'launch' })
      .where('id', '=', fine.id)
      .execute();
    const named: string[] = [];
    await refreshBuildStatuses(
      createBuildStatusRepository(await s.database()),
      createBuildStatuses(game.indexes, '1.5.3.6'),
      () => false,
      (id) => named.push(id),
    );
    expect(named).toContain(broken.id);
    expect(named).not.toContain(fine.id);
  });

  it('marks an old build needing attention, and again when the current version changes', async () => {
    const stilgar = await s.player();
    const old = await publicBuild(stilgar, 'Launch Warden');
    const fresh = await publicBuild(stilgar, 'Fresh Warden');
    // As a build saved on launch would be stored, before this server computed its status.
    await (
      await s.database()
    )
      .updateTable('saved_builds')
      .set({
        data: JSON.stringify({ ...brokenLaunchBuild(), buildTitle: 'Launch Warden' }),
        game_version: 'launch',
        version_status: null,
        status_version: null,
      })
      .where('id', '=', old.id)
      .execute();
    // Not computed yet: the card computes it, the filter leaves it out.
    expect((await list()).find((c) => c.url === old.url)?.version_status).toEqual(NEEDS_ATTENTION);
    // The owner's own cards say the same, whatever the listing.
    const mine = myBuildsResponseSchema.parse((await s.get(stilgar, '/api/my-builds')).json());
    expect(Object.fromEntries(mine.builds.map((b) => [b.title, b.version_status]))).toEqual({
      'Fresh Warden': VALID,
      'Launch Warden': NEEDS_ATTENTION,
    });
    // A server closing meanwhile stops the refresh before its next step.
    const stopped = await refreshBuildStatuses(
      createBuildStatusRepository(await s.database()),
      createBuildStatuses(game.indexes, '1.5.3.6'),
      () => true,
    );
    expect(stopped).toBe(0);
    expect(await stored(old.id)).toEqual({ version_status: null, status_version: null });
    expect(await refreshAs('1.5.3.6')).toBeGreaterThanOrEqual(1);
    expect(await stored(old.id)).toEqual({
      version_status: 'needs-attention',
      status_version: '1.5.3.6',
    });
    // Nothing left to compute on the same version.
    expect(await refreshAs('1.5.3.6')).toBe(0);

    const valid = (await list('&valid=1')).map((c) => c.url);
    expect(valid).toContain(fresh.url);
    expect(valid).not.toContain(old.url);
    expect((await list()).find((c) => c.url === old.url)?.version_status).toEqual(NEEDS_ATTENTION);

    // Another current version re-marks every build against it: the 1.5.3.6 filter loses them
    // (the cards still answer the status computed on 1.5.3.6, the version this server holds).
    expect(await refreshAs('1.5')).toBeGreaterThanOrEqual(2);
    expect(await stored(fresh.id)).toMatchObject({ status_version: '1.5' });
    expect((await list('&valid=1')).map((c) => c.url)).not.toContain(fresh.url);
    expect((await list()).find((c) => c.url === fresh.url)?.version_status).toEqual(VALID);
    // And back.
    await refreshAs('1.5.3.6');
    expect((await list('&valid=1')).map((c) => c.url)).toContain(fresh.url);
  });

  it('lists builds updated since a patch, combined with the other filters', async () => {
    const jamis = await s.player();
    const before = await publicBuild(jamis, 'Before Worm');
    const after = await publicBuild(jamis, 'After Worm');
    const db = await s.database();
    // Last updated before 1.5 (2026-09-17), and after 1.5.3.6 (2026-10-06).
    for (const [id, at] of [
      [before.id, '2026-09-01T10:00:00.000Z'],
      [after.id, '2026-10-07T10:00:00.000Z'],
    ] as const) {
      await db.updateTable('saved_builds').set({ updated_at: at }).where('id', '=', id).execute();
      await db
        .updateTable('public_build_keys')
        .set({ updated_at: at })
        .where('build_id', '=', id)
        .execute();
    }
    await refreshAs('1.5');
    await refreshAs('1.5.3.6');

    const since15 = (await list('&since=1.5')).map((c) => c.url);
    expect(since15).toContain(after.url);
    expect(since15).not.toContain(before.url);
    // A month-only date counts from no earlier than the patch before it (1.5); launch lets both.
    expect((await list('&since=1.5.3.0')).map((c) => c.url)).not.toContain(before.url);
    expect((await list('&since=launch')).map((c) => c.url)).toEqual(
      expect.arrayContaining([before.url, after.url]),
    );
    // Through a key's index too (class, tag), and with the status filter, in both sorts.
    for (const sortBy of ['updated_at', 'likes']) {
      const keyed = await s.get(
        null,
        `/api/public-builds?sortBy=${sortBy}&class=trooper&mainTag=Sniper&valid=1&since=1.5.3.6`,
      );
      expect(keyed.statusCode, keyed.body).toBe(200);
      const urls = publicBuildsResponseSchema.parse(keyed.json()).data.map((c) => c.url);
      expect(urls).toContain(after.url);
      expect(urls).not.toContain(before.url);
    }
  });

  it('answers a clear 400 for a bad status or patch value', async () => {
    expectError(await s.get(null, '/api/public-builds?valid=yes'), 400, VALID_ONLY_EXPECTED);
    expectError(await s.get(null, '/api/public-builds?valid=0'), 400, VALID_ONLY_EXPECTED);
    expectError(
      await s.get(null, '/api/public-builds?since=%3Cscript%3E'),
      400,
      PATCH_VERSION_EXPECTED,
    );
    expectError(
      await s.get(null, '/api/public-builds?since=9.9'),
      400,
      'No dated patch 9.9: expected one of 1.5.3.6, 1.5.3.0, 1.5, 1.3.0.0, launch.',
    );
  });

  it('never lists a Private build, whatever its status', async () => {
    const leto = await s.player();
    const { build } = await s.saved(
      leto,
      saveBody({ ...titled('Hidden Status'), buildSharing: 'Private' }),
    );
    expect(await stored(build.id)).toEqual({ version_status: 'valid', status_version: '1.5.3.6' });
    for (const query of ['&valid=1', '&since=launch', '&valid=1&since=1.5']) {
      expect((await list(query)).map((c) => c.url)).not.toContain(build.url);
    }
  });
});
