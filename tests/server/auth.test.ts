import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';

describe.each(databaseKinds)('registration and login (%s)', (kind) => {
  const t = useAccountApp(kind);

  it('registers with the mailed code, logs in, and knows the user', async () => {
    const cookie = await t.signUp('Stilgar', 'stilgar@sietch.test');
    const me = await t.call('GET', '/api/auth/me', { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      username: 'Stilgar',
      email: 'stilgar@sietch.test',
      role: 'user',
      avatarUrl: null,
    });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('logs in with the password and sets a 14-day cookie for remember me', async () => {
    await t.signUp('Chani', 'chani@sietch.test');
    const response = await t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'chani', password: PASSWORD, recaptchaToken: await t.token('login') },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'arrakis_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 86400,
    });
  });
});
