import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * Issue 13: every limit counts in the database, so it holds across server processes. Two apps
 * on one database stand for two processes (or two machines): requests split between them are
 * counted together. The link cap is per address and UTC day.
 */

const MINUTE_MS = 60_000;

/**
 * Waits for a fresh minute when the current one ends too soon for a test to fit in it (up to
 * 8 s: the tests that call it get 30 s).
 */
async function withinOneMinute(): Promise<void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

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

describe.each(databaseKinds)('limits shared by two processes on %s', (kind) => {
  let db: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const env = {
      RATE_LIMIT_PER_MINUTE: '70',
      LINK_RATE_LIMIT_PER_MINUTE: '4',
      LINK_DAILY_CAP: '3',
    };
    // One after the other: starting together is the PostgreSQL suite's (scaleStartup.test.ts).
    first = await startApp(db, env);
    second = await startApp(db, env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await db.drop();
    removeTempDirs();
  });

  it('counts the general API limit across both', async () => {
    await withinOneMinute();
    const ip = address();
    const codes: number[] = [];
    for (let i = 0; i < 72; i += 1) {
      const app = i % 2 === 0 ? first : second;
      codes.push((await call(app, ip, 'GET', '/api/game-versions')).statusCode);
    }
    expect(codes.slice(0, 70).every((code) => code === 200)).toBe(true);
    expect(codes.slice(70)).toEqual([429, 429]);
    const refused = await call(first, ip, 'GET', '/api/game-versions');
    expect(refused.json<{ message: string }>().message).toMatch(
      // The plugin words the wait with `ms`: "59 seconds", or "1 minute" early in the window.
      /^Too many requests: the limit is 70 per minute\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await call(second, address(), 'GET', '/api/game-versions')).statusCode).toBe(200);
  }, 30_000);

  it("counts a route's own limit apart from the general one, across both", async () => {
    await withinOneMinute();
    const ip = address();
    const codes: number[] = [];
    // Bodies that fail validation: counted by the per-minute limit, never reaching the daily cap.
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first : second;
      codes.push((await call(app, ip, 'POST', '/api/build-link', {})).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 429]);
    // The general limit of that address was not used up by the link limit.
    expect((await call(first, ip, 'GET', '/api/game-versions')).statusCode).toBe(200);
  }, 30_000);

  it('counts the page-view limit across both', async () => {
    await withinOneMinute();
    const ip = address();
    const half = PAGE_VIEWS_PER_ADDRESS_PER_MINUTE / 2;
    for (let i = 0; i < half; i += 1) {
      expect(
        (await call(first, ip, 'POST', '/api/page-views', { page: '/about' })).statusCode,
      ).toBe(204);
    }
    const later: number[] = [];
    for (let i = 0; i <= half; i += 1) {
      later.push(
        (await call(second, ip, 'POST', '/api/page-views', { page: '/about' })).statusCode,
      );
    }
    expect(later.slice(0, half).every((code) => code === 204)).toBe(true);
    expect(later[half]).toBe(429);
  }, 30_000);

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
  }, 30_000);
});
