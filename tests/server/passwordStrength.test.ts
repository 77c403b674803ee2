import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

describe.each(databaseKinds)('guessable passwords are refused by strength (%s)', (kind) => {
  const t = useAccountApp(kind);

  const register = async (username: string, email: string, password: string) =>
    t.call('POST', '/api/auth/register', {
      ip: freshIp(),
      body: { username, email, password, recaptchaToken: await t.token('register') },
    });

  it.each(['Password1!', 'Welcome123!', 'Qwerty123!', 'Dune2026!', 'Arrakis1!'])(
    'refuses %s at registration and says why',
    async (password) => {
      const response = await register('Tuek', 'tuek@smugglers.test', password);
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message.startsWith(MESSAGES.weakPassword)).toBe(true);
      // Why, and what to do instead: more than the bare refusal.
      expect(message.length).toBeGreaterThan(MESSAGES.weakPassword.length + 10);
    },
  );

  it('accepts a strong password', async () => {
    const response = await register('Esmar', 'esmar@smugglers.test', 'Brass-Lantern-Oxbow-93');
    expect(response.statusCode, response.body).toBe(200);
  });

  it('counts the username inside the password as guessable', async () => {
    const password = 'Stilgar99!x';
    const own = await register('Stilgar', 'naib@tabr.test', password);
    expect(own.statusCode).toBe(400);
    expect(own.json<{ message: string }>().message).toContain('username');
    const someoneElse = await register('Jessica', 'jessica@caladan.test', password);
    expect(someoneElse.statusCode, someoneElse.body).toBe(200);
  });

  it('applies the same rule to a password change and a reset', async () => {
    const cookie = await t.signUp('Hawat', 'hawat@caladan.test');
    const change = await t.call('POST', '/api/auth/reset-password/request', {
      cookie,
      body: {
        username: 'Hawat',
        currentPassword: PASSWORD,
        newPassword: 'Qwerty123!',
        recaptchaToken: await t.token('change_password'),
      },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ message: string }>().message).toContain(MESSAGES.weakPassword);

    await t.call('POST', '/api/auth/reset-password/request', {
      ip: freshIp(),
      body: { username: 'Hawat', recaptchaToken: await t.token('forgot_password') },
    });
    const code = codeFrom(await t.smtp.waitForMail('hawat@caladan.test', 'password reset code'));
    const verified = await t.call('POST', '/api/auth/reset-password/verify', {
      ip: freshIp(),
      body: { username: 'Hawat', code },
    });
    const { token } = verified.json<{ token: string }>();
    const complete = (newPassword: string) =>
      t.call('POST', '/api/auth/reset-password/complete', {
        ip: freshIp(),
        body: { token, newPassword },
      });
    // Weak only because it holds the account's name: the token's owner is known before it is used.
    const weak = await complete('Hawat99!x');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ message: string }>().message).toContain(MESSAGES.weakPassword);
    // The refusal did not use up the token.
    expect((await complete('Mentat-Ledger-Quill-58')).statusCode).toBe(200);
  });
});
