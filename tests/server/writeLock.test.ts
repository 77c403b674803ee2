import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
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

/** What anyone may read, each as a visitor's browser asks for it. */
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
    const connection = new SqliteDatabase(config.file);
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
    // The general limiter stays on (it counts every request); the loop must only not reach it.
    return { CLIENT_DIR: client, RATE_LIMIT_PER_MINUTE: '100000' };
  });

  it('keeps reads under 200 ms for 10 s while a write gets 503 with Retry-After, and readiness tells the truth', async () => {
    const { app } = t;
    expect((await app.inject(createLink)).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);

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
        for (const { url, headers } of [...READS, { url: '/api/health/ready', headers: {} }]) {
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
      '/api/health/ready': [503],
    });
    for (const [url, ms] of slowest) expect(ms, url).toBeLessThan(FAST_MS);
    expect(written.statusCode).toBe(503);
    expect(written.headers['retry-after']).toBe('5');
    expect(written.json()).toMatchObject({ message: DATABASE_BUSY_MESSAGE });

    // Let go: ready again, and writes go through.
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await app.inject(createLink)).statusCode).toBe(201);
  }, 30_000);
});
