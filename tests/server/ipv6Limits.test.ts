import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_PER_HOUR } from '../../src/api/contract/feedbackTexts';
import { REPORTS_PER_ADDRESS } from '../../server/services/reports';
import { PAGE_VIEWS_PER_ADDRESS_PER_MINUTE } from '../../server/services/pageViews';
import { THROTTLE_RULES } from '../../server/services/throttle';
import { sampleBuild } from './buildLinkFixtures';
import { databaseKinds, useTestApp } from './helpers';
import { PASSWORD } from './support/accountApp';
import { expectError, saveBody, titled, useSavedBuildApp } from './support/savedBuildApp';

/**
 * An IPv6 subscriber holds a whole /64: every limit per client must count the /64 as one
 * client, or each new address of it starts a fresh count. The clients here come through a
 * proxy (`TRUST_PROXY=true`, `X-Forwarded-For`), each request from another address of one /64.
 */

const LINK_DAILY_CAP = 3;

let networks = 0;

/** A fresh /64 (so no test shares a count with another); each call a new address inside it. */
function network(): () => string {
  networks += 1;
  const prefix = `2001:db8:${networks.toString(16)}:64`;
  let host = 0;
  return () => {
    host += 1;
    const group = (n: number) => ((host * n) % 0xffff).toString(16);
    return `${prefix}:${group(1)}:${group(7)}:${group(13)}:${group(31)}`;
  };
}

describe.each(databaseKinds)('limits per client count an IPv6 /64 as one client (%s)', (kind) => {
  const s = useSavedBuildApp(kind, () => ({
    TRUST_PROXY: 'true',
    LINK_DAILY_CAP: String(LINK_DAILY_CAP),
    LINK_RATE_LIMIT_PER_MINUTE: '0',
  }));

  /** A request from `address`, as the proxy hands it on. */
  const from = (address: string, method: string, url: string, body?: unknown) =>
    s.t.call(method, url, {
      headers: { 'x-forwarded-for': address },
      ...(body === undefined ? {} : { body }),
    });

  /** Sends `max` requests, each from a new address of one /64, then one more; all answers. */
  async function exhaust(
    max: number,
    send: (address: string, i: number) => Promise<LightMyRequestResponse>,
  ): Promise<{ allowed: LightMyRequestResponse[]; last: LightMyRequestResponse }> {
    const next = network();
    const allowed: LightMyRequestResponse[] = [];
    for (let i = 0; i < max; i++) allowed.push(await send(next(), i));
    return { allowed, last: await send(next(), max) };
  }

  const statuses = (answers: LightMyRequestResponse[]) => new Set(answers.map((r) => r.statusCode));

  it('refuses logins past the per-client maximum', { timeout: 60_000 }, async () => {
    const { max } = THROTTLE_RULES.loginPerAddress;
    const { allowed, last } = await exhaust(max, async (address, i) =>
      from(address, 'POST', '/api/auth/login', {
        username: `nobody${i}`,
        password: PASSWORD,
        recaptchaToken: await s.t.token('login'),
      }),
    );
    expect(statuses(allowed)).toEqual(new Set([401]));
    expectError(last, 429, /^Too many login attempts from your network/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses sign-ups past the per-client maximum', { timeout: 60_000 }, async () => {
    const { max } = THROTTLE_RULES.registerPerAddress;
    const { allowed, last } = await exhaust(max, async (address, i) =>
      from(address, 'POST', '/api/auth/register', {
        username: `SixtyFour${networks}x${i}`,
        email: `sixty-four-${networks}-${i}@sietch${i}.test`,
        password: 'Quiet-dunes drift over Arrakeen 9417!',
        recaptchaToken: await s.t.token('register'),
      }),
    );
    expect(statuses(allowed), allowed[0]?.body).toEqual(new Set([200]));
    expectError(last, 429, /^Too many sign-ups from your network/);
  });

  it('refuses recovery requests past the per-client maximum', { timeout: 60_000 }, async () => {
    const { max } = THROTTLE_RULES.recoveryPerAddress;
    const { allowed, last } = await exhaust(max, async (address, i) =>
      from(address, 'POST', '/api/auth/forgot-username', {
        email: `lost-${networks}-${i}@sietch.test`,
        recaptchaToken: await s.t.token('forgot_username'),
      }),
    );
    expect(statuses(allowed)).toEqual(new Set([200]));
    expectError(last, 429, /^Too many recovery requests from your network/);
  });

  it('refuses code checks past the per-client maximum', async () => {
    const { max } = THROTTLE_RULES.codeChecksPerAddress;
    const { allowed, last } = await exhaust(max, (address, i) =>
      from(address, 'POST', '/api/auth/reset-password/verify', {
        username: `nobody${i}`,
        code: '000000',
      }),
    );
    expect(statuses(allowed)).not.toContain(429);
    expectError(last, 429, /^Too many verification attempts/);
  });

  it('refuses feedback past the per-client maximum, as for IPv4', async () => {
    const { allowed, last } = await exhaust(FEEDBACK_PER_HOUR, async (address, i) =>
      from(address, 'POST', '/api/feedback', {
        feedback: `Message ${i}`,
        recaptchaToken: await s.t.token('feedback_form'),
      }),
    );
    expect(statuses(allowed)).toEqual(new Set([201]));
    expect(last.statusCode, last.body).toBe(429);
  });

  it('refuses reports past the per-client maximum', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Reported'), buildSharing: 'Public' }),
    );
    // No cookie: each report is another browser's, so none is a second report of one reporter.
    const { allowed, last } = await exhaust(REPORTS_PER_ADDRESS.max, (address) =>
      from(address, 'POST', `/api/saved-builds/${build.url}/report`, {
        reason: 'Offensive language',
        detail: '',
      }),
    );
    expect(statuses(allowed)).toEqual(new Set([201]));
    expect(last.statusCode, last.body).toBe(429);
  });

  it('refuses page views past the per-client maximum', { timeout: 30_000 }, async () => {
    // The limit's window is the clock's minute: start well inside one so it cannot turn mid-test.
    const seconds = new Date().getUTCSeconds();
    if (seconds >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
    const { allowed, last } = await exhaust(PAGE_VIEWS_PER_ADDRESS_PER_MINUTE, (address) =>
      from(address, 'POST', '/api/page-views', { page: '/about' }),
    );
    expect(statuses(allowed)).toEqual(new Set([204]));
    expect(last.statusCode, last.body).toBe(429);
  });

  it('holds the daily link cap per client', async () => {
    const build = sampleBuild();
    const { allowed, last } = await exhaust(LINK_DAILY_CAP, (address) =>
      from(address, 'POST', '/api/build-link', {
        data: { ...build, buildGuide: '' },
        build_guide: '',
      }),
    );
    expect(statuses(allowed)).toEqual(new Set([201]));
    expectError(last, 429, /^Your network has made 3 build links today/);
  });

  it('refuses the likes of visitors past the per-client maximum', async () => {
    const owner = await s.player();
    const { build } = await s.saved(
      owner,
      saveBody({ ...titled('Liked'), buildSharing: 'Public' }),
    );
    // No cookie: each like is another browser's, as a script that drops its cookies.
    const next = network();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 70; i++) {
      answers.push(await from(next(), 'POST', `/api/saved-builds/${build.url}/like`, {}));
    }
    expect(answers.map((r) => r.statusCode)).toContain(429);
    const liked = answers.filter((r) => r.statusCode === 200).length;
    const row = await (
      await s.database()
    )
      .selectFrom('saved_builds')
      .select('likes')
      .where('id', '=', build.id)
      .executeTakeFirstOrThrow();
    expect(row.likes).toBe(liked);
  });
});

describe.each(databaseKinds)('the general API limit per IPv6 /64 (%s)', (kind) => {
  const suite = useTestApp(kind, () => ({ TRUST_PROXY: 'true', RATE_LIMIT_PER_MINUTE: '5' }));

  it('counts every address of a /64 as one client', { timeout: 15_000 }, async () => {
    // The limit's window is the clock's minute: start well inside one so it cannot turn mid-test.
    const seconds = new Date().getUTCSeconds();
    if (seconds >= 55) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
    const next = network();
    const get = (address: string) =>
      suite.app.inject({ url: '/api/classes', headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 5; i++) expect((await get(next())).statusCode).toBe(200);
    expectError(await get(next()), 429, /^Too many requests: the limit is 5 per minute\./);
    expect((await get(network()())).statusCode).toBe(200);
  });
});
