import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewsSchema } from '../../src/api/contract/admin';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { AppDatabase } from '../../server/db/database';
import type { PageViewTables } from '../../server/repositories/pageViewRepository';
import { changeRole } from '../../server/services/adminRoles';
import {
  dayRange,
  PAGE_VIEWS_PER_ADDRESS_PER_MINUTE,
  PAGE_VIEWS_TOO_MANY,
  utcDay,
} from '../../server/services/pageViews';
import { UNKNOWN_PAGE_MESSAGE } from '../../server/routes/pageViews';
import { databaseKinds } from './helpers';
import { freshIp, useAccountApp } from './support/accountApp';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/**
 * First-party page views: a view is counted per route pattern and UTC day with no cookie and
 * nothing about the caller stored, exactly under 200 simultaneous posts, only for the site's own
 * pages and within a per-address limit; the desk reads every day of the range, zero-filled (401
 * visitor, 403 player). Views are counted in memory and written in batches: the desk sees them at
 * once, the table within about a second and on close. Both databases.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('page views (%s)', (kind) => {
  const t = useAccountApp(kind);
  let database: AppDatabase;
  let admin: string;
  let player: string;

  beforeAll(async () => {
    admin = await t.signUp('Liet', 'liet@sietch.test');
    player = await t.signUp('Jamis', 'jamis@sietch.test');
    database = await t.db.open();
    expect(await changeRole(database.db, 'Liet', true)).toMatchObject({ changed: true });
  });
  afterAll(async () => {
    await database.destroy();
  });

  const view = (page: string, ip = freshIp()) =>
    t.call('POST', '/api/page-views', { ip, body: { page } });
  const rows = (page: string) =>
    database.db
      .$extendTables<PageViewTables>()
      .selectFrom('page_views')
      .selectAll()
      .where('page', '=', page)
      .execute();
  /** The stored counts of a page once the batch holding them is written (about a second). */
  const written = (page: string, counts: number[]) =>
    expect
      .poll(async () => (await rows(page)).map((row) => row.count), { timeout: 5000 })
      .toEqual(counts);
  const report = (query = '', cookie: string | null = admin) =>
    t.call('GET', `/api/admin/page-views${query}`, cookie === null ? {} : { cookie });

  it('counts a view per page and day, with no cookie set and nothing about the caller stored', async () => {
    const response = await view('/build-viewer/:buildId');
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    await written('/build-viewer/:buildId', [1]);
    const stored = await rows('/build-viewer/:buildId');
    expect(stored).toEqual([{ page: '/build-viewer/:buildId', day: utcDay(Date.now()), count: 1 }]);
  });

  it('counts only the route patterns of the site’s pages', async () => {
    const unknown = await view('/wp-admin');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: UNKNOWN_PAGE_MESSAGE });
    expect(await rows('/wp-admin')).toEqual([]);
    // A concrete address is not a pattern: ids never reach the table.
    expect((await view('/build-viewer/abc123')).statusCode).toBe(400);
    expect((await view('*')).statusCode).toBe(400);
    expect((await view('https://example.com/')).statusCode).toBe(400);
    expect(await rows('/build-viewer/abc123')).toEqual([]);
  });

  it('counts 200 simultaneous views exactly', async () => {
    const responses = await Promise.all(Array.from({ length: 200 }, () => view('/classes')));
    expect(responses.map((r) => r.statusCode).filter((code) => code !== 204)).toEqual([]);
    // The desk counts them at once, written or not.
    const desk = pageViewsSchema.parse((await report('?days=1')).json());
    expect(desk.pages.find((p) => p.page === '/classes')?.counts).toEqual([200]);
    await written('/classes', [200]);
  });

  // It may wait up to 11 s for a fresh minute, so it needs more than the default 5 s.
  it(
    'refuses a script that reports faster than a reader could, and does not count it',
    {
      timeout: 30_000,
    },
    async () => {
      // The limit's window is the clock's minute: start well inside one so it cannot turn mid-test.
      const seconds = new Date().getUTCSeconds();
      if (seconds >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: PAGE_VIEWS_PER_ADDRESS_PER_MINUTE + 5 }, () => view('/about', ip)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 204)).toHaveLength(PAGE_VIEWS_PER_ADDRESS_PER_MINUTE);
      expect(codes.filter((code) => code === 429)).toHaveLength(5);
      const refused = answers.find((r) => r.statusCode === 429);
      expect(refused?.json<{ message: string }>().message).toContain(PAGE_VIEWS_TOO_MANY);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      await written('/about', [PAGE_VIEWS_PER_ADDRESS_PER_MINUTE]);
      // Another address is not slowed.
      expect((await view('/about')).statusCode).toBe(204);
    },
  );

  it('shows the desk every day of the range, zero-filled, the most viewed page first', async () => {
    const now = Date.now();
    const table = database.db.$extendTables<PageViewTables>();
    await table
      .insertInto('page_views')
      .values([
        { page: '/skill-trees', day: utcDay(now - 3 * DAY_MS), count: 7 },
        { page: '/skill-trees', day: utcDay(now - 40 * DAY_MS), count: 1000 },
      ])
      .execute();

    const response = await report();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const views = pageViewsSchema.parse(response.json());
    expect(views.days).toEqual(dayRange(new Date(now), 30));
    expect(views.days).toHaveLength(30);
    expect(views.days.at(-1)).toBe(utcDay(now));
    const series = Object.fromEntries(views.pages.map((p) => [p.page, p.counts]));
    expect(views.pages[0]?.page).toBe('/classes');
    expect(series['/classes']).toEqual([...Array<number>(29).fill(0), 200]);
    // 40 days ago is outside the range; 3 days ago sits at its place.
    expect(series['/skill-trees']).toEqual([...Array<number>(26).fill(0), 7, 0, 0, 0]);
    for (const counts of Object.values(series)) expect(counts).toHaveLength(30);

    const week = pageViewsSchema.parse((await report('?days=7')).json());
    expect(week.days).toHaveLength(7);
    expect(week.days[0]).toBe(utcDay(now - 6 * DAY_MS));
    expect((await report('?days=0')).statusCode).toBe(400);
    expect((await report('?days=366')).statusCode).toBe(400);
  });

  it('denies the desk’s page views to a visitor (401) and to a player (403)', async () => {
    const visitor = await report('', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
    const notAdmin = await report('', player);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ message: ADMIN_TEXTS.notAdmin });
  });
});
