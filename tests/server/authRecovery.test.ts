import { describe, expect, it } from 'vitest';
import { PASSWORD_NEEDS_SPECIAL, PASSWORD_TOO_SHORT } from '../../src/api/contract/accountRules';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

const NEW_PASSWORD = 'Spice-Harvest-77';

describe.each(databaseKinds)('password reset, change and forgotten username (%s)', (kind) => {
  const t = useAccountApp(kind);

  const requestReset = async (username: string, ip = freshIp()) =>
    t.call('POST', '/api/auth/reset-password/request', {
      ip,
      body: { username, recaptchaToken: await t.token('forgot_password') },
    });
  const verify = (username: string, code: string) =>
    t.call('POST', '/api/auth/reset-password/verify', { ip: freshIp(), body: { username, code } });
  const complete = (token: string, newPassword: string, cookie?: string) =>
    t.call('POST', '/api/auth/reset-password/complete', {
      ip: freshIp(),
      cookie,
      body: { token, newPassword },
    });

  it('resets a forgotten password with the mailed code and ends every session', async () => {
    await t.signUp('Irulan', 'irulan@palace.test');
    const session = await t.login('Irulan');
    const requested = await requestReset('irulan');
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: MESSAGES.resetRequested });
    expect(requested.headers['cache-control']).toBe('no-store');
    const code = codeFrom(await t.smtp.waitForMail('irulan@palace.test', 'password reset code'));

    const verified = await verify('Irulan', code);
    expect(verified.statusCode, verified.body).toBe(200);
    const { token } = verified.json<{ token: string }>();

    const weak = await complete(token, 'short');
    expect(weak.json()).toMatchObject({ message: PASSWORD_TOO_SHORT });
    const done = await complete(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.resetDone });
    await t.smtp.waitForMail('irulan@palace.test', 'your password was changed');

    expect((await t.call('GET', '/api/auth/me', { cookie: session })).statusCode).toBe(401);
    await t.login('Irulan', NEW_PASSWORD);
    // The token was used once.
    expect((await complete(token, 'Another-Pass-9')).statusCode).toBe(400);
  });

  it('answers an unknown username like a known one, and mails nothing', async () => {
    const response = await requestReset('Nobody-Here');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetRequested });
    const unknownVerify = await verify('Nobody-Here', '123456');
    expect(unknownVerify.statusCode).toBe(400);
    expect(unknownVerify.json()).toMatchObject({ message: MESSAGES.invalidCode });
  });

  it('refuses a wrong code, an expired code and the sixth try', async () => {
    await t.signUp('Wensicia', 'wensicia@palace.test');
    await requestReset('Wensicia');
    const code = codeFrom(await t.smtp.waitForMail('wensicia@palace.test', 'password reset code'));
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 5; i += 1) {
      expect((await verify('Wensicia', wrong)).json()).toMatchObject({
        message: MESSAGES.invalidCode,
      });
    }
    expect((await verify('Wensicia', code)).json()).toMatchObject({
      message: MESSAGES.tooManyCodeTries,
    });

    const db = await t.database();
    await db.deleteFrom('throttle_counters').where('bucket', 'like', '%wensicia%').execute();
    await requestReset('Wensicia');
    const fresh = codeFrom(await t.smtp.waitForMail('wensicia@palace.test', 'password reset code'));
    await db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    expect((await verify('Wensicia', fresh)).json()).toMatchObject({
      message: MESSAGES.invalidCode,
    });
  });

  it('changes a password from the account page and ends the OTHER sessions only', async () => {
    await t.signUp('Feyd', 'feyd@harkonnen.test');
    const here = await t.login('Feyd');
    const elsewhere = await t.login('Feyd');
    const request = async (body: Record<string, unknown>, cookie?: string) =>
      t.call('POST', '/api/auth/reset-password/request', {
        ip: freshIp(),
        cookie,
        body: {
          username: 'Feyd',
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
          recaptchaToken: await t.token('change_password'),
          ...body,
        },
      });

    const anonymous = await request({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
    const wrongCurrent = await request({ currentPassword: 'Not-The-One-1' }, here);
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    const weak = await request({ newPassword: 'NoSpecial1' }, here);
    expect(weak.json()).toMatchObject({ message: PASSWORD_NEEDS_SPECIAL });
    const common = await request({ newPassword: 'P@ssw0rd' }, here);
    expect(common.json<{ message: string }>().message).toContain(MESSAGES.weakPassword);
    const otherUser = await request({ username: 'Irulan' }, here);
    expect(otherUser.statusCode).toBe(403);

    const sent = await request({}, here);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.codeSent });
    const code = codeFrom(await t.smtp.waitForMail('feyd@harkonnen.test', 'confirm your password'));
    const { token } = (await verify('Feyd', code)).json<{ token: string }>();
    const done = await complete(token, NEW_PASSWORD, here);
    expect(done.json()).toEqual({ message: MESSAGES.passwordChanged });

    expect((await t.call('GET', '/api/auth/me', { cookie: here })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie: elsewhere })).statusCode).toBe(401);
    await t.login('Feyd', NEW_PASSWORD);
  });

  it('mails the username to the address on file, with the same answer for any address', async () => {
    await t.signUp('Hawat', 'thufir@atreides.test');
    const ask = async (email: string) =>
      t.call('POST', '/api/auth/forgot-username', {
        ip: freshIp(),
        body: { email, recaptchaToken: await t.token('forgot_username') },
      });
    const known = await ask('THUFIR@atreides.test');
    const unknown = await ask('nobody@atreides.test');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MESSAGES.usernameMailed });
    }
    const mail = await t.smtp.waitForMail('thufir@atreides.test', 'your username');
    expect(mail.text).toContain('Your username is Hawat.');
    expect(await t.smtp.mailsTo('nobody@atreides.test', 100)).toEqual([]);

    const wrongAction = await t.call('POST', '/api/auth/forgot-username', {
      ip: freshIp(),
      body: { email: 'x@atreides.test', recaptchaToken: await t.token('forgot_password') },
    });
    expect(wrongAction.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
  });
});
