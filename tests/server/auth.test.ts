import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  PASSWORD_NEEDS_NUMBER,
  USERNAME_NOT_EMAIL,
  INVALID_EMAIL,
} from '../../src/api/contract/accountRules';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, sessionCookie, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

describe.each(databaseKinds)('registration (%s)', (kind) => {
  const t = useAccountApp(kind);

  const register = async (body: Record<string, unknown>, ip = freshIp()) =>
    t.call('POST', '/api/auth/register', {
      ip,
      body: { recaptchaToken: await t.token('register'), ...body },
    });

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

  it('answers /api/auth/signup as the same route', async () => {
    const response = await t.call('POST', '/api/auth/signup', {
      ip: freshIp(),
      body: {
        username: 'Harah',
        email: 'harah@sietch.test',
        password: PASSWORD,
        recaptchaToken: await t.token('register'),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.codeSent });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [{ username: 'a@b.test' }, USERNAME_NOT_EMAIL],
    [{ email: 'not-an-email' }, INVALID_EMAIL],
    [{ password: 'No-numbers-here' }, PASSWORD_NEEDS_NUMBER],
    [{ password: 'P@ssw0rd' }, MESSAGES.weakPassword],
    [{ recaptchaToken: '' }, MESSAGES.botCheckNotReady],
  ])('refuses %j with the rule’s message', async (change, message) => {
    const response = await register({
      username: 'Jamis',
      email: 'jamis@sietch.test',
      password: PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(message) as unknown,
    });
  });

  it('says a taken username is taken, in any case', async () => {
    await t.signUp('Liet', 'liet@sietch.test');
    const response = await register({
      username: 'LIET',
      email: 'other@sietch.test',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: MESSAGES.usernameTaken });
  });

  it('answers a registered email like a new one and mails its owner instead', async () => {
    await t.signUp('Otheym', 'otheym@sietch.test');
    // The sign-up's own code was the address's one code this minute; start a new minute.
    const db = await t.database();
    await db.deleteFrom('throttle_counters').where('bucket', 'like', '%otheym%').execute();
    const response = await register({
      username: 'Impostor',
      email: 'OTHEYM@sietch.test',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.codeSent });
    const mail = await t.smtp.waitForMail('otheym@sietch.test', 'someone tried to register');
    expect(mail.text).toContain('Otheym');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a wrong code, an expired code and the sixth try', async () => {
    // The resend below must fall in the first mail's minute (fixed windows): start one anew.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const email = 'korba@sietch.test';
    const body = { username: 'Korba', email, password: PASSWORD };
    expect((await register(body)).statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail(email, 'verification code'));
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (c: string) =>
      t.call('POST', '/api/auth/verify-signup', { ip: freshIp(), body: { ...body, code: c } });

    const first = await verify(wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ message: MESSAGES.invalidCode });
    for (let i = 2; i <= 5; i += 1) expect((await verify(wrong)).statusCode).toBe(400);
    const sixth = await verify(code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ message: MESSAGES.tooManyCodeTries });
    // The code is dead: even the right one no longer works.
    expect((await verify(code)).json()).toMatchObject({ message: MESSAGES.invalidCode });

    // Asking for a new code at once is throttled: one code a minute per address.
    const resend = await register(body);
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(resend.json<{ message: string }>().message).toContain('wait a minute');
    expect(await t.smtp.mailsTo(email, 100)).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const email = 'shishakli@sietch.test';
    const body = { username: 'Shishakli', email, password: PASSWORD };
    expect((await register(body)).statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail(email, 'verification code'));
    const db = await t.database();
    await db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'signup')
      .execute();
    const response = await t.call('POST', '/api/auth/verify-signup', {
      ip: freshIp(),
      body: { ...body, code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCode });
  });

  it('lets a pending sign-up expire after 24 hours', async () => {
    const email = 'turok@sietch.test';
    const body = { username: 'Turok', email, password: PASSWORD };
    expect((await register(body)).statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail(email, 'verification code'));
    const db = await t.database();
    const pending = await db
      .selectFrom('pending_signups')
      .select(['created_at', 'expires_at'])
      .where('email_key', '=', email)
      .executeTakeFirstOrThrow();
    expect(Date.parse(pending.expires_at) - Date.parse(pending.created_at)).toBe(86_400_000);
    await db
      .updateTable('pending_signups')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email_key', '=', email)
      .execute();
    const response = await t.call('POST', '/api/auth/verify-signup', {
      ip: freshIp(),
      body: { ...body, code },
    });
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCode });
  });

  it('answers 409 when the name was taken between the code and the verification', async () => {
    const email = 'ramallo@sietch.test';
    const body = { username: 'Ramallo', email, password: PASSWORD };
    expect((await register(body)).statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail(email, 'verification code'));
    await t.signUp('RAMALLO', 'ramallo2@sietch.test');
    const response = await t.call('POST', '/api/auth/verify-signup', {
      ip: freshIp(),
      body: { ...body, code },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: MESSAGES.usernameTaken });
  });

  it('checks a bot-check token on verify-signup when one is sent', async () => {
    const response = await t.call('POST', '/api/auth/verify-signup', {
      ip: freshIp(),
      body: {
        username: 'Nobody',
        email: 'nobody@sietch.test',
        password: PASSWORD,
        code: '123456',
        recaptchaToken: await t.token('login'),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });
});

describe.each(databaseKinds)('login and sessions (%s)', (kind) => {
  const t = useAccountApp(kind);

  const login = async (body: Record<string, unknown>, ip = freshIp()) =>
    t.call('POST', '/api/auth/login', {
      ip,
      body: { password: PASSWORD, recaptchaToken: await t.token('login'), ...body },
    });

  it('sets a 14-day HttpOnly, SameSite=Lax cookie for remember me (the default)', async () => {
    await t.signUp('Chani', 'chani@sietch.test');
    const response = await login({ username: 'chani' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Chani' });
    const cookie = response.cookies.find((c) => c.name === 'arrakis_session');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 86400,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const db = await t.database();
    const ids = await db.selectFrom('sessions').select('id').execute();
    expect(ids.map((r) => r.id)).not.toContain(cookie?.value);
  });

  it('makes a browser-session cookie without remember me, ended after 24 h idle', async () => {
    await t.signUp('Alia', 'alia@sietch.test');
    const response = await login({ username: 'Alia', rememberMe: false });
    const cookie = response.cookies.find((c) => c.name === 'arrakis_session');
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const session = sessionCookie(response);
    expect((await t.call('GET', '/api/auth/me', { cookie: session })).statusCode).toBe(200);

    const db = await t.database();
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000).toISOString();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: dayAgo })
      .where('remember', '=', 0)
      .execute();
    const me = await t.call('GET', '/api/auth/me', { cookie: session });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
  });

  it('gives one generic failure for a wrong password and an unknown user', async () => {
    await t.signUp('Jessica', 'jessica@sietch.test');
    const wrong = await login({ username: 'Jessica', password: 'Wrong-Pass-1' });
    const unknown = await login({ username: 'NoSuchUser' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.loginFailed });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never logs in the anonymous system user', async () => {
    const response = await login({ username: 'anonymous', password: 'Anything-1!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: MESSAGES.loginFailed });
  });

  it('refuses a replayed and a wrong-action bot-check token', async () => {
    await t.signUp('Gurney', 'gurney@sietch.test');
    const token = await t.token('login');
    const first = await t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'Gurney', password: PASSWORD, recaptchaToken: token },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'Gurney', password: PASSWORD, recaptchaToken: token },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
    const wrongAction = await login({
      username: 'Gurney',
      recaptchaToken: await t.token('register'),
    });
    expect(wrongAction.statusCode).toBe(400);
    expect(wrongAction.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });

  it('refuses an empty username and password with the contract’s messages', async () => {
    const response = await login({ username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter your username.' });
    const noPassword = await login({ username: 'Someone', password: '' });
    expect(noPassword.json()).toMatchObject({ message: 'Enter your password.' });
  });

  it('makes a new token at every login and records the login times', async () => {
    await t.signUp('Leto', 'leto@sietch.test');
    const first = await t.login('Leto');
    const second = await t.login('Leto');
    expect(first).not.toBe(second);
    const account = await t.call('GET', '/api/account', { cookie: second });
    const body = account.json<Record<string, string | null>>();
    expect(body.this_login_time).toBe(body.lastLoggedIn);
    expect(body.last_logged_in).not.toBeNull();
    expect(Date.parse(body.last_logged_in ?? '')).toBeLessThanOrEqual(
      Date.parse(body.lastLoggedIn ?? ''),
    );
  });

  it('logs out this session only, and logout-all ends every session', async () => {
    await t.signUp('Paul', 'paul@sietch.test');
    const a = await t.login('Paul');
    const b = await t.login('Paul');
    const c = await t.login('Paul');
    const out = await t.call('POST', '/api/auth/logout', { cookie: a });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(out.cookies.find((k) => k.name === 'arrakis_session')?.value).toBe('');
    expect((await t.call('GET', '/api/auth/me', { cookie: a })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { cookie: b })).statusCode).toBe(200);

    expect((await t.call('POST', '/api/auth/logout-all', { cookie: b })).statusCode).toBe(204);
    expect((await t.call('GET', '/api/auth/me', { cookie: b })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { cookie: c })).statusCode).toBe(401);
  });

  it('tells the browser to forget a session cookie that no longer works, and a login replaces it', async () => {
    await t.signUp('Irulan', 'irulan@sietch.test');
    const ended = await t.login('Irulan');
    expect((await t.call('POST', '/api/auth/logout-all', { cookie: ended })).statusCode).toBe(204);
    for (const stale of [ended, 'arrakis_session=forged-token']) {
      const me = await t.call('GET', '/api/auth/me', { cookie: stale });
      expect(me.statusCode).toBe(401);
      expect(me.cookies.find((k) => k.name === 'arrakis_session')?.value).toBe('');
    }
    // Logging in while the browser still holds the dead cookie sets the new one.
    const relogin = await t.call('POST', '/api/auth/login', {
      cookie: ended,
      body: {
        username: 'Irulan',
        password: PASSWORD,
        rememberMe: true,
        recaptchaToken: await t.token('login'),
      },
    });
    expect(relogin.statusCode, relogin.body).toBe(200);
    const set = relogin.cookies.filter((k) => k.name === 'arrakis_session');
    expect(set.at(-1)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set.every((k) => k.value !== '')).toBe(true);
  });

  it('answers 401 to a visitor on login-only routes', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/auth/me', undefined],
      ['POST', '/api/auth/logout-all', undefined],
      ['PUT', '/api/auth/settings', { username: 'Someone', email: 'a@b.test' }],
      ['GET', '/api/account', undefined],
      ['PUT', '/api/account', { email: 'a@b.test', code: '123456', currentPassword: 'x' }],
      [
        'POST',
        '/api/account/send-email-code',
        { newEmail: 'a@b.test', recaptchaToken: 'x', currentPassword: 'x' },
      ],
      ['DELETE', '/api/users/Someone', { recaptchaToken: 'x', currentPassword: 'x' }],
    ] as const) {
      const response = await t.call(method, url, { body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a cookie-carrying mutation without JSON or X-Requested-With (CSRF)', async () => {
    await t.signUp('Duncan', 'duncan@sietch.test');
    const cookie = await t.login('Duncan');
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie },
    });
    expect(bare.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect([403, 415]).toContain(form.statusCode);
    const crossSite = await t.call('POST', '/api/auth/logout-all', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    // The session survived every refused request.
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('the session cookie on an https site (%s)', (kind) => {
  const t = useAccountApp(kind, () => ({ PUBLIC_ORIGIN: 'https://arrakis.example' }));

  it('is __Host-arrakis_session, Secure, and works as the session', async () => {
    await t.signUp('Yueh', 'yueh@suk.test');
    const response = await t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'Yueh', password: PASSWORD, recaptchaToken: await t.token('login') },
    });
    const cookie = response.cookies.find((c) => c.name === '__Host-arrakis_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    const me = await t.call('GET', '/api/auth/me', { cookie: sessionCookie(response) });
    expect(me.statusCode).toBe(200);
    // The plain name is not read on an https site.
    const plain = await t.call('GET', '/api/auth/me', {
      cookie: sessionCookie(response).replace('__Host-', ''),
    });
    expect(plain.statusCode).toBe(401);
  });

  it('describes every account route in the OpenAPI document', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const expected: [string, string, string[]][] = [
      ['/api/auth/register', 'post', ['200', '400', '409', '429']],
      ['/api/auth/signup', 'post', ['200']],
      ['/api/auth/verify-signup', 'post', ['201', '400', '409']],
      ['/api/auth/login', 'post', ['200', '401', '429']],
      ['/api/auth/me', 'get', ['200', '401']],
      ['/api/auth/logout', 'post', ['204']],
      ['/api/auth/logout-all', 'post', ['204', '401']],
      ['/api/auth/settings', 'put', ['200', '400', '401', '409']],
      ['/api/auth/reset-password/request', 'post', ['200', '400', '401', '403']],
      ['/api/auth/reset-password/verify', 'post', ['200', '400']],
      ['/api/auth/reset-password/complete', 'post', ['200', '400']],
      ['/api/auth/forgot-username', 'post', ['200', '400']],
      ['/api/auth/undo-email-change', 'post', ['200', '400', '409', '429']],
      ['/api/account', 'get', ['200', '401']],
      ['/api/account', 'put', ['200', '400', '401', '409']],
      ['/api/account/send-email-code', 'post', ['200', '400', '401']],
      ['/api/users/{username}', 'delete', ['200', '401', '403']],
      ['/api/bot-check', 'get', ['200']],
      ['/api/bot-check/challenge', 'get', ['200', '400', '404']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
  });
});

describe.each(databaseKinds)('login timing (%s)', (kind) => {
  // A deliberately slow hash, so the time of a password check dominates a login.
  const t = useAccountApp(
    kind,
    () => ({}),
    () => ({ passwordHash: { memoryCost: 4096, timeCost: 20, parallelism: 1 } }),
  );

  it('takes as long for an unknown username as for a wrong password', async () => {
    await t.signUp('Hwi', 'hwi@ix.test');
    const timed = async (username: string) => {
      const body = { username, password: 'Wrong-Pass-1', recaptchaToken: await t.token('login') };
      const started = performance.now();
      const response = await t.call('POST', '/api/auth/login', { ip: freshIp(), body });
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const wrongPassword: number[] = [];
    const unknownUser: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrongPassword.push(await timed('Hwi'));
      unknownUser.push(await timed(`Nobody${i}`));
    }
    // An unknown user is checked against a dummy hash: no shortcut that a stopwatch could see.
    // The fastest of each: a busy machine only ever adds time, so it is the check's own cost.
    expect(Math.min(...unknownUser)).toBeGreaterThan(Math.min(...wrongPassword) * 0.5);
  });
});
