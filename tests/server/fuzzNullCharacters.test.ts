import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../server/db/database';
import { NULL_CHARACTER_MESSAGE } from '../../server/http/nullCharacters';
import { changeRole } from '../../server/services/adminRoles';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';
import { expectError, saveBody, titled } from './support/savedBuildApp';

/**
 * What the fuzz suites found on PostgreSQL: a null character (U+0000) in any text that reaches a
 * query made PostgreSQL refuse it and the route answer 500. Every such request now gets a 400
 * before any route runs, on both databases alike: in a URL's path or query string, and in any
 * string or key of a JSON body, whoever sends it.
 */

const NUL = 'Sand\u0000Worm';

describe.each(databaseKinds)('null characters (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' }));
  let player: string;
  let admin: string;
  let buildId: string;
  let database: AppDatabase | undefined;

  beforeAll(async () => {
    player = await t.signUp('Nullwalker', 'nullwalker@sietch.test');
    admin = await t.signUp('NullWarden', 'nullwarden@sietch.test');
    database = await t.db.open();
    expect(await changeRole(database.db, 'NullWarden', true)).toMatchObject({ changed: true });
    const saved = await t.call('POST', '/api/saved-builds', {
      cookie: player,
      body: saveBody({ ...titled('Open Dunes'), buildSharing: 'Public' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    buildId = saved.json<{ build: { id: string } }>().build.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('refuses U+0000 in a path or a query string with 400', async () => {
    for (const url of [
      '/api/users/Sand%00Worm',
      '/api/classes/%00',
      '/api/classes/trooper%00/skill-trees',
      '/api/public-builds?author=a%00',
      '/api/public-builds?q=%00',
    ]) {
      expectError(await t.call('GET', url), 400, NULL_CHARACTER_MESSAGE);
    }
    expectError(
      await t.call('DELETE', '/api/admin/news/%00', { cookie: admin }),
      400,
      NULL_CHARACTER_MESSAGE,
    );
  });

  it('refuses U+0000 in any string or key of a JSON body with 400', async () => {
    const build = sampleBuild();
    const cases: [string, string, unknown, string | undefined][] = [
      ['POST', `/api/saved-builds/${buildId}/report`, { reason: 'Other', detail: NUL }, player],
      ['POST', '/api/saved-builds', saveBody(titled(NUL)), player],
      ['POST', '/api/saved-builds', saveBody(titled('Quiet Sands'), { guide: NUL }), player],
      ['POST', '/api/build-link', { data: build, build_guide: NUL }, undefined],
      [
        'POST',
        '/api/auth/login',
        { username: NUL, password: PASSWORD, recaptchaToken: await t.token('login') },
        undefined,
      ],
      ['POST', '/api/auth/reset-password/verify', { username: NUL, code: '123456' }, undefined],
      ['POST', '/api/feedback', { feedback: NUL, recaptchaToken: 'x' }, undefined],
      ['POST', `/api/admin/builds/${buildId}/decision`, { decision: 'keep', note: NUL }, admin],
      ['DELETE', '/api/my-build', { id: buildId, build_name: NUL, username: 'Nullwalker' }, player],
      ['POST', '/api/page-views', { [NUL]: 1, page: '/' }, undefined],
    ];
    for (const [method, url, body, cookie] of cases) {
      const response = await t.call(method, url, { body, cookie, ip: freshIp() });
      expectError(response, 400, NULL_CHARACTER_MESSAGE);
    }
  });

  it('still takes the same texts without the null character', async () => {
    const response = await t.call('POST', `/api/saved-builds/${buildId}/report`, {
      body: { reason: 'Other', detail: NUL.replace('\u0000', ' ') },
      ip: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
