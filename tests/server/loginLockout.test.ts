import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { THROTTLE_RULES } from '../../server/services/throttle';
import { databaseKinds } from './helpers';
import { PASSWORD, useAccountApp, type AccountTestApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

/**
 * Nobody can lock an owner out of login: 100 wrong passwords from 10 addresses (through a
 * trusted proxy) reach the account-wide ceiling, yet the owner's browser that logged in before
 * still gets in, and an unknown browser gets a harder proof of work instead of a refusal.
 */

const BOT_CHECK_COST = 20;
const WRONG = 'Wrong-Guess-Again-1';
const HOUR_MS = THROTTLE_RULES.loginFailuresPerAccount.windowMs;
/** A scenario that guesses may first wait out the last minute of an hour (inOneClockHour). */
const GUESSING = { timeout: 90_000 };

/** The device cookie a response sets, as `name=value`; undefined when there is none. */
function deviceCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name.endsWith('arrakis_device'));
  return cookie && `${cookie.name}=${cookie.value}`;
}

/**
 * The failure counters count per clock hour (throttle.ts): a scenario that starts in the last
 * minute of an hour waits for the next, or its guesses and logins would fall in two hours.
 */
async function inOneClockHour(): Promise<void> {
  const left = HOUR_MS - (Date.now() % HOUR_MS);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The login calls of a scenario, each from a client address behind the trusted proxy. */
function loginCalls(t: AccountTestApp, recaptchaToken: () => Promise<string>) {
  const login = async (
    username: string,
    password: string,
    client: string,
    extra: { cookie?: string; stepUpToken?: string } = {},
  ) =>
    t.call('POST', '/api/auth/login', {
      cookie: extra.cookie,
      headers: { 'x-forwarded-for': client },
      body: {
        username,
        password,
        recaptchaToken: await recaptchaToken(),
        ...(extra.stepUpToken === undefined ? {} : { stepUpToken: extra.stepUpToken }),
      },
    });

  /** The harder check, solved for real with altcha-lib's solver, as the browser's workers do. */
  const solveStepUp = async (): Promise<{ token: string; challenge: Challenge }> => {
    const response = await t.call('GET', '/api/auth/login/challenge');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('The harder check could not be solved.');
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    return { token, challenge };
  };

  /** 100 wrong passwords from 10 addresses: the account-wide ceiling. */
  const guessFromTenAddresses = async (username: string) => {
    await inOneClockHour();
    const perAddress = THROTTLE_RULES.loginFailuresPerAccount.max / 10;
    for (let a = 0; a < 10; a += 1) {
      for (let i = 0; i < perAddress; i += 1) {
        const response = await login(username, WRONG, `198.51.100.${a + 1}`);
        expect(response.statusCode, response.body).toBe(401);
      }
    }
  };
  return { login, solveStepUp, guessFromTenAddresses };
}

describe.each(databaseKinds)('nobody can lock an owner out of login (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({
    TRUST_PROXY: 'true',
    BOT_CHECK_COST: String(BOT_CHECK_COST),
  }));
  const { login, solveStepUp, guessFromTenAddresses } = loginCalls(t, () => t.token('login'));
  const usual = '203.0.113.7';

  it('lets the owner in after 100 wrong passwords from 10 addresses', GUESSING, async () => {
    await t.signUp('Ghanima', 'ghanima@sietch.test');
    const earlier = await login('Ghanima', PASSWORD, usual);
    expect(earlier.statusCode, earlier.body).toBe(200);
    const device = deviceCookie(earlier);
    expect(device).toBeDefined();
    const set = earlier.cookies.find((c) => c.name.endsWith('arrakis_device'));
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.maxAge).toBeGreaterThanOrEqual(364 * 24 * 3600);

    await guessFromTenAddresses('Ghanima');

    // The owner's browser, from their usual address: in, not "Try again in 32 minutes".
    const owner = await login('Ghanima', PASSWORD, usual, { cookie: device });
    expect(owner.statusCode, owner.body).toBe(200);

    // An unknown browser gets the harder check, never a flat refusal.
    const unknown = await login('Ghanima', PASSWORD, '192.0.2.44');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.loginStepUp });

    const { token, challenge } = await solveStepUp();
    // Costlier than the ordinary bot-check: 20 times its work.
    const counter = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      solution: { counter: number };
    };
    expect(counter.solution.counter).toBeGreaterThanOrEqual((20 * BOT_CHECK_COST) / 2);
    expect(challenge.parameters.data).toMatchObject({ action: 'login' });
    const passed = await login('Ghanima', PASSWORD, '192.0.2.44', { stepUpToken: token });
    expect(passed.statusCode, passed.body).toBe(200);
    // Used once.
    const replayed = await login('Ghanima', PASSWORD, '192.0.2.45', { stepUpToken: token });
    expect(replayed.json()).toMatchObject({ message: MESSAGES.loginStepUp });

    // A wrong password after the harder check is still refused.
    const wrong = await login('Ghanima', WRONG, '192.0.2.46', {
      stepUpToken: (await solveStepUp()).token,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.loginFailed });

    // An ordinary bot-check token does not pass as the harder check.
    const cheap = await login('Ghanima', PASSWORD, '192.0.2.47', {
      stepUpToken: await t.token('login'),
    });
    expect(cheap.json()).toMatchObject({ message: MESSAGES.loginStepUp });
  });

  it('locks out only the device that guessed too often', async () => {
    await t.signUp('Leto', 'leto@sietch.test');
    const first = deviceCookie(await login('Leto', PASSWORD, usual));
    const second = deviceCookie(await login('Leto', PASSWORD, usual));
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    for (let i = 0; i < THROTTLE_RULES.loginFailuresPerDevice.max; i += 1) {
      expect((await login('Leto', WRONG, usual, { cookie: first })).statusCode).toBe(401);
    }
    const locked = await login('Leto', PASSWORD, usual, { cookie: first });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toContain('this device');
    expect((await login('Leto', PASSWORD, usual, { cookie: second })).statusCode).toBe(200);
  });

  it('does not take a device cookie of another account, or a forged one', GUESSING, async () => {
    await t.signUp('Alia', 'alia@sietch.test');
    await t.signUp('Duncan', 'duncan@sietch.test');
    const alias = deviceCookie(await login('Alia', PASSWORD, usual));
    const duncans = deviceCookie(await login('Duncan', PASSWORD, usual)) ?? '';
    await guessFromTenAddresses('Duncan');
    const other = await login('Duncan', PASSWORD, usual, { cookie: alias });
    expect(other.json()).toMatchObject({ message: MESSAGES.loginStepUp });
    const forged = duncans.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0'));
    const refused = await login('Duncan', PASSWORD, usual, { cookie: forged });
    expect(refused.json()).toMatchObject({ message: MESSAGES.loginStepUp });
    expect((await login('Duncan', PASSWORD, usual, { cookie: duncans })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('the harder login check with reCAPTCHA v3 (%s)', (kind) => {
  let google: Server | undefined;
  let url = '';
  let nextToken = 0;
  beforeAll(async () => {
    // Google's stand-in: a token `<action>-<n>` is a good one for that action.
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const action = (new URLSearchParams(body).get('response') ?? '').split('-')[0];
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: true, action, score: 0.9 }));
      });
    });
    google.listen(0, '127.0.0.1');
    await once(google, 'listening');
    url = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(() => {
    google?.close();
  });
  const t = useAccountApp(
    kind,
    () => ({
      TRUST_PROXY: 'true',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET: 'secret-456',
    }),
    () => ({ recaptchaVerifyUrl: url }),
  );
  const recaptchaToken = (action: string) => {
    nextToken += 1;
    return `${action}-${nextToken}`;
  };
  const { login, solveStepUp, guessFromTenAddresses } = loginCalls(t, () =>
    Promise.resolve(recaptchaToken('login')),
  );

  it(
    'asks an unknown browser past the ceiling for the proof of work, and lets it in',
    GUESSING,
    async () => {
      const account = { username: 'Irulan', email: 'irulan@palace.test', password: PASSWORD };
      const registered = await t.call('POST', '/api/auth/register', {
        body: { ...account, recaptchaToken: recaptchaToken('register') },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const code = codeFrom(await t.smtp.waitForMail(account.email, 'verification code'));
      const verified = await t.call('POST', '/api/auth/verify-signup', {
        body: { ...account, code },
      });
      expect(verified.statusCode, verified.body).toBe(201);
      await guessFromTenAddresses('Irulan');
      const unknown = await login('Irulan', PASSWORD, '192.0.2.80');
      expect(unknown.json()).toMatchObject({ message: MESSAGES.loginStepUp });
      const passed = await login('Irulan', PASSWORD, '192.0.2.80', {
        stepUpToken: (await solveStepUp()).token,
      });
      expect(passed.statusCode, passed.body).toBe(200);
    },
  );
});
