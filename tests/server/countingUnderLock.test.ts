import { DatabaseSync } from 'node:sqlite';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { AppDatabase } from '../../server/db/database';
import { saveBuildResponseSchema } from '../../src/api/contract/savedBuilds';
import { sampleBuild } from './buildLinkFixtures';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';
import { freshIp, useAccountApp } from './support/accountApp';
import { saveBody } from './support/savedBuildApp';

/**
 * No request waits on a database write to be counted or viewed: while another connection holds the
 * write lock (`BEGIN IMMEDIATE` on SQLite, `LOCK TABLE … IN EXCLUSIVE MODE` on every PostgreSQL
 * table), a storm of limited GETs, opened builds and page views is answered at once; the counts are
 * written later, off the request path, and none is lost on close. Both databases.
 */

/** Long enough to notice a request waiting on the lock: SQLite's busy wait alone is 5 s. */
const STORM_BUDGET_MS = 4000;

/** Holds the database's write lock from another connection until `release`. */
async function holdWriteLock(db: TestDatabase): Promise<{ release(): Promise<void> }> {
  if (db.kind === 'sqlite') {
    const config = loadConfig(db.env).database;
    if (config.kind !== 'sqlite') throw new Error('not SQLite');
    const sqlite = new DatabaseSync(config.file);
    sqlite.exec('BEGIN IMMEDIATE');
    return {
      release() {
        sqlite.exec('ROLLBACK');
        sqlite.close();
        return Promise.resolve();
      },
    };
  }
  const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
  await client.connect();
  const tables = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  await client.query('BEGIN');
  // EXCLUSIVE lets readers read and makes every writer wait.
  await client.query(
    `LOCK TABLE ${tables.rows.map((row) => `"${row.tablename}"`).join(', ')} IN EXCLUSIVE MODE`,
  );
  return {
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** `work`'s answers, or a failure naming the budget when it takes longer. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`not answered within ${ms} ms while the database was write-locked`));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databaseKinds)('counting while the database is write-locked (%s)', (kind) => {
  // On SQLite a batch written while another connection holds the lock would wait in SQLite's
  // busy wait (the database layer's matter): here its batches wait for the close.
  const t = useAccountApp(
    kind,
    () => ({ RATE_LIMIT_PER_MINUTE: '100000' }),
    () => ({}),
    () => (kind === 'sqlite' ? { flushIntervalMs: 3_600_000 } : {}),
  );
  let url = '';
  let database: AppDatabase;

  beforeAll(async () => {
    const cookie = await t.signUp('Stilgar', 'stilgar@sietch.test');
    const saved = await t.call('POST', '/api/saved-builds', {
      cookie,
      body: saveBody({ ...sampleBuild(), buildTitle: 'Storm Rider', buildSharing: 'Public' }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    url = saveBuildResponseSchema.parse(saved.json()).build.url;
    database = await t.db.open();
  });
  afterAll(async () => {
    await database.destroy();
  });

  const counterRows = async () => {
    const rows = await database.db
      .$extendTables<{ throttle_counters: { bucket: string; count: number } }>()
      .selectFrom('throttle_counters')
      .select(['bucket', 'count'])
      .execute();
    return rows.filter((row) => row.bucket.startsWith('rate:') || row.bucket.startsWith('page-'));
  };

  it('answers limited GETs, opened builds and page views at once, writing nothing on the way', async () => {
    const before = await counterRows();
    const lock = await holdWriteLock(t.db);
    let answers: LightMyRequestResponse[] = [];
    const started = Date.now();
    try {
      answers = await within(
        STORM_BUDGET_MS,
        (async () => {
          const all: LightMyRequestResponse[] = [];
          for (let round = 0; round < 30; round += 1) {
            const ip = freshIp();
            all.push(
              ...(await Promise.all([
                t.call('GET', '/api/game-versions', { ip }),
                t.call('GET', '/api/classes', { ip }),
                t.call('GET', '/api/public-builds', { ip }),
                t.call('GET', `/api/saved-builds/${url}`, { ip }),
                t.call('POST', '/api/page-views', { ip, body: { page: '/classes' } }),
              ])),
            );
          }
          return all;
        })(),
      );
      if (kind === 'sqlite') expect(await counterRows()).toEqual(before);
    } finally {
      await lock.release();
    }
    expect(Date.now() - started).toBeLessThan(STORM_BUDGET_MS);
    expect(answers.map((answer) => answer.statusCode).filter((code) => code >= 300)).toEqual([]);
    expect(answers).toHaveLength(150);
  }, 30_000);
});

describe.each(databaseKinds)('counts written on close (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.drop();
    removeTempDirs();
  });

  it('writes every page view and every request count when the server closes, exactly', async () => {
    // No batch is written before the close.
    const app = await startApp(db, {}, { flushIntervalMs: 3_600_000 });
    const ips = Array.from({ length: 7 }, () => freshIp());
    const answers = await Promise.all(
      Array.from({ length: 140 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/page-views',
          remoteAddress: ips[i % ips.length],
          headers: { 'x-requested-with': 'arrakis', 'content-type': 'application/json' },
          payload: JSON.stringify({ page: i % 2 ? '/classes' : '/about' }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 204)).toEqual([]);
    await app.close();

    const database = await db.open();
    try {
      const views = await database.db
        .$extendTables<{ page_views: { page: string; count: number } }>()
        .selectFrom('page_views')
        .select(['page', 'count'])
        .orderBy('page')
        .execute();
      expect(views).toEqual([
        { page: '/about', count: 70 },
        { page: '/classes', count: 70 },
      ]);
      const counts = await database.db
        .$extendTables<{ throttle_counters: { bucket: string; count: number } }>()
        .selectFrom('throttle_counters')
        .select(['bucket', 'count'])
        .where('bucket', 'like', 'rate:api:%')
        .execute();
      // SQLite's one process keeps its request counts in memory only; PostgreSQL's are shared.
      const total = counts.reduce((sum, row) => sum + row.count, 0);
      expect(total).toBe(kind === 'sqlite' ? 0 : 140);
    } finally {
      await database.destroy();
    }
  });
});
