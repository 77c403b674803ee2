import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminActionsSchema,
  moderationDecisionResponseSchema,
  moderationQueueSchema,
  type QueuedBuild,
} from '../../src/api/contract/admin';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { myBuildsResponseSchema, savedBuildCountSchema } from '../../src/api/contract/savedBuilds';
import type { AppDatabase } from '../../server/db/database';
import { reportDb } from '../../server/repositories/reportRepository';
import { changeRole } from '../../server/services/adminRoles';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import {
  expectError,
  fullForm,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/**
 * The desk's moderation queue: flagged and reported builds with their highlighted words and open
 * reports, oldest first; clear, keep and delete with what the owner and the community then see; a
 * cleared text stays cleared on later saves while new flagged text is Restricted again; every
 * decision in the record; 401 and 403 on every route. Both databases.
 */

describe.each(databaseKinds)('moderation queue (%s)', (kind) => {
  const s = useSavedBuildApp(kind);
  let database: AppDatabase;
  let admin: Player;

  beforeAll(async () => {
    admin = await s.player('Stilgar');
    database = await s.t.db.open();
    expect(await changeRole(database.db, 'Stilgar', true)).toMatchObject({ changed: true });
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function queue(): Promise<QueuedBuild[]> {
    const response = await s.get(admin, '/api/admin/queue');
    expect(response.statusCode, response.body).toBe(200);
    return moderationQueueSchema.parse(response.json()).builds;
  }

  const queued = async (id: string) => (await queue()).find((build) => build.id === id);

  const decide = (id: string, decision: string, note = '', player: Player | null = admin) =>
    s.t.call('POST', `/api/admin/builds/${id}/decision`, {
      body: { decision, note },
      ...(player ? { cookie: player.cookie } : {}),
    });

  async function decided(id: string, decision: string, note = '') {
    const response = await decide(id, decision, note);
    expect(response.statusCode, response.body).toBe(200);
    return moderationDecisionResponseSchema.parse(response.json());
  }

  const report = (key: string, cookie?: string) =>
    s.t.call('POST', `/api/saved-builds/${key}/report`, {
      body: { reason: 'Spam or advertising', detail: 'Sells spice.' },
      ip: freshIp(),
      ...(cookie === undefined ? {} : { cookie }),
    });

  async function myBuild(player: Player, id: string) {
    const response = await s.get(player, '/api/my-builds');
    expect(response.statusCode, response.body).toBe(200);
    const { builds } = myBuildsResponseSchema.parse(response.json());
    return builds.find((build) => build.id === id);
  }

  it('answers 401 to a visitor and 403 to a player on every desk route', async () => {
    const player = await s.player();
    const id = randomUUID();
    for (const who of [null, player]) {
      const status = who ? 403 : 401;
      const message = who ? ADMIN_TEXTS.notAdmin : MESSAGES.notLoggedIn;
      expectError(await s.get(who, '/api/admin/queue'), status, message);
      expectError(await s.get(who, '/api/admin/actions?page=1'), status, message);
      expectError(await decide(id, 'clear', '', who), status, message);
    }
    expectError(await decide(id, 'clear'), 404);
    expect((await decide(id, 'forgive')).statusCode).toBe(400);
  });

  it('queues flagged and reported builds, oldest first, with spans and open reports', async () => {
    const owner = await s.player();
    const flagged = (
      await s.saved(owner, saveBody({ ...titled('Shit tier sniper'), buildSharing: 'Public' }))
    ).build;
    const reported = (
      await s.saved(owner, saveBody({ ...titled('Spice Seller'), buildSharing: 'Public' }))
    ).build;
    const clean = (await s.saved(owner, saveBody(titled('Quiet Build')))).build;
    const reporter = await s.player();
    expect((await report(reported.url, reporter.cookie)).statusCode).toBe(201);
    expect((await report(reported.url)).statusCode).toBe(201);

    const builds = await queue();
    const ids = builds.map((build) => build.id);
    expect(ids).not.toContain(clean.id);
    expect(ids.indexOf(flagged.id)).toBeLessThan(ids.indexOf(reported.id));
    expect(builds.find((build) => build.id === flagged.id)).toMatchObject({
      url: flagged.url,
      title: 'Shit tier sniper',
      username: owner.username,
      sharing: 'Restricted',
      chosen_sharing: 'Public',
      flagged: [{ field: 'buildTitle', text: 'Shit tier sniper', spans: [{ start: 0, end: 4 }] }],
      reports: [],
    });
    const withReports = builds.find((build) => build.id === reported.id);
    expect(withReports).toMatchObject({ sharing: 'Public', flagged: [] });
    expect(withReports?.reports.map((r) => [r.reason, r.detail, r.reporter])).toEqual([
      ['Spam or advertising', 'Sells spice.', reporter.username],
      ['Spam or advertising', 'Sells spice.', null],
    ]);
  });

  it('clears: the chosen listing is back, the same text stays cleared, new flagged text does not', async () => {
    const owner = await s.player();
    const body = saveBody({ ...titled('Shit tier sniper'), buildSharing: 'Public' });
    const build = (await s.saved(owner, body)).build;
    expect(build.sharing).toBe('Restricted');
    expectError(await s.open(null, build.url), 404);

    expect(await decided(build.id, 'clear', 'Gaming slang')).toEqual({
      message: ADMIN_TEXTS.cleared,
      sharing: 'Public',
    });
    expect(await queued(build.id)).toBeUndefined();
    expect(fullForm(await s.open(owner, build.id)).sharing).toBe('Public');
    expect(fullForm(await s.open(null, build.url)).data.buildSharing).toBe('Public');
    expect((await myBuild(owner, build.id))?.sharing).toBe('Public');

    // The same flagged title again: the clear holds, nothing is queued.
    const again = await s.saved(owner, body, 'PUT');
    expect(again.outcome).toBe('UPDATED');
    expect(again.build.sharing).toBe('Public');
    expect(await queued(build.id)).toBeUndefined();

    // New flagged text: Restricted and queued again, and it stays so on a clean save.
    const worse = await s.saved(
      owner,
      { ...body, data: { ...body.data, buildDescription: 'for b1tches only' } },
      'PUT',
    );
    expect(worse.outcome).toBe('UPDATED_AS_RESTRICTED');
    expect((await queued(build.id))?.flagged.map((field) => field.field)).toEqual([
      'buildTitle',
      'buildDescription',
    ]);
    const cleaned = await s.saved(owner, body, 'PUT');
    expect(cleaned.build.sharing).toBe('Restricted');
    expect(await queued(build.id)).toBeDefined();
  });

  it('keeps: a reported Public build becomes Restricted and leaves the queue', async () => {
    const owner = await s.player();
    const body = saveBody({ ...titled('Spam Build'), buildSharing: 'Public' });
    const build = (await s.saved(owner, body)).build;
    expect((await report(build.url)).statusCode).toBe(201);

    expect(await decided(build.id, 'keep')).toEqual({
      message: ADMIN_TEXTS.kept,
      sharing: 'Restricted',
    });
    expect(await queued(build.id)).toBeUndefined();
    expectError(await s.open(null, build.url), 404);
    expect((await myBuild(owner, build.id))?.sharing).toBe('Restricted');
    const reports = await reportDb(await s.database())
      .selectFrom('build_reports')
      .select(['closed_at', 'closed_by'])
      .where('build_id', '=', build.id)
      .execute();
    expect(reports).toEqual([{ closed_at: expect.any(String) as string, closed_by: 'Stilgar' }]);

    // A save of the same text stays Restricted and out of the queue; flagged text queues it.
    expect((await s.saved(owner, body, 'PUT')).build.sharing).toBe('Restricted');
    expect(await queued(build.id)).toBeUndefined();
    await s.saved(owner, { ...body, data: { ...body.data, buildDescription: 'fuuuck' } }, 'PUT');
    expect(await queued(build.id)).toBeDefined();
  });

  it('deletes: the build, its likes and reports go, the slot is free, the record names it', async () => {
    const owner = await s.player();
    const build = (
      await s.saved(owner, saveBody({ ...titled('Doomed Build'), buildSharing: 'Public' }))
    ).build;
    expect((await report(build.url)).statusCode).toBe(201);
    expect(
      (await s.t.call('POST', `/api/saved-builds/${build.url}/like`, { body: {} })).statusCode,
    ).toBe(200);

    const count = async () =>
      savedBuildCountSchema.parse((await s.get(owner, '/api/saved-build-count')).json()).count;
    expect(await count()).toBe(1);
    expect(await decided(build.id, 'delete', 'Spam')).toEqual({
      message: ADMIN_TEXTS.deleted,
      sharing: null,
    });
    expectError(await s.open(owner, build.id), 404);
    expect(await myBuild(owner, build.id)).toBeUndefined();
    expect(await count()).toBe(0);
    const left = await reportDb(await s.database())
      .selectFrom('build_reports')
      .select('id')
      .where('build_id', '=', build.id)
      .execute();
    expect(left).toEqual([]);
    expectError(await decide(build.id, 'keep'), 404);

    const response = await s.get(admin, '/api/admin/actions?page=1');
    expect(response.statusCode, response.body).toBe(200);
    const { actions } = adminActionsSchema.parse(response.json());
    expect(actions[0]).toMatchObject({
      admin: 'Stilgar',
      action: 'build.delete',
      target: build.url,
      note: `${build.url} “Doomed Build” by ${owner.username}: Spam`,
    });
    const names = actions.map((action) => action.action);
    expect(names).toEqual(expect.arrayContaining(['build.clear', 'build.keep', 'build.delete']));
    expect(actions.find((action) => action.action === 'build.clear')?.note).toBe('Gaming slang');
  });
});
