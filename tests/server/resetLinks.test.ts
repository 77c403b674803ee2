import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { ACCOUNT_MESSAGES } from '../../server/services/accountContext';
import { sha256Hex } from '../../server/services/secrets';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp, type AccountTestApp } from './support/accountApp';
import { codeFrom, type ReceivedMail } from './support/smtpPeer';

/**
 * Reset codes cannot be guessed across many codes: failed codes are counted per account, and
 * past the ceiling a reset goes by an emailed link only.
 */

const NEW_PASSWORD = 'Spice-Harvest-77';

/** The token of the reset link in a mail. */
function linkToken(mail: ReceivedMail): string {
  const match = /\/reset-password#([A-Za-z0-9_-]{22,})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset link in "${mail.subject}": ${mail.text}`);
  return match[1];
}

async function allowAnotherCode(t: AccountTestApp): Promise<void> {
  const db = await t.database();
  await db.deleteFrom('throttle_counters').where('bucket', 'like', 'code-mail-%').execute();
}

describe.each(databaseKinds)('reset links after too many wrong codes (%s)', (kind) => {
  const t = useAccountApp(kind);

  const requestReset = async (username: string) => {
    await allowAnotherCode(t);
    return t.call('POST', '/api/auth/reset-password/request', {
      ip: freshIp(),
      body: { username, recaptchaToken: await t.token('forgot_password') },
    });
  };
  const verify = (username: string, code: string) =>
    t.call('POST', '/api/auth/reset-password/verify', { ip: freshIp(), body: { username, code } });
  const complete = (token: string, newPassword: string) =>
    t.call('POST', '/api/auth/reset-password/complete', {
      ip: freshIp(),
      body: { token, newPassword },
    });
  const wrongFor = (code: string) => (code === '999999' ? '888888' : '999999');

  /** Fails `tries` times over fresh reset codes, six a code; answers the last code mailed. */
  const failCodes = async (username: string, email: string, tries: number): Promise<string> => {
    let code = '';
    for (let failed = 0; failed < tries;) {
      await requestReset(username);
      code = codeFrom(await t.smtp.waitForMail(email, 'password reset code'));
      for (let i = 0; i < 6 && failed < tries; i += 1, failed += 1) {
        const answer = await verify(username, wrongFor(code));
        expect(answer.statusCode).toBe(400);
      }
    }
    return code;
  };

  it('after 11 wrong codes across several codes, resets go by a link that works once', async () => {
    await t.signUp('Yueh', 'yueh@suk.test');
    const session = await t.login('Yueh');
    const lastCode = await failCodes('Yueh', 'yueh@suk.test', 11);
    // Even the right code is refused now, with the answer any wrong code gets.
    const right = await verify('Yueh', lastCode);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ message: MESSAGES.invalidCode });

    // The same answer as ever; the mail holds a link and no code.
    const requested = await requestReset('Yueh');
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: MESSAGES.resetRequested });
    const mail = await t.smtp.waitForMail('yueh@suk.test', 'password reset link');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const token = linkToken(mail);
    // 128 bits, only its SHA-256 kept, for one hour.
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const db = await t.database();
    const row = await db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('id', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);

    const done = await complete(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.resetDone });
    expect((await t.call('GET', '/api/auth/me', { cookie: session })).statusCode).toBe(401);
    await t.login('Yueh', NEW_PASSWORD);
    const again = await complete(token, 'Another-Pass-99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetExpired });
  });

  it('keeps codes for an account with ten wrong codes, and for every other account', async () => {
    await t.signUp('Kynes', 'kynes@sietch.test');
    await t.signUp('Liet', 'liet@sietch.test');
    await failCodes('Kynes', 'kynes@sietch.test', 9);
    await requestReset('Liet');
    const other = codeFrom(await t.smtp.waitForMail('liet@sietch.test', 'password reset code'));
    expect((await verify('Liet', other)).statusCode).toBe(200);
    await requestReset('Kynes');
    const code = codeFrom(await t.smtp.waitForMail('kynes@sietch.test', 'password reset code'));
    expect((await verify('Kynes', code)).statusCode).toBe(200);
  });

  it('past the ceiling, the account page’s password change mails a link too', async () => {
    const cookie = await t.signUp('Tuek', 'tuek@smugglers.test');
    await failCodes('Tuek', 'tuek@smugglers.test', 11);
    await allowAnotherCode(t);
    const requested = await t.call('POST', '/api/auth/reset-password/request', {
      ip: freshIp(),
      cookie,
      body: {
        username: 'Tuek',
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        recaptchaToken: await t.token('change_password'),
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({ message: MESSAGES.resetLinkSent });
    const token = linkToken(await t.smtp.waitForMail('tuek@smugglers.test', 'password reset link'));
    const done = await complete(token, NEW_PASSWORD);
    expect(done.json()).toEqual({ message: MESSAGES.passwordChanged });
    await t.login('Tuek', NEW_PASSWORD);
  });

  it('refuses a reset link after its hour', async () => {
    await t.signUp('Mapes', 'mapes@sietch.test');
    await failCodes('Mapes', 'mapes@sietch.test', 11);
    await requestReset('Mapes');
    const token = linkToken(await t.smtp.waitForMail('mapes@sietch.test', 'password reset link'));
    const db = await t.database();
    await db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sha256Hex(token))
      .execute();
    const late = await complete(token, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: ACCOUNT_MESSAGES.resetExpired });
    await t.login('Mapes', PASSWORD);
  });

  it('answers an unknown username exactly as a known one past the ceiling', async () => {
    for (let i = 0; i < 11; i += 1) await verify('Nobody-At-All', '123456');
    const response = await requestReset('Nobody-At-All');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.resetRequested });
  });
});
