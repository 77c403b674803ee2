import { once } from 'node:events';
import { statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { createBotCheckRepository } from '../../server/repositories/botCheckRepository';
import { createBotCheck, loadOrCreateHmacKey } from '../../server/services/botCheck';
import { databaseKinds, makeTempDir } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';

describe.each(databaseKinds)('ALTCHA bot-check (%s)', (kind) => {
  const t = useAccountApp(kind);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its provider and hands out signed challenges bound to an action', async () => {
    const config = await t.call('GET', '/api/bot-check');
    expect(config.json()).toEqual({ provider: 'altcha', challengeUrl: '/api/bot-check/challenge' });
    // The same for everyone (every page carries it): any cache may keep it; a challenge, never.
    expect(config.headers['cache-control']).toBe('public, max-age=300');

    const response = await t.call('GET', '/api/bot-check/challenge?action=delete_account');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      data: { action: 'delete_account' },
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('refuses an unknown action', async () => {
    const response = await t.call('GET', '/api/bot-check/challenge?action=launch_rockets');
    expect(response.statusCode).toBe(400);
  });

  it('refuses garbage, a tampered challenge and a token solved for another action', async () => {
    const login = async (recaptchaToken: string) =>
      t.call('POST', '/api/auth/login', {
        ip: freshIp(),
        body: { username: 'Nobody', password: 'Whatever-1!', recaptchaToken },
      });
    const garbage = await login('bm90IGEgdG9rZW4=');
    expect(garbage.json()).toMatchObject({ statusCode: 400, message: MESSAGES.botCheckFailed });

    const challenge = (
      await t.call('GET', '/api/bot-check/challenge?action=register')
    ).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    // Relabelled as a login challenge: the signature no longer matches.
    const relabelled = {
      ...challenge,
      parameters: { ...challenge.parameters, data: { action: 'login' } },
    };
    const tampered = Buffer.from(JSON.stringify({ challenge: relabelled, solution })).toString(
      'base64',
    );
    expect((await login(tampered)).json()).toMatchObject({ message: MESSAGES.botCheckFailed });
    const otherAction = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await login(otherAction)).json()).toMatchObject({ message: MESSAGES.botCheckFailed });
    const unsolved = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00' } }),
    ).toString('base64');
    expect((await login(unsolved)).json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });

  it('refuses an expired challenge and spends each token once', async () => {
    const database = await t.database();
    const check = createBotCheck(
      { provider: 'altcha', hmacKey: 'k'.repeat(40), dataDir: makeTempDir(), cost: 20 },
      createBotCheckRepository(database),
    );
    const token = async () => {
      const challenge = await check.challenge('login');
      if (!challenge) throw new Error('no challenge');
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const fresh = await token();
    await expect(check.verify(fresh, 'login')).resolves.toBeUndefined();
    await expect(check.verify(fresh, 'login')).rejects.toThrow(MESSAGES.botCheckFailed);

    const old = await token();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    await expect(check.verify(old, 'login')).rejects.toThrow(MESSAGES.botCheckFailed);
  });

  it("answers a missing, null or empty token 'reCAPTCHA not initialized' (400) on every route that needs one", async () => {
    const cookie = await t.signUp('Tokenless', 'tokenless@arrakis.test');
    const routes: {
      method: string;
      url: string;
      body: Record<string, unknown>;
      cookie?: string;
    }[] = [
      {
        method: 'POST',
        url: '/api/auth/login',
        body: { username: 'Nobody', password: 'Whatever-1!' },
      },
      {
        method: 'POST',
        url: '/api/auth/register',
        body: { username: 'Newcomer', email: 'new@arrakis.test', password: 'Sand-Walker-42' },
      },
      { method: 'POST', url: '/api/auth/forgot-username', body: { email: 'new@arrakis.test' } },
      { method: 'POST', url: '/api/auth/reset-password/request', body: { username: 'Nobody' } },
      { method: 'POST', url: '/api/feedback', body: { feedback: 'The spice must flow.' } },
      {
        method: 'POST',
        url: '/api/account/send-email-code',
        body: { newEmail: 'other@arrakis.test', currentPassword: PASSWORD },
        cookie,
      },
      {
        method: 'DELETE',
        url: '/api/users/Tokenless',
        body: { currentPassword: PASSWORD },
        cookie,
      },
    ];
    for (const route of routes) {
      for (const token of [{}, { recaptchaToken: null }, { recaptchaToken: '' }]) {
        const response = await t.call(route.method, route.url, {
          ip: freshIp(),
          body: { ...route.body, ...token },
          cookie: route.cookie,
        });
        const where = `${route.method} ${route.url} ${JSON.stringify(token)}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({
          statusCode: 400,
          message: MESSAGES.botCheckNotReady,
          problems: [{ path: 'recaptchaToken', message: 'reCAPTCHA not initialized' }],
        });
      }
    }
    // Refused before anything happened: the account is still there.
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
  });

  it('refuses an empty token in the spec’s words whoever asks, without checking it', async () => {
    const database = await t.database();
    const check = createBotCheck(
      { provider: 'altcha', hmacKey: 'k'.repeat(40), dataDir: makeTempDir(), cost: 20 },
      createBotCheckRepository(database),
    );
    await expect(check.verify('', 'register')).rejects.toThrow('reCAPTCHA not initialized');
  });

  it('generates its key once into DATA_DIR (mode 0600) and reuses it', () => {
    const dir = makeTempDir();
    const key = loadOrCreateHmacKey(dir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, 'altcha-hmac.key')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateHmacKey(dir)).toBe(key);
  });

  it('uses the key file of the app’s DATA_DIR', () => {
    const file = join(t.db.env.DATA_DIR ?? '', 'altcha-hmac.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe.each(databaseKinds)('reCAPTCHA v3 bot-check (%s)', (kind) => {
  /** A local stand-in for Google's siteverify: the token says what Google would answer. */
  const answers: Record<string, object> = {
    'good-login': { success: true, action: 'login', score: 0.9 },
    'low-score': { success: true, action: 'login', score: 0.1 },
    'register-token': { success: true, action: 'register', score: 0.9 },
    'bad-token': { success: false, 'error-codes': ['invalid-input-response'] },
  };
  const received: URLSearchParams[] = [];
  let google: Server | undefined;
  let url = '';

  beforeAll(async () => {
    google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
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
    () => ({ RECAPTCHA_SITE_KEY: 'site-key-123', RECAPTCHA_SECRET: 'secret-456' }),
    () => ({ recaptchaVerifyUrl: url }),
  );

  const login = (recaptchaToken: string) =>
    t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'Nobody', password: 'Whatever-1!', recaptchaToken },
    });

  it('refuses an empty token in the spec’s words without asking Google', async () => {
    const check = createBotCheck(
      { provider: 'recaptcha', siteKey: 'k', secret: 's', minScore: 0.5, verifyUrl: url },
      createBotCheckRepository(await t.database()),
    );
    const asked = received.length;
    await expect(check.verify('', 'login')).rejects.toThrow(MESSAGES.botCheckNotReady);
    const response = await login('');
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'reCAPTCHA not initialized',
    });
    expect(received).toHaveLength(asked);
  });

  it('names reCAPTCHA with its site key and has no ALTCHA challenges', async () => {
    expect((await t.call('GET', '/api/bot-check')).json()).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key-123',
    });
    expect((await t.call('GET', '/api/bot-check/challenge?action=login')).statusCode).toBe(404);
  });

  it('accepts a token Google vouches for, for this action, with a good score', async () => {
    // The bot-check passed: the login itself fails (no such user).
    const response = await login('good-login');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: MESSAGES.loginFailed });
    const form = received.at(-1);
    expect(form?.get('secret')).toBe('secret-456');
    expect(form?.get('response')).toBe('good-login');
    // Used once.
    expect((await login('good-login')).json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });

  it.each(['low-score', 'register-token', 'bad-token'])('refuses %s', async (token) => {
    const response = await login(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });
});
