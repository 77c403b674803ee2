import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedPlayers } from '../../scripts/seedPlayers';
import { loadConfig } from '../../server/config';
import { FLUSH_INTERVAL_MS } from '../../server/counters/flusher';
import { DATABASE_BUSY_MESSAGE } from '../../server/http/errorHandlers';
import { NOT_READY_CANNOT_WRITE } from '../../server/routes/health';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds, makeTempDir, useTestApp, type TestDatabase } from './helpers';

/**
 * Another connection holds the database's write lock for 10 s (a maintenance script, a stuck
 * transaction): reads still answer at once, a write gives up with 503 and Retry-After instead
 * of hanging, readiness says the database takes no writes, and all is well once it is let go.
 */

const LOCK_MS = 10_000;
const FAST_MS = 200;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Arrakis Planner</title></head><body><div id="root"></div></body></html>';

/** What anyone may read, each as a visitor's browser asks for it (and a Public build's viewer). */
const READS: { url: string; headers: Record<string, string> }[] = [
  { url: '/api/classes', headers: {} },
  { url: '/api/public-builds?page=1', headers: {} },
  // A page whose data the server reads for it (the public list).
  { url: '/community-builds', headers: { accept: 'text/html' } },
];

interface HeldLock {
  release(): Promise<void>;
}

/**
 * SQLite: BEGIN IMMEDIATE and a write on a second connection (the one write lock). PostgreSQL:
 * every table of the app locked IN EXCLUSIVE MODE, which lets only plain reads through, so any
 * request that writes anything (or reads with a row lock) has to wait.
 */
async function holdWriteLock(db: TestDatabase): Promise<HeldLock> {
  const config = loadConfig(db.env).database;
  if (config.kind === 'sqlite') {
    const connection = new DatabaseSync(config.file);
    connection.exec('BEGIN IMMEDIATE');
    connection.exec('UPDATE saved_builds SET likes = likes');
    return {
      release: () => {
        connection.exec('ROLLBACK');
        connection.close();
        return Promise.resolve();
      },
    };
  }
  const client = new pg.Client({ connectionString: config.url });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'",
  );
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${rows.map((r) => r.name).join(', ')} IN EXCLUSIVE MODE`);
  return {
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

const createLink = {
  method: 'POST' as const,
  url: '/api/build-link',
  headers: { 'x-requested-with': 'arrakis' },
  payload: { data: { ...sampleBuild(), buildTitle: 'Held up' }, build_guide: '' },
};

describe.each(databaseKinds)('a write lock held by another connection (%s)', (kind) => {
  const t = useTestApp(kind, () => {
    const client = makeTempDir('arrakis-client-');
    writeFileSync(join(client, 'index.html'), INDEX_HTML);
    // The limiters stay on (they count every request); the loop must only not reach them.
    return {
      CLIENT_DIR: client,
      RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
    };
  });

  /** A Public build of a new player, by its url. */
  async function publicBuild(): Promise<string> {
    const database = await t.db.open();
    const [player] = await seedPlayers(database, 1, 'Viewed');
    await database.destroy();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-builds',
      headers: { 'x-requested-with': 'arrakis', cookie: player?.cookie ?? '' },
      payload: {
        build_name: 'Viewed build',
        data: { ...sampleBuild(), buildTitle: 'Viewed build', buildSharing: 'Public' },
        build_guide: '',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json<{ build: { url: string } }>().build.url;
  }

  /** The build's last_viewed_at as stored. */
  async function storedView(url: string): Promise<string | null> {
    const database = await t.db.open();
    try {
      const { rows } = await sql<{
        at: string | null;
      }>`select last_viewed_at as at from saved_builds where url = ${url}`.execute(database.db);
      return rows[0]?.at ?? null;
    } finally {
      await database.destroy();
    }
  }

  it('keeps reads under 200 ms for 10 s while a write gets 503 with Retry-After, and readiness tells the truth', async () => {
    const { app } = t;
    expect((await app.inject(createLink)).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    const viewed = `/api/saved-builds/${await publicBuild()}`;

    const lock = await holdWriteLock(t.db);
    const slowest = new Map<string, number>();
    const answers = new Map<string, Set<number>>();
    const note = (url: string, ms: number, status: number) => {
      slowest.set(url, Math.max(slowest.get(url) ?? 0, ms));
      answers.set(url, (answers.get(url) ?? new Set()).add(status));
    };
    let written: Awaited<ReturnType<typeof app.inject>>;
    try {
      // Waits for the lock meanwhile, without holding up anyone else's request.
      const writing = app.inject(createLink);
      const end = Date.now() + LOCK_MS;
      while (Date.now() < end) {
        const rounds = [...READS, { url: viewed, headers: {} }];
        for (const { url, headers } of [...rounds, { url: '/api/health/ready', headers: {} }]) {
          const started = performance.now();
          const response = await app.inject({ url, headers });
          note(url, performance.now() - started, response.statusCode);
          if (url === '/api/health/ready') {
            expect(response.json()).toMatchObject({ message: NOT_READY_CANNOT_WRITE });
          }
        }
        await new Promise((done) => setTimeout(done, 20));
      }
      written = await writing;
    } finally {
      await lock.release();
    }

    expect(Object.fromEntries([...answers].map(([url, codes]) => [url, [...codes]]))).toEqual({
      '/api/classes': [200],
      '/api/public-builds?page=1': [200],
      '/community-builds': [200],
      [viewed]: [200],
      '/api/health/ready': [503],
    });
    for (const [url, ms] of slowest) expect(ms, url).toBeLessThan(FAST_MS);
    expect(written.statusCode).toBe(503);
    expect(written.headers['retry-after']).toBe('5');
    expect(written.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });

    // Let go: ready again, and writes go through.
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await app.inject(createLink)).statusCode).toBe(201);
    // The view, recorded in memory meanwhile, is written once the database takes writes.
    const shown = (await app.inject({ url: viewed })).json<{ last_viewed_at: string }>();
    await expect
      .poll(() => storedView(viewed.split('/').pop() ?? ''), {
        timeout: FLUSH_INTERVAL_MS * 5,
        interval: 250,
      })
      .toBe(shown.last_viewed_at);
  }, 45_000);
});
