import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../server/http/csrf';
import { reportDb } from '../../server/repositories/reportRepository';
import { REPORTS_PER_ADDRESS } from '../../server/services/reports';
import { databaseKinds } from './helpers';
import { freshIp } from './support/accountApp';
import {
  expectError,
  saveBody,
  titled,
  useSavedBuildApp,
  type Player,
} from './support/savedBuildApp';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * Reports of builds: once per account or browser (the visitor cookie), 409 on a second, 404 for a
 * build the caller may not see, the per-address limit, race-safety, and the build entering the
 * moderation queue.
 */

describe.each(databaseKinds)('build reports (%s)', (kind) => {
  const s = useSavedBuildApp(kind);

  const report = (
    key: string,
    options: { cookie?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    s.t.call('POST', `/api/saved-builds/${key}/report`, {
      body: { reason: 'Offensive language', detail: 'Look at the guide.' },
      ip: options.ip ?? freshIp(),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
      ...(options.headers ? { headers: options.headers } : {}),
    });

  function reported(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: ADMIN_TEXTS.reportSent });
  }

  function visitorCookie(response: LightMyRequestResponse): string {
    const cookie = response.cookies.find((c) => c.name === 'arrakis_visitor');
    if (!cookie) throw new Error(`No visitor cookie in ${JSON.stringify(response.cookies)}`);
    return `${cookie.name}=${cookie.value}`;
  }

  async function build(owner: Player, title: string, sharing: 'Public' | 'Private' = 'Public') {
    return (await s.saved(owner, saveBody({ ...titled(title), buildSharing: sharing }))).build;
  }

  async function reportsOf(id: string) {
    const db = reportDb(await s.database());
    return db
      .selectFrom('build_reports')
      .selectAll()
      .where('build_id', '=', id)
      .orderBy('created_at')
      .execute();
  }

  async function reviewSince(id: string) {
    const db = await s.database();
    const row = await db
      .selectFrom('saved_builds')
      .select('review_since')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.review_since;
  }

  it('takes one report per browser and per account, and queues the build', async () => {
    const owner = await s.player();
    const target = await build(owner, 'Reported Sniper');
    expect(await reviewSince(target.id)).toBeNull();

    const first = await report(target.url);
    reported(first);
    const browser = visitorCookie(first);
    expectError(await report(target.url, { cookie: browser }), 409, ADMIN_TEXTS.alreadyReported);
    // By its id: still the same build.
    expectError(await report(target.id, { cookie: browser }), 409, ADMIN_TEXTS.alreadyReported);
    const queuedAt = await reviewSince(target.id);
    expect(queuedAt).not.toBeNull();

    const player = await s.player();
    reported(await report(target.id, { cookie: player.cookie }));
    expectError(
      await report(target.url, { cookie: player.cookie }),
      409,
      ADMIN_TEXTS.alreadyReported,
    );
    // A later report keeps the build's place in the queue.
    expect(await reviewSince(target.id)).toBe(queuedAt);

    const rows = await reportsOf(target.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      reporter_id: null,
      reason: 'Offensive language',
      detail: 'Look at the guide.',
      closed_at: null,
    });
    expect(rows[0]?.reporter_key).toMatch(/^v:[0-9a-f]{64}$/);
    expect(rows[1]?.reporter_key).toMatch(/^u:/);
    expect(rows[1]?.reporter_id).not.toBeNull();
  });

  it('answers 404 for a build the caller may not see, as for none', async () => {
    const owner = await s.player();
    const hidden = await build(owner, 'Hidden Build', 'Private');
    const other = await s.player();
    for (const response of [
      await report(hidden.url),
      await report(hidden.id, { cookie: other.cookie }),
      await report('ZZZZZZZZZZ'),
    ]) {
      expectError(response, 404, SAVED_BUILD_TEXTS.notFound);
    }
    expect(await reportsOf(hidden.id)).toHaveLength(0);
    // Its owner sees it, so may report it.
    reported(await report(hidden.url, { cookie: owner.cookie }));
  });

  it('refuses a reason outside the list, and cross-site reports', async () => {
    const owner = await s.player();
    const target = await build(owner, 'Checked Report');
    const bad = await s.t.call('POST', `/api/saved-builds/${target.url}/report`, {
      body: { reason: 'Because', detail: '' },
      ip: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    expectError(
      await report(target.url, { headers: { 'sec-fetch-site': 'cross-site' } }),
      403,
      CROSS_SITE_MESSAGE,
    );
    expect(await reportsOf(target.id)).toHaveLength(0);
  });

  it('limits the reports from one address', async () => {
    const owner = await s.player();
    const ip = freshIp();
    for (let i = 0; i < REPORTS_PER_ADDRESS.max; i++) {
      const target = await build(owner, `Limited ${i}`);
      reported(await report(target.url, { ip }));
    }
    // The owner's ten slots are used: the eleventh build is another player's.
    const last = await build(await s.player(), 'One Too Many');
    // The throttle adds when to try again.
    const refused = expectError(await report(last.url, { ip }), 429);
    expect(refused.message.startsWith(ADMIN_TEXTS.tooManyReports)).toBe(true);
    expect(await reportsOf(last.id)).toHaveLength(0);
    // Another address is not slowed.
    reported(await report(last.url));
  });

  it('stores one row for 20 concurrent reports by one browser', async () => {
    const owner = await s.player();
    const target = await build(owner, 'Raced Report');
    const browser = visitorCookie(await report((await build(owner, 'Cookie Source')).url));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => report(target.url, { cookie: browser })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await reportsOf(target.id)).toHaveLength(1);
  });
});
