import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { sha256Hex } from '../../server/services/secrets';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp, type AccountTestApp } from './support/accountApp';
import { codeFrom, type ReceivedMail } from './support/smtpPeer';

/**
 * A stolen session must not be a takeover: the email, the password and the account itself
 * change only with the current password, and the old address can undo an email change.
 */

const WRONG = 'Not-The-Password-1';
const HOUR_MS = 60 * 60 * 1000;

/** The token of the undo link in the mail to the old address. */
function undoToken(mail: ReceivedMail): string {
  const match = /\/undo-email-change#([A-Za-z0-9_-]{22,})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No undo link in "${mail.subject}": ${mail.text}`);
  return match[1];
}

/** Lets the account ask for another email code now (one a minute is the rule). */
async function allowAnotherCode(t: AccountTestApp): Promise<void> {
  const db = await t.database();
  await db.deleteFrom('throttle_counters').where('bucket', 'like', 'code-mail-%').execute();
}

describe.each(databaseKinds)('a stolen session is not a takeover (%s)', (kind) => {
  const t = useAccountApp(kind);

  const sendCode = async (cookie: string, newEmail: string, currentPassword?: string) =>
    t.call('POST', '/api/account/send-email-code', {
      ip: freshIp(),
      cookie,
      body: { newEmail, recaptchaToken: await t.token('change_email'), currentPassword },
    });
  const putEmail = (cookie: string, body: Record<string, unknown>, ip = freshIp()) =>
    t.call('PUT', '/api/account', { ip, cookie, body });
  const emailOf = async (cookie: string) =>
    (await t.call('GET', '/api/account', { cookie })).json<{ email: string }>().email;
  const undo = (token: string) =>
    t.call('POST', '/api/auth/undo-email-change', { ip: freshIp(), body: { token } });

  /** Changes the email with the password and answers the undo token mailed to the old one. */
  const changeEmail = async (cookie: string, from: string, to: string): Promise<string> => {
    await allowAnotherCode(t);
    const sent = await sendCode(cookie, to, PASSWORD);
    expect(sent.statusCode, sent.body).toBe(200);
    const code = codeFrom(await t.smtp.waitForMail(to, 'confirm your new email'));
    const changed = await putEmail(cookie, { email: to, code, currentPassword: PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    return undoToken(await t.smtp.waitForMail(from, 'your email address was changed'));
  };

  it('asks for the current password before mailing a code to a new email', async () => {
    const cookie = await t.signUp('Alia', 'alia@keep.test');
    const without = await sendCode(cookie, 'alia@thief.test');
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: MESSAGES.currentPasswordNeeded });
    const wrong = await sendCode(cookie, 'alia@thief.test', WRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    expect(await t.smtp.mailsTo('alia@thief.test')).toEqual([]);
    const right = await sendCode(cookie, 'alia@thief.test', PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    await t.smtp.waitForMail('alia@thief.test', 'confirm your new email');
  });

  it('changes the email with PUT /api/account only with the current password', async () => {
    const cookie = await t.signUp('Ghanima', 'ghanima@keep.test');
    await sendCode(cookie, 'ghanima@new.test', PASSWORD);
    const code = codeFrom(await t.smtp.waitForMail('ghanima@new.test', 'confirm your new email'));
    const without = await putEmail(cookie, { email: 'ghanima@new.test', code });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: MESSAGES.currentPasswordNeeded });
    const wrong = await putEmail(cookie, {
      email: 'ghanima@new.test',
      code,
      currentPassword: WRONG,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    expect(await emailOf(cookie)).toBe('ghanima@keep.test');
    const right = await putEmail(cookie, {
      email: 'ghanima@new.test',
      code,
      currentPassword: PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await emailOf(cookie)).toBe('ghanima@new.test');
  });

  it('changes the email in Settings only with the current password', async () => {
    const cookie = await t.signUp('Leto', 'leto@keep.test');
    await sendCode(cookie, 'leto@new.test', PASSWORD);
    const code = codeFrom(await t.smtp.waitForMail('leto@new.test', 'confirm your new email'));
    const save = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/auth/settings', { ip: freshIp(), cookie, body });
    const without = await save({ username: 'Leto', email: 'leto@new.test', code });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: MESSAGES.currentPasswordNeeded });
    const wrong = await save({
      username: 'Leto',
      email: 'leto@new.test',
      code,
      currentPassword: WRONG,
    });
    expect(wrong.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    expect(await emailOf(cookie)).toBe('leto@keep.test');
    // A new username alone still needs no password.
    const renamed = await save({ username: 'Leto-II', email: 'leto@keep.test' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const right = await save({
      username: 'Leto-II',
      email: 'leto@new.test',
      code,
      currentPassword: PASSWORD,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await emailOf(cookie)).toBe('leto@new.test');
    await t.smtp.waitForMail('leto@keep.test', 'your email address was changed');
  });

  it('deletes the account only with the current password', async () => {
    const cookie = await t.signUp('Duncan', 'duncan@keep.test');
    const remove = async (currentPassword?: string) =>
      t.call('DELETE', '/api/users/Duncan', {
        ip: freshIp(),
        cookie,
        body: { recaptchaToken: await t.token('delete_account'), currentPassword },
      });
    const without = await remove();
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: MESSAGES.currentPasswordNeeded });
    const wrong = await remove(WRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
    const right = await remove(PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(401);
  });

  it('changes the password only with the current password', async () => {
    const cookie = await t.signUp('Gurney', 'gurney@keep.test');
    const request = async (currentPassword: string) =>
      t.call('POST', '/api/auth/reset-password/request', {
        ip: freshIp(),
        cookie,
        body: {
          username: 'Gurney',
          currentPassword,
          newPassword: 'Baliset-Song-77',
          recaptchaToken: await t.token('change_password'),
        },
      });
    const wrong = await request(WRONG);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.wrongCurrentPassword });
    expect(await t.smtp.mailsTo('gurney@keep.test', 200)).toHaveLength(1);
    const right = await request(PASSWORD);
    expect(right.statusCode, right.body).toBe(200);
    await t.smtp.waitForMail('gurney@keep.test', 'confirm your password');
  });

  it('refuses a wrong current password per account, whatever the address', async () => {
    const cookie = await t.signUp('Jessica', 'jessica@keep.test');
    const elsewhere = await t.login('Jessica');
    // No code is needed to be refused for the password: it is checked first.
    const body = { email: 'jessica@thief.test', code: '123456', currentPassword: WRONG };
    for (let i = 1; i <= 10; i += 1) {
      const response = await putEmail(cookie, body);
      expect(response.statusCode, `try ${i}: ${response.body}`).toBe(400);
    }
    // From any address and any session of the account, even with the right password.
    const refused = await putEmail(elsewhere, { ...body, currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/Too many wrong passwords/);
    const remove = await t.call('DELETE', '/api/users/Jessica', {
      ip: freshIp(),
      cookie,
      body: { recaptchaToken: await t.token('delete_account'), currentPassword: PASSWORD },
    });
    expect(remove.statusCode).toBe(429);
    // The failures also count toward the account's failed logins.
    const db = await t.database();
    const counted = await db
      .selectFrom('throttle_counters')
      .select('count')
      .where('bucket', '=', 'login-failure-account:jessica')
      .execute();
    expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(10);
  });

  it('never blocks the owner’s current password because strangers failed logins', async () => {
    const cookie = await t.signUp('Shaddam', 'shaddam@keep.test');
    for (let i = 0; i < 12; i += 1) {
      await t.call('POST', '/api/auth/login', {
        ip: freshIp(),
        body: { username: 'Shaddam', password: WRONG, recaptchaToken: await t.token('login') },
      });
    }
    const sent = await sendCode(cookie, 'shaddam@new.test', PASSWORD);
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('mails the old address a link that undoes the change once and ends every session', async () => {
    const cookie = await t.signUp('Paul', 'paul@keep.test');
    const elsewhere = await t.login('Paul');
    const token = await changeEmail(cookie, 'paul@keep.test', 'paul@thief.test');
    const db = await t.database();
    // Only the token's SHA-256 is kept, for 72 hours.
    const row = await db
      .selectFrom('email_change_undos')
      .selectAll()
      .where('id', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(72 * HOUR_MS);
    expect(
      await db.selectFrom('email_change_undos').select('id').where('id', '=', token).execute(),
    ).toEqual([]);

    const undone = await undo(token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ message: MESSAGES.emailChangeUndone });
    expect(undone.headers['cache-control']).toBe('no-store');
    for (const session of [cookie, elsewhere]) {
      expect((await t.call('GET', '/api/auth/me', { cookie: session })).statusCode).toBe(401);
    }
    const back = await t.login('Paul');
    expect(await emailOf(back)).toBe('paul@keep.test');

    const again = await undo(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.undoLinkExpired });
  });

  it('refuses an undo link after 72 hours', async () => {
    const cookie = await t.signUp('Stilgar', 'stilgar@keep.test');
    const token = await changeEmail(cookie, 'stilgar@keep.test', 'stilgar@thief.test');
    const db = await t.database();
    await db
      .updateTable('email_change_undos')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', sha256Hex(token))
      .execute();
    const late = await undo(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: MESSAGES.undoLinkExpired });
    expect(await emailOf(cookie)).toBe('stilgar@thief.test');
  });

  it('undoes later changes with an earlier one, and voids their links and pending resets', async () => {
    const cookie = await t.signUp('Chani', 'chani@keep.test');
    const first = await changeEmail(cookie, 'chani@keep.test', 'chani@thief.test');
    const second = await changeEmail(cookie, 'chani@thief.test', 'chani@thief2.test');
    // The thief asks for a reset code at their own address before the owner undoes.
    await t.call('POST', '/api/auth/reset-password/request', {
      ip: freshIp(),
      body: { username: 'Chani', recaptchaToken: await t.token('forgot_password') },
    });
    const resetCode = codeFrom(await t.smtp.waitForMail('chani@thief2.test', 'password reset'));

    expect((await undo(first)).statusCode).toBe(200);
    // The later change's link (mailed to the thief's first address) is void now.
    const later = await undo(second);
    expect(later.statusCode).toBe(400);
    const verify = await t.call('POST', '/api/auth/reset-password/verify', {
      ip: freshIp(),
      body: { username: 'Chani', code: resetCode },
    });
    expect(verify.statusCode).toBe(400);
    expect(await emailOf(await t.login('Chani'))).toBe('chani@keep.test');
  });

  it('keeps an earlier change’s link when a later one is undone', async () => {
    const cookie = await t.signUp('Harah', 'harah@keep.test');
    const first = await changeEmail(cookie, 'harah@keep.test', 'harah@thief.test');
    const second = await changeEmail(cookie, 'harah@thief.test', 'harah@thief2.test');
    expect((await undo(second)).statusCode).toBe(200);
    expect((await undo(first)).statusCode).toBe(200);
    expect(await emailOf(await t.login('Harah'))).toBe('harah@keep.test');
  });
});
