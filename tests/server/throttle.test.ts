import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { loadConfig } from '../../server/config';
import { createThrottleRepository } from '../../server/repositories/throttleRepository';
import { createAccountServices } from '../../server/services/accounts';
import { THROTTLE_RULES } from '../../server/services/throttle';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';

describe.each(databaseKinds)('throttling in the database (%s)', (kind) => {
  const t = useAccountApp(kind);

  it('counts concurrent attempts exactly (one atomic upsert each)', async () => {
    const repository = createThrottleRepository(await t.database());
    const window = new Date().toISOString();
    const expires = new Date(Date.now() + 60_000).toISOString();
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => repository.increment('race', window, expires)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await repository.read('race', window)).toBe(40);
  });

  it('blocks one address after 10 failed logins for an account, not the owner elsewhere', async () => {
    await t.signUp('Esmar', 'esmar@sietch.test');
    const attacker = freshIp();
    const login = async (password: string, ip: string, username = 'Esmar') =>
      t.call('POST', '/api/auth/login', {
        ip,
        body: { username, password, recaptchaToken: await t.token('login') },
      });
    for (let i = 0; i < THROTTLE_RULES.loginFailuresPerAccountAddress.max; i += 1) {
      expect((await login('Wrong-Guess-1', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json<{ message: string }>().message).toContain('Too many failed logins');
    expect(blocked.headers['cache-control']).toBe('no-store');

    // The owner, from their own address, is not locked out.
    expect((await login(PASSWORD, freshIp())).statusCode).toBe(200);
    // The attacker's address is only blocked for that account.
    await t.signUp('Other', 'other@sietch.test');
    expect((await login(PASSWORD, attacker, 'Other')).statusCode).toBe(200);
  });

  it('limits login attempts per address', async () => {
    const ip = freshIp();
    const attempt = () =>
      t.call('POST', '/api/auth/login', {
        ip,
        body: { username: 'Anyone', password: 'Whatever-1!', recaptchaToken: 'not-solved' },
      });
    for (let i = 0; i < THROTTLE_RULES.loginPerAddress.max; i += 1) {
      expect((await attempt()).json()).toMatchObject({ message: MESSAGES.botCheckFailed });
    }
    expect((await attempt()).statusCode).toBe(429);
  });

  it.each([
    [
      '/api/auth/register',
      THROTTLE_RULES.registerPerAddress.max,
      { username: 'Someone', email: 's@x.test', password: PASSWORD },
    ],
    [
      '/api/auth/reset-password/request',
      THROTTLE_RULES.recoveryPerAddress.max,
      { username: 'Someone' },
    ],
    ['/api/auth/forgot-username', THROTTLE_RULES.recoveryPerAddress.max, { email: 's@x.test' }],
    [
      '/api/auth/reset-password/verify',
      THROTTLE_RULES.codeChecksPerAddress.max,
      { username: 'Someone', code: '123456' },
    ],
  ] as const)('limits %s per address', async (url, max, body) => {
    const ip = freshIp();
    const attempt = () =>
      t.call('POST', url, { ip, body: { ...body, recaptchaToken: 'not-solved' } });
    for (let i = 0; i < max; i += 1) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('deletes expired rows', async () => {
    const db = await t.database();
    const past = new Date(Date.now() - 1000).toISOString();
    await db
      .insertInto('throttle_counters')
      .values({ bucket: 'old', window_start: past, count: 3, expires_at: past })
      .execute();
    await db
      .insertInto('spent_bot_check_tokens')
      .values({ token_hash: 'old', expires_at: past })
      .execute();
    const services = createAccountServices({
      db,
      config: loadConfig(t.db.env).accounts,
      dataDir: t.db.env.DATA_DIR ?? '',
      https: false,
      siteOrigin: 'http://localhost:3000',
      log: Fastify({ logger: { level: 'silent' } }).log,
    });
    await services.cleanUp();
    await services.close();
    expect(
      await db
        .selectFrom('throttle_counters')
        .select('bucket')
        .where('bucket', '=', 'old')
        .execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('spent_bot_check_tokens')
        .select('token_hash')
        .where('token_hash', '=', 'old')
        .execute(),
    ).toEqual([]);
  });
});
