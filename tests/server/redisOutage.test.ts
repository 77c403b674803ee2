import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/freePort';
import { startThrowawayRedis, type ThrowawayRedis } from '../../scripts/throwawayRedis';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

/**
 * A Redis outage never turns answers into errors: while the Redis of REDIS_URL is down or was never
 * up, every request is answered, the limits count in each process's memory (so they still hold per
 * process), and the log says so; once Redis is back the counts are shared again. A Redis of the
 * test's own, stopped and started again on its port.
 */

const redisServerBin = inject('redisServerBin');

let nextAddress = 0;
function address(): string {
  nextAddress += 1;
  return `203.0.113.${nextAddress}`;
}

const get = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'GET',
    url: '/api/game-versions',
    remoteAddress: ip,
    headers: { 'x-requested-with': 'arrakis' },
  });

async function codes(app: FastifyInstance, ip: string, count: number): Promise<number[]> {
  const answered: number[] = [];
  for (let i = 0; i < count; i += 1) answered.push((await get(app, ip)).statusCode);
  return answered;
}

/** Log lines of an app, as text. */
function logSink(): { stream: PassThrough; text(): string } {
  const stream = new PassThrough();
  let logged = '';
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  return { stream, text: () => logged };
}

describe.skipIf(!redisServerBin || !databaseKinds.includes('postgres'))(
  'request limits through Redis when Redis is down',
  () => {
    let db: TestDatabase;
    let redis: ThrowawayRedis;
    let port: number;
    let first: FastifyInstance;
    let second: FastifyInstance;
    const log = logSink();
    const secondLog = logSink();

    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      redis = await startThrowawayRedis(redisServerBin ?? '');
      port = Number(new URL(redis.url).port);
      const env = { RATE_LIMIT_PER_MINUTE: '20', REDIS_URL: redis.url, LOG_LEVEL: 'info' };
      first = await startApp(db, env, { logStream: log.stream });
      second = await startApp(db, env, { logStream: secondLog.stream });
    }, 60_000);
    afterAll(async () => {
      await Promise.all([first.close(), second.close()]);
      await redis.stop();
      await db.drop();
      removeTempDirs();
    });

    it('shares counts through Redis, then answers every request while Redis is down, limiting per process, and shares again when it is back', async () => {
      const shared = address();
      expect(await codes(first, shared, 10)).toEqual(Array<number>(10).fill(200));
      expect(await codes(second, shared, 11)).toEqual([...Array<number>(10).fill(200), 429]);

      await redis.stop();
      const during = address();
      const started = Date.now();
      const answered = [...(await codes(first, during, 21)), ...(await codes(second, during, 1))];
      // Counted in each process's memory: the first refuses its 21st, the second starts afresh.
      expect(answered).toEqual([...Array<number>(20).fill(200), 429, 200]);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(log.text()).toContain(
        'Redis is unavailable: request limits count in this process only until it is back',
      );

      redis = await startThrowawayRedis(redisServerBin ?? '', { port });
      // Each process says when it counts through Redis again; from then the counts are shared.
      for (const sink of [log, secondLog]) {
        await expect
          .poll(() => sink.text().includes('Redis is back: request limits are shared again'), {
            timeout: 15_000,
            interval: 200,
          })
          .toBe(true);
      }
      const after = address();
      expect(await codes(first, after, 10)).toEqual(Array<number>(10).fill(200));
      expect(await codes(second, after, 11)).toEqual([...Array<number>(10).fill(200), 429]);
    }, 60_000);

    it('starts and answers when Redis cannot be reached at all, saying so', async () => {
      const nowhere = await freePort();
      const sink = logSink();
      const app = await startApp(
        db,
        {
          RATE_LIMIT_PER_MINUTE: '5',
          REDIS_URL: `redis://127.0.0.1:${nowhere}`,
          LOG_LEVEL: 'warn',
        },
        { logStream: sink.stream },
      );
      try {
        const ip = address();
        expect(await codes(app, ip, 6)).toEqual([200, 200, 200, 200, 200, 429]);
        expect(sink.text()).toContain('Redis is unavailable');
      } finally {
        await app.close();
      }
    }, 30_000);
  },
);
