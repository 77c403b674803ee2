import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackInboxSchema } from '../../src/api/contract/feedback';
import type { AppDatabase } from '../../server/db/database';
import { accountDb } from '../../server/repositories/accountTables';
import { createServerSecretRepository } from '../../server/repositories/serverSecretRepository';
import { changeRole } from '../../server/services/adminRoles';
import { createDigestService } from '../../server/services/digests';
import { createMailer } from '../../server/services/mail';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeClientDir } from './helpers';
import { appRoutes, routeKey, type AppRoute } from './authMatrixRoutes';
import {
  AUTH_MATRIX,
  ROLES,
  type MatrixAccount,
  type MatrixBuild,
  type MatrixContext,
} from './authMatrixTable';
import { freshIp, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';
import { saveBody, titled } from './support/savedBuildApp';

/**
 * The auth matrix: every route of the app's own route table, called as a visitor, as the player who
 * owns the records, as another player and as a moderator, with requests the route would accept,
 * must answer the code authMatrixTable.ts expects. A route the app has and the table lacks fails,
 * and so does a row for a route that is gone. Both databases.
 */

/** How long one database's matrix may take: room for a loaded CI runner, many times an idle one. */
const MATRIX_TIMEOUT_MS = 180_000;

/** The route a row of the table calls: its key without the ` [what differs]` of a variant. */
function routeOfRow(key: string): string {
  return key.replace(/ \[[^\]]*\]$/, '');
}

/** A built client whose index.html has a head, for the pages' preview tags to go in. */
function clientWithHead(): string {
  const dir = makeClientDir();
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta property="og:title" content="Arrakis Planner"></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe.each(databaseKinds)('auth matrix (%s)', (kind) => {
  // With a metrics token, so `/metrics` exists and is in the route table: a session, even a
  // moderator's, must not open it. With a built client, so the pages are routes too. No load
  // shedding: a busy test machine must not turn an authorisation answer into a 503.
  const t = useAccountApp(kind, () => ({
    METRICS_TOKEN: 'matrix-metrics-token-0123456789',
    CLIENT_DIR: clientWithHead(),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  }));
  let routes: AppRoute[];
  let ctx: MatrixContext;
  let database: AppDatabase | undefined;
  let names = 0;

  const unique = (prefix: string) => {
    names += 1;
    return `${prefix}${names}x${kind.slice(0, 2)}`;
  };

  const callAs: MatrixContext['callAs'] = (account, method, url, body) =>
    t.call(method, url, {
      ip: freshIp(),
      ...(account ? { cookie: account.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });

  async function account(username: string): Promise<MatrixAccount> {
    const email = `${username.toLowerCase()}@sietch.test`;
    return { username, email, cookie: await t.signUp(username, email) };
  }

  async function saved(owner: MatrixAccount, body: unknown): Promise<MatrixBuild> {
    const response = await callAs(owner, 'POST', '/api/saved-builds', body);
    expect(response.statusCode, response.body).toBe(201);
    const { build } = JSON.parse(response.body) as { build: { id: string; url: string } };
    return { id: build.id, url: build.url, name: (body as { build_name: string }).build_name };
  }

  async function json<T>(owner: MatrixAccount | null, method: string, url: string, body?: unknown) {
    const response = await callAs(owner, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return JSON.parse(response.body) as T;
  }

  beforeAll(async () => {
    routes = appRoutes(t.app);
    const player = await account(unique('Owner'));
    const other = await account(unique('Other'));
    const admin = await account(unique('Warden'));
    database = await t.db.open();
    expect(await changeRole(database.db, admin.username, true)).toMatchObject({ changed: true });

    const build = sampleBuild();
    const link = await json<{ url: string }>(null, 'POST', '/api/build-link', {
      data: build,
      build_guide: build.buildGuide,
    });
    const trees = await json<{ id: number }[]>(null, 'GET', '/api/skill-trees');
    const news = await json<{ item: { id: string } }>(admin, 'POST', '/api/admin/news', {
      date: '2026-11-20',
      tagline: 'An item for the matrix to change and remove.',
      imageUrl: '/images/news/dunes.svg',
      linkUrl: 'https://www.duneawakening.com/news',
      keywords: ['News'],
    });
    await json(null, 'POST', '/api/feedback', {
      feedback: 'Feedback for the desk to mark.',
      recaptchaToken: await t.token('feedback_form'),
    });
    const inbox = feedbackInboxSchema.parse(await json(admin, 'GET', '/api/admin/feedback'));
    // The key a digest's links carry, from the server's own secret (no mail needed for it).
    const opened = database;
    const digests = createDigestService({
      db: opened.db,
      mailer: createMailer({ smtpUrl: t.smtp.url, from: 'm@x.test', dataDir: '', log: t.app.log }),
      secrets: createServerSecretRepository(accountDb(opened.db)),
      siteOrigin: 'http://localhost',
      log: t.app.log,
    });
    const digestKey = async (holder: MatrixAccount) => {
      const user = await accountDb(opened.db)
        .selectFrom('users')
        .select('id')
        .where('username', '=', holder.username)
        .executeTakeFirstOrThrow();
      return digests.unsubscribeKey(user.id);
    };

    ctx = {
      accounts: { player, other, admin },
      privateBuild: await saved(player, saveBody(titled('Matrix Private'))),
      publicBuild: await saved(
        player,
        saveBody({ ...titled('Matrix Public'), buildSharing: 'Public' }),
      ),
      doomedBuild: await saved(player, saveBody(titled('Matrix Doomed'))),
      linkId: link.url,
      treeId: trees[0]?.id ?? 0,
      newsId: news.item.id,
      feedbackId: inbox.items[0]?.id ?? '',
      token: (action) => t.token(action),
      code: async (to, subject) => codeFrom(await t.smtp.waitForMail(to, subject)),
      mailText: async (to, subject) => (await t.smtp.waitForMail(to, subject)).text,
      freshAccount: () => account(unique('Fresh')),
      callAs,
      digestKey,
      pendingEmails: {},
      unique,
    };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('has an expectation for every route of the app, and none for a route that is gone', () => {
    const registered = new Set(routes.map(routeKey));
    const missing = [...registered].filter((key) => !(key in AUTH_MATRIX));
    const stale = Object.keys(AUTH_MATRIX).filter((key) => !registered.has(routeOfRow(key)));
    expect(missing, 'routes without a row in tests/server/authMatrixTable.ts').toEqual([]);
    expect(stale, 'rows in tests/server/authMatrixTable.ts for routes the app lacks').toEqual([]);
  });

  it(
    'answers every route as each role with the expected code: 0 surprises',
    async () => {
      const started = performance.now();
      const registered = new Set(routes.map(routeKey));
      const surprises: string[] = [];
      let checks = 0;
      for (const [key, row] of Object.entries(AUTH_MATRIX)) {
        if (!registered.has(routeOfRow(key))) continue;
        const method = key.slice(0, key.indexOf(' '));
        for (const role of ROLES) {
          const caller = role === 'anonymous' ? null : ctx.accounts[role];
          let response: { statusCode: number; body: string };
          try {
            const request = await row.request(ctx, role);
            response = await callAs(caller, method, request.url, request.body);
          } catch (error) {
            response = { statusCode: 0, body: `the request could not be made: ${String(error)}` };
          }
          checks += 1;
          if (response.statusCode !== row.expect[role]) {
            surprises.push(
              `${key} as ${role}: expected ${row.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 200).replace(/[^\x20-\x7e]/g, '?')}`,
            );
          }
          if (row.reveals) {
            const text = row.reveals.text(ctx);
            const shown = response.body.includes(text);
            if (shown !== row.reveals.to[role]) {
              surprises.push(
                `${key} as ${role}: "${text}" ${shown ? 'shown' : 'not shown'}, expected ${row.reveals.to[role] ? 'shown' : 'hidden'}`,
              );
            }
          }
          if (row.endsSession && caller) caller.cookie = await t.login(caller.username);
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `auth matrix (${kind}): ${registered.size} routes in ${Object.keys(AUTH_MATRIX).length} rows × ${ROLES.length} roles = ${checks} checks in ${seconds} s, ${surprises.length} surprises`,
      );
      expect(surprises).toEqual([]);
      expect(checks).toBe(Object.keys(AUTH_MATRIX).length * ROLES.length);
    },
    MATRIX_TIMEOUT_MS,
  );
});
