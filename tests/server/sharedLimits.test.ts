import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { FLUSH_INTERVAL_MS } from '../../server/counters/flusher';
import { PAGE_VIEWS_PER_ADDRESS_PER_MINUTE } from '../../server/services/pageViews';
import { sampleBuild } from './buildLinkFixtures';
import {
  createTestDatabase,
  databaseKinds,
  removeTempDirs,
  startApp,
  type TestDatabase,
} from './helpers';

/**
 * Every limit holds across server processes without a database write per request. One process
 * counts exactly (SQLite in memory; PostgreSQL in memory, written in batches). Two apps on one
 * PostgreSQL stand for two processes (or machines): through Redis they share every count at once;
 * without Redis each learns the other's counts when it writes its batch, about once a second. The
 * link cap (a database throttle) is per address and UTC day.
 */

const MINUTE_MS = 60_000;

/**
 * Waits for a fresh minute when less than `needMs` of the current one is left, so the window's
 * turn cannot cut a test's counts; the tests that call it get 60 s.
 */
async function withinOneMinute(needMs = 8_000): Promise<void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** What the batched tests need of a minute: several flushes and ~100 requests, on a loaded machine. */
const BATCHED_TEST_MS = 25_000;

let nextAddress = 0;
function address(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

function call(
  app: FastifyInstance,
  ip: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: {
      'x-requested-with': 'arrakis',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const linkBody = () => ({ data: sampleBuild(), build_guide: '' });

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: '70',
  LINK_RATE_LIMIT_PER_MINUTE: '4',
  LINK_DAILY_CAP: '3',
};
const redisUrl = inject('redisUrl');

/** Long enough for every app to have written its batch of counts and read the totals back. */
// Two intervals: on a loaded machine a flush's write can land after the next tick.
const afterAFlush = () =>
  new Promise((resolve) => setTimeout(resolve, 2 * FLUSH_INTERVAL_MS + 500));

/** Status codes of `count` GETs from `ip`, sent to `apps` in turn. */
async function gets(apps: FastifyInstance[], ip: string, count: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = apps[i % apps.length] as FastifyInstance;
    codes.push((await call(app, ip, 'GET', '/api/game-versions')).statusCode);
  }
  return codes;
}

async function expectRefusal(app: FastifyInstance, ip: string): Promise<void> {
  const refused = await call(app, ip, 'GET', '/api/game-versions');
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ message: string }>().message).toMatch(
    // The plugin words the wait with `ms`: "59 seconds", or "1 minute" early in the window.
    /^Too many requests: the limit is 70 per minute\. Try again in (\d+ seconds?|1 minute)\.$/,
  );
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * Set when a count through Redis failed: on a loaded machine Redis may miss its 250 ms answer,
 * and each process then counts alone for 5 s (redisCounters.ts). The retry waits that out.
 */
let countedAlone = false;

/**
 * The same tests for one app, or for two apps sharing Redis (`retry`: once more after a
 * missed answer): every count is exact.
 */
function exactLimits(apps: () => FastifyInstance[], retry = 0): void {
  const options = { timeout: 60_000, retry };
  beforeEach(async () => {
    if (!countedAlone) return;
    countedAlone = false;
    await new Promise((resolve) => setTimeout(resolve, 6_000));
  });
  const noteFailure = ({ onTestFailed }: { onTestFailed: (then: () => void) => void }) => {
    onTestFailed(() => {
      countedAlone = true;
    });
  };

  it('counts the general API limit exactly', options, async (context) => {
    noteFailure(context);
    await withinOneMinute();
    const ip = address();
    const codes = await gets(apps(), ip, 72);
    expect(codes.slice(0, 70).every((code) => code === 200)).toBe(true);
    expect(codes.slice(70)).toEqual([429, 429]);
    await expectRefusal(apps()[0] as FastifyInstance, ip);
    // Another address has its own count.
    expect((await gets(apps().slice(-1), address(), 1))[0]).toBe(200);
  });

  it("counts a route's own limit apart from the general one", options, async (context) => {
    noteFailure(context);
    await withinOneMinute();
    const ip = address();
    const codes: number[] = [];
    // Bodies that fail validation: counted by the per-minute limit, never reaching the daily cap.
    for (let i = 0; i < 5; i += 1) {
      const app = apps()[i % apps().length] as FastifyInstance;
      codes.push((await call(app, ip, 'POST', '/api/build-link', {})).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // The general limit of that address was not used up by the link limit.
    expect((await gets(apps(), ip, 1))[0]).toBe(200);
  });

  it('counts the page-view limit exactly', options, async (context) => {
    noteFailure(context);
    await withinOneMinute();
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i <= PAGE_VIEWS_PER_ADDRESS_PER_MINUTE; i += 1) {
      const app = apps()[i % apps().length] as FastifyInstance;
      codes.push((await call(app, ip, 'POST', '/api/page-views', { page: '/about' })).statusCode);
    }
    expect(codes.slice(0, -1).every((code) => code === 204)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
}

describe.each(databaseKinds)('the limits of one process on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await startApp(db, LIMITS);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.drop();
    removeTempDirs();
  });

  exactLimits(() => [app]);
});

describe.each(databaseKinds)('the daily link cap of two processes on %s', (kind) => {
  let db: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    // One after the other: starting together is the PostgreSQL suite's (scaleStartup.test.ts).
    first = await startApp(db, LIMITS);
    second = await startApp(db, LIMITS);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await db.drop();
    removeTempDirs();
  });

  it('caps build links per address and UTC day across both, saying when the cap resets', async () => {
    await withinOneMinute();
    const ip = address();
    for (const app of [first, second, first]) {
      expect((await call(app, ip, 'POST', '/api/build-link', linkBody())).statusCode).toBe(201);
    }
    const refused = await call(second, ip, 'POST', '/api/build-link', linkBody());
    expect(refused.statusCode).toBe(429);
    const now = Date.now();
    const untilMidnight = Math.ceil((MINUTE_MS * 60 * 24 - (now % (MINUTE_MS * 60 * 24))) / 1000);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThanOrEqual(2);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Your network has made 3 build links today, the most allowed in a day\. More can be made after 00:00 UTC\. \(Try again in \d+ (minutes?|seconds?)\.\)$/,
    );
    // Another address still shares builds.
    expect((await call(first, address(), 'POST', '/api/build-link', linkBody())).statusCode).toBe(
      201,
    );
  }, 60_000);
});

describe.skipIf(!databaseKinds.includes('postgres'))(
  'limits shared by two processes on postgres, batched into the database',
  () => {
    let db: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      first = await startApp(db, LIMITS);
      second = await startApp(db, LIMITS);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([first.close(), second.close()]);
      await db.drop();
      removeTempDirs();
    });

    // Once more, on a fresh address, if a loaded machine made a flush miss its window.
    it(
      'counts the general API limit across both, each learning the other’s written counts when it writes its own',
      { timeout: 60_000, retry: 1 },
      async () => {
        await withinOneMinute(BATCHED_TEST_MS);
        const ip = address();
        expect((await gets([first], ip, 40)).every((code) => code === 200)).toBe(true);
        await afterAFlush();
        // The second process writes its first hit and reads back the total of both.
        expect(await gets([second], ip, 1)).toEqual([200]);
        await afterAFlush();
        const codes = await gets([second], ip, 31);
        expect(codes.slice(0, 29).every((code) => code === 200)).toBe(true);
        expect(codes.slice(29)).toEqual([429, 429]);
        await expectRefusal(second, ip);
        await afterAFlush();
        // The first process learns the second's counts when it writes its next hit.
        await gets([first], ip, 1);
        await afterAFlush();
        await expectRefusal(first, ip);
      },
    );

    it('lets the two processes together pass a limit by at most what each takes before a flush', async () => {
      await withinOneMinute(BATCHED_TEST_MS);
      const ip = address();
      // Both at once, faster than a flush: each sees only its own counts until it writes them.
      const codes = await gets([first, second], ip, 100);
      const accepted = codes.filter((code) => code === 200).length;
      expect(accepted).toBeGreaterThanOrEqual(70);
      expect(accepted).toBeLessThanOrEqual(140);
      await afterAFlush();
      // Within a flush of their next hit, both know the total and refuse.
      await gets([first, second], ip, 2);
      await afterAFlush();
      await expectRefusal(first, ip);
      await expectRefusal(second, ip);
    }, 60_000);
  },
);

describe.skipIf(!redisUrl || !databaseKinds.includes('postgres'))(
  'limits shared by two processes on postgres through Redis',
  () => {
    let db: TestDatabase;
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      db = await createTestDatabase('postgres');
      const env = { ...LIMITS, REDIS_URL: redisUrl ?? '' };
      first = await startApp(db, env);
      second = await startApp(db, env);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([first.close(), second.close()]);
      await db.drop();
      removeTempDirs();
    });

    exactLimits(() => [first, second], 1);
  },
);
