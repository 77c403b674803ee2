import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, USERNAME_LENGTH } from '../../src/api/contract/accountRules';
import { accountSchema } from '../../src/api/contract/auth';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

describe.each(databaseKinds)('the account (%s)', (kind) => {
  const t = useAccountApp(kind);

  const sendCode = async (cookie: string, newEmail: string) =>
    t.call('POST', '/api/account/send-email-code', {
      ip: freshIp(),
      cookie,
      body: { newEmail, recaptchaToken: await t.token('change_email'), currentPassword: PASSWORD },
    });

  it('shows the account page’s fields, with 0 of 10 saved builds', async () => {
    const cookie = await t.signUp('Mohiam', 'mohiam@bene.test');
    const response = await t.call('GET', '/api/account', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const account = accountSchema.parse(response.json());
    expect(account).toMatchObject({
      username: 'Mohiam',
      email: 'mohiam@bene.test',
      role: 'user',
      last_logged_in: null,
      savedBuildCount: 0,
      savedBuildLimit: 10,
    });
    expect(account.this_login_time).toBe(account.lastLoggedIn);
    expect(Date.parse(account.createdAt)).not.toBeNaN();
  });

  it('changes the email with the code mailed to the new address and tells the old one', async () => {
    const cookie = await t.signUp('Tessia', 'tessia@ix.test');
    const sent = await sendCode(cookie, 'tessia@new.test');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: MESSAGES.codeSent });
    const code = codeFrom(await t.smtp.waitForMail('tessia@new.test', 'confirm your new email'));

    const wrongAddress = await t.call('PUT', '/api/account', {
      ip: freshIp(),
      cookie,
      body: { email: 'someone@else.test', code, currentPassword: PASSWORD },
    });
    expect(wrongAddress.json()).toMatchObject({ message: MESSAGES.invalidCode });

    // That try used the code (a code confirms one address): ask again after the minute.
    const db = await t.database();
    await db.deleteFrom('throttle_counters').where('bucket', 'like', 'code-mail-minute%').execute();
    await sendCode(cookie, 'tessia@new.test');
    const second = codeFrom(await t.smtp.waitForMail('tessia@new.test', 'confirm your new email'));
    const changed = await t.call('PUT', '/api/account', {
      ip: freshIp(),
      cookie,
      body: { email: 'tessia@new.test', code: second, currentPassword: PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      message: MESSAGES.emailUpdated,
      user: { username: 'Tessia', email: 'tessia@new.test', role: 'user', avatarUrl: null },
    });
    const notice = await t.smtp.waitForMail('tessia@ix.test', 'your email address was changed');
    expect(notice.text).toContain('tessia@new.test');
  });

  it('refuses a bad address, a replayed token and a wrong code for an email change', async () => {
    const cookie = await t.signUp('Bijaz', 'bijaz@tleilax.test');
    const bad = await sendCode(cookie, 'not-an-address');
    expect(bad.json()).toMatchObject({ message: INVALID_EMAIL });
    const token = await t.token('change_email');
    const first = await t.call('POST', '/api/account/send-email-code', {
      ip: freshIp(),
      cookie,
      body: { newEmail: 'bijaz@new.test', recaptchaToken: token, currentPassword: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const replay = await t.call('POST', '/api/account/send-email-code', {
      ip: freshIp(),
      cookie,
      body: { newEmail: 'bijaz@new.test', recaptchaToken: token, currentPassword: PASSWORD },
    });
    expect(replay.json()).toMatchObject({ message: MESSAGES.botCheckFailed });
    const code = codeFrom(await t.smtp.waitForMail('bijaz@new.test', 'confirm your new email'));
    const wrong = await t.call('PUT', '/api/account', {
      ip: freshIp(),
      cookie,
      body: {
        email: 'bijaz@new.test',
        code: code === '000000' ? '000001' : '000000',
        currentPassword: PASSWORD,
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.invalidCode });
  });

  it('never reveals that a new address belongs to someone else', async () => {
    await t.signUp('Scytale', 'scytale@tleilax.test');
    const cookie = await t.signUp('Edric', 'edric@guild.test');
    const response = await sendCode(cookie, 'scytale@tleilax.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.codeSent });
    const notice = await t.smtp.waitForMail('scytale@tleilax.test', 'someone tried to use');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
  });

  it('saves a new username in Settings, keeping the rules and uniqueness', async () => {
    const cookie = await t.signUp('Otho', 'otho@sietch.test');
    await t.signUp('Taken', 'taken@sietch.test');
    const save = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/auth/settings', { ip: freshIp(), cookie, body });

    const short = await save({ username: 'ab', email: 'otho@sietch.test' });
    expect(short.json()).toMatchObject({ message: USERNAME_LENGTH });
    const taken = await save({ username: 'taken', email: 'otho@sietch.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.usernameTaken });
    const renamed = await save({ username: 'Otho-the-Deaf', email: 'OTHO@sietch.test' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({
      username: 'Otho-the-Deaf',
      email: 'otho@sietch.test',
      role: 'user',
      avatarUrl: null,
    });
    await t.login('otho-the-deaf');
  });

  it('saves a new email in Settings only with its code', async () => {
    const cookie = await t.signUp('Farok', 'farok@sietch.test');
    const save = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/auth/settings', { ip: freshIp(), cookie, body });
    const noCode = await save({ username: 'Farok', email: 'farok@new.test' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ message: MESSAGES.emailCodeNeeded });
    await sendCode(cookie, 'farok@new.test');
    const code = codeFrom(await t.smtp.waitForMail('farok@new.test', 'confirm your new email'));
    const saved = await save({
      username: 'Farok',
      email: 'farok@new.test',
      code,
      currentPassword: PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email: 'farok@new.test' });
    await t.smtp.waitForMail('farok@sietch.test', 'your email address was changed');
  });

  it('deletes only the caller’s own account; then the username is free again', async () => {
    const cookie = await t.signUp('Piter', 'piter@harkonnen.test');
    const other = await t.login('Piter');
    await t.signUp('Rabban', 'rabban@harkonnen.test');
    const remove = async (
      username: string,
      action: 'delete_account' | 'login' = 'delete_account',
    ) =>
      t.call('DELETE', `/api/users/${username}`, {
        ip: freshIp(),
        cookie,
        body: { recaptchaToken: await t.token(action), currentPassword: PASSWORD },
      });

    const someoneElse = await remove('Rabban');
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json()).toMatchObject({ message: MESSAGES.onlyOwnAccount });
    const wrongAction = await remove('Piter', 'login');
    expect(wrongAction.json()).toMatchObject({ message: MESSAGES.botCheckFailed });

    const deleted = await remove('piter');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: MESSAGES.accountDeleted });
    expect(deleted.cookies.find((c) => c.name === 'arrakis_session')?.value).toBe('');
    await t.smtp.waitForMail('piter@harkonnen.test', 'your account was deleted');
    for (const session of [cookie, other]) {
      expect((await t.call('GET', '/api/auth/me', { cookie: session })).statusCode).toBe(401);
    }
    const login = await t.call('POST', '/api/auth/login', {
      ip: freshIp(),
      body: { username: 'Piter', password: PASSWORD, recaptchaToken: await t.token('login') },
    });
    expect(login.statusCode).toBe(401);
    // The name and the address can be registered again (after the address's one code a minute).
    const db = await t.database();
    await db.deleteFrom('throttle_counters').where('bucket', 'like', '%piter%').execute();
    await t.signUp('Piter', 'piter@harkonnen.test');
    const anonymous = await db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('username_key', '=', 'anonymous')
      .executeTakeFirstOrThrow();
    expect(anonymous).toEqual({ role: 'system', password_hash: null });
  });
});
