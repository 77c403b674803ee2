import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatFuzzReport,
  fuzzMutationRoutes,
  mutationRoutes,
  type FuzzCaller,
} from '../../bench/fuzzServer';
import type { AppDatabase } from '../../server/db/database';
import { changeRole } from '../../server/services/adminRoles';
import { freshIp, useAccountApp } from './support/accountApp';
import { saveBody, titled } from './support/savedBuildApp';

/**
 * The server fuzz suite, the modest run of `npm test`: 25 hostile bodies to every mutation route of
 * the app's route table, as a player and as a moderator, on SQLite. Not one answer may be a 5xx.
 * `npm run fuzz` sends many more, on both databases.
 */

const CASES_PER_ROUTE = 25;
const SEED = 13;
/** Room for a loaded CI runner, which takes several times as long as an idle machine. */
const TIMEOUT_MS = 240_000;

describe('server fuzz (sqlite)', () => {
  // No load shedding: a 503 of a busy test machine is not what this suite looks for.
  const t = useAccountApp('sqlite', () => ({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' }));
  let database: AppDatabase | undefined;
  let callers: FuzzCaller[];
  let params: Record<string, string[]>;

  beforeAll(async () => {
    const player = { username: 'Fuzzer', cookie: await t.signUp('Fuzzer', 'fuzzer@sietch.test') };
    const admin = {
      username: 'FuzzWarden',
      cookie: await t.signUp('FuzzWarden', 'fuzzwarden@sietch.test'),
    };
    database = await t.db.open();
    expect(await changeRole(database.db, admin.username, true)).toMatchObject({ changed: true });
    const save = async (body: unknown) => {
      const response = await t.call('POST', '/api/saved-builds', { cookie: player.cookie, body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ build: { id: string; url: string } }>();
    };
    const own = await save(saveBody(titled('Fuzzed Build')));
    const open = await save(saveBody({ ...titled('Fuzzed Public'), buildSharing: 'Public' }));
    const news = await t.call('POST', '/api/admin/news', {
      cookie: admin.cookie,
      body: {
        date: '2026-11-20',
        tagline: 'Fuzzed news.',
        imageUrl: '/images/news/dunes.svg',
        linkUrl: 'https://www.duneawakening.com/news',
        keywords: ['News'],
      },
    });
    expect(news.statusCode, news.body).toBe(201);
    const buildKeys = [own.build.id, own.build.url, open.build.id, open.build.url];
    params = {
      idOrUrl: buildKeys,
      id: [own.build.id, open.build.id, news.json<{ item: { id: string } }>().item.id],
      username: [player.username, admin.username],
    };
    callers = [
      { role: 'player', ...player },
      { role: 'admin', ...admin },
    ];
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it(
    `answers ${CASES_PER_ROUTE} hostile bodies per mutation route and caller without a 5xx`,
    async () => {
      const report = await fuzzMutationRoutes(t.app, callers, {
        casesPerRoute: CASES_PER_ROUTE,
        seed: SEED,
        params,
        login: (caller) => t.login(caller.username),
        freshIp,
      });
      console.log(formatFuzzReport('server fuzz (sqlite)', report));
      expect(report.serverErrors).toEqual([]);
      expect(report.routes).toBe(mutationRoutes(t.app).length);
      expect(report.cases).toBe(report.routes * callers.length * CASES_PER_ROUTE);
      // The bodies reached the routes' own checks, not only the JSON parser.
      expect([...report.codes.keys()].some((code) => code < 300)).toBe(true);
    },
    TIMEOUT_MS,
  );
});
