import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { TWO_STEP_MESSAGES } from '../../src/api/contract/twoStepTexts';
import type { TwoStepTables } from '../../server/repositories/twoStepTables';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, sessionCookie, useAccountApp } from './support/accountApp';
import { appCode, wrongCode } from './support/authenticatorApp';
import { codeFrom } from './support/smtpPeer';

const NEW_PASSWORD = 'Spice-Harvest-77';

describe.each(databaseKinds)('two-step sign-in (%s)', (kind) => {
  const t = useAccountApp(kind);

  const post = (url: string, body: unknown, cookie?: string, ip = freshIp()) =>
    t.call('POST', url, { ip, cookie, body });

  /** Turns two-step on for a new account: its cookie, secret and recovery codes. */
  async function accountWithTwoStep(name: string) {
    const cookie = await t.signUp(name, `${name.toLowerCase()}@sietch.test`);
    const setup = await post('/api/account/two-step/setup', { password: PASSWORD }, cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post(
      '/api/account/two-step/confirm',
      { code: appCode(secret) },
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    return { cookie, secret, recoveryCodes };
  }

  /** Forgets which code steps were used: stands in for waiting until the app shows new codes. */
  async function waitForNewCodes(): Promise<void> {
    const db = (await t.database()).$extendTables<TwoStepTables>();
    await db.updateTable('two_step_factors').set({ last_used_step: 0 }).execute();
  }

  /** The password step of a login: its answer (202 with a ticket for two-step accounts). */
  const passwordStep = async (username: string, password = PASSWORD, rememberMe = true) =>
    post('/api/auth/login', {
      username,
      password,
      rememberMe,
      recaptchaToken: await t.token('login'),
    });

  async function ticketFor(username: string, rememberMe = true): Promise<string> {
    const answer = await passwordStep(username, PASSWORD, rememberMe);
    expect(answer.statusCode, answer.body).toBe(202);
    return answer.json<{ ticket: string }>().ticket;
  }

  const secondStep = (ticket: string, code: string) =>
    post('/api/auth/login/two-step', { ticket, code });

  it('turns on only with the password and a valid first code, and never serves the secret again', async () => {
    const cookie = await t.signUp('Chani', 'chani@sietch.test');
    const off = await t.call('GET', '/api/account/two-step', { cookie });
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(off.headers['cache-control']).toBe('no-store');

    const wrongPassword = await post(
      '/api/account/two-step/setup',
      { password: 'Nope-123!x' },
      cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });

    const setup = await post('/api/account/two-step/setup', { password: PASSWORD }, cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json<{
      secret: string;
      otpauthUri: string;
      qrCode: string;
    }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Arrakis%20Planner%3AChani?secret=${secret}&issuer=Arrakis+Planner&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    // Not on until the app proved it has the secret: a login still needs only the password.
    expect((await passwordStep('Chani')).statusCode).toBe(200);
    const wrong = await post('/api/account/two-step/confirm', { code: wrongCode(secret) }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_STEP_MESSAGES.wrongCode });
    const malformed = await post('/api/account/two-step/confirm', { code: '12ab' }, cookie);
    expect(malformed.statusCode).toBe(400);

    const confirmed = await post(
      '/api/account/two-step/confirm',
      { code: appCode(secret) },
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    const on = await t.call('GET', '/api/account/two-step', { cookie });
    expect(on.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(on.body).not.toContain(secret);
    const again = await post('/api/account/two-step/setup', { password: PASSWORD }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TWO_STEP_MESSAGES.alreadyOn });

    // The database keeps only hashes of the recovery codes.
    const db = (await t.database()).$extendTables<TwoStepTables>();
    const stored = await db.selectFrom('two_step_recovery_codes').select('code_hash').execute();
    const hashes = stored.map((row) => row.code_hash).join(' ');
    for (const code of recoveryCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replaceAll('-', ''));
    }
  });

  it('asks for a code after the right password, and a valid code starts the session', async () => {
    const { secret } = await accountWithTwoStep('Stilgar');
    const answer = await passwordStep('Stilgar');
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json<{ secondStep: string; ticket: string }>()).toMatchObject({
      secondStep: 'code',
    });
    expect(answer.json<{ ticket: string }>().ticket).toMatch(/^[\w-]{43}$/);
    expect(answer.cookies.filter((c) => c.name.endsWith('arrakis_session') && c.value)).toEqual([]);
    const { ticket } = answer.json<{ ticket: string }>();

    // A wrong password still gets the one login failure, never a ticket.
    const wrongPassword = await passwordStep('Stilgar', 'Wrong-Pass-99');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: MESSAGES.loginFailed });

    const wrong = await secondStep(ticket, wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: TWO_STEP_MESSAGES.wrongCode });

    await waitForNewCodes();
    const done = await secondStep(ticket, appCode(secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ username: 'Stilgar', role: 'user' });
    expect(done.headers['cache-control']).toBe('no-store');
    const session = done.cookies.find((c) => c.name.endsWith('arrakis_session'));
    expect(session?.maxAge).toBe(14 * 24 * 3600);
    const me = await t.call('GET', '/api/auth/me', { cookie: sessionCookie(done) });
    expect(me.statusCode).toBe(200);

    // The ticket was used once.
    await waitForNewCodes();
    const replay = await secondStep(ticket, appCode(secret));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: TWO_STEP_MESSAGES.ticketEnded });
    expect((await secondStep('made-up-ticket', appCode(secret))).statusCode).toBe(401);
  });

  it('carries remember-me off through the second step', async () => {
    const { secret } = await accountWithTwoStep('Harah');
    const ticket = await ticketFor('Harah', false);
    await waitForNewCodes();
    const done = await secondStep(ticket, appCode(secret));
    expect(done.statusCode, done.body).toBe(200);
    const session = done.cookies.find((c) => c.name.endsWith('arrakis_session'));
    expect(session?.value).toBeTruthy();
    expect(session?.maxAge).toBeUndefined();
  });

  it('refuses a code used once already, within its window', async () => {
    const { secret } = await accountWithTwoStep('Jamis');
    await waitForNewCodes();
    const code = appCode(secret);
    expect((await secondStep(await ticketFor('Jamis'), code)).statusCode).toBe(200);
    const reused = await secondStep(await ticketFor('Jamis'), code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: TWO_STEP_MESSAGES.codeReused });
    // An older code than the one used is refused too: the window only moves forward.
    const older = await secondStep(await ticketFor('Jamis'), appCode(secret, -1));
    expect(older.statusCode).toBe(400);
  });

  it('takes each recovery code once, in place of the app’s code', async () => {
    const { cookie, recoveryCodes } = await accountWithTwoStep('Liet');
    const [first = '', second = ''] = recoveryCodes;
    const done = await secondStep(await ticketFor('Liet'), first);
    expect(done.statusCode, done.body).toBe(200);
    const again = await secondStep(await ticketFor('Liet'), first);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: TWO_STEP_MESSAGES.wrongCode });
    // Typed in capitals without the dashes, it is the same code.
    const typed = await secondStep(
      await ticketFor('Liet'),
      second.replaceAll('-', '').toUpperCase(),
    );
    expect(typed.statusCode, typed.body).toBe(200);
    const status = await t.call('GET', '/api/account/two-step', { cookie });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('limits wrong codes per ticket (5) and per account (10 an hour)', async () => {
    const { secret } = await accountWithTwoStep('Otheym');
    const bad = wrongCode(secret);
    const ticket = await ticketFor('Otheym');
    for (let i = 1; i <= 4; i += 1) expect((await secondStep(ticket, bad)).statusCode).toBe(400);
    const fifth = await secondStep(ticket, bad);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ message: TWO_STEP_MESSAGES.ticketTooManyTries });
    await waitForNewCodes();
    const dead = await secondStep(ticket, appCode(secret));
    expect(dead.statusCode).toBe(401);

    // Five more on a new ticket make ten for the account: even the right code now waits.
    const next = await ticketFor('Otheym');
    for (let i = 1; i <= 5; i += 1) await secondStep(await ticketFor('Otheym'), bad);
    const limited = await secondStep(next, appCode(secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toContain(
      TWO_STEP_MESSAGES.tooManyWrongCodes,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('stays on through a password reset: the mailed code alone never signs in', async () => {
    const { secret } = await accountWithTwoStep('Irulan');
    const requested = await post('/api/auth/reset-password/request', {
      username: 'Irulan',
      recaptchaToken: await t.token('forgot_password'),
    });
    expect(requested.statusCode).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail('irulan@sietch.test', 'password reset code'));
    const verified = await post('/api/auth/reset-password/verify', { username: 'Irulan', code });
    const { token } = verified.json<{ token: string }>();
    const done = await post('/api/auth/reset-password/complete', {
      token,
      newPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.cookies.filter((c) => c.name.endsWith('arrakis_session') && c.value)).toEqual([]);

    const answer = await passwordStep('Irulan', NEW_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(202);
    await waitForNewCodes();
    const second = await secondStep(answer.json<{ ticket: string }>().ticket, appCode(secret));
    expect(second.statusCode, second.body).toBe(200);
    const status = await t.call('GET', '/api/account/two-step', { cookie: sessionCookie(second) });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('turns off only with the password and a current code', async () => {
    const { cookie, secret, recoveryCodes } = await accountWithTwoStep('Farok');
    await waitForNewCodes();
    const noPassword = await post(
      '/api/account/two-step/disable',
      { password: 'Wrong-Pass-99', code: appCode(secret) },
      cookie,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    const noCode = await post(
      '/api/account/two-step/disable',
      { password: PASSWORD, code: wrongCode(secret) },
      cookie,
    );
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ message: TWO_STEP_MESSAGES.wrongCode });
    const missing = await post('/api/account/two-step/disable', { password: PASSWORD }, cookie);
    expect(missing.statusCode).toBe(400);
    expect((await t.call('GET', '/api/account/two-step', { cookie })).json()).toMatchObject({
      enabled: true,
    });

    const off = await post(
      '/api/account/two-step/disable',
      { password: PASSWORD, code: recoveryCodes[0] },
      cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep('Farok')).statusCode).toBe(200);
  });

  it('makes new recovery codes only with the password; the old ones stop working', async () => {
    const { cookie, recoveryCodes } = await accountWithTwoStep('Tharthar');
    const refused = await post(
      '/api/account/two-step/recovery-codes',
      { password: 'Wrong-Pass-99' },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    const fresh = await post(
      '/api/account/two-step/recovery-codes',
      { password: PASSWORD },
      cookie,
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    const { recoveryCodes: replaced } = fresh.json<{ recoveryCodes: string[] }>();
    expect(replaced).toHaveLength(10);
    expect((await secondStep(await ticketFor('Tharthar'), recoveryCodes[0] ?? '')).statusCode).toBe(
      400,
    );
    expect((await secondStep(await ticketFor('Tharthar'), replaced[0] ?? '')).statusCode).toBe(200);
  });
});
