import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_CHARACTERS } from '../../src/api/contract/accountRules';
import { MESSAGES } from '../../src/api/contract/authTexts';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers';
import { freshIp, PASSWORD, useAccountApp } from './support/accountApp';
import { codeFrom } from './support/smtpPeer';

/**
 * Look-alike and reserved usernames are refused by their skeleton (NFKC, lower case, look-alike
 * characters folded, separators dropped), at registration and on a rename, race-safe through
 * the skeleton's unique index; migration 0015 backfills the skeletons of existing accounts.
 */

describe.each(databaseKinds)('look-alike and reserved usernames (%s)', (kind) => {
  const t = useAccountApp(kind);

  const register = async (username: string, email = `${freshIp()}@look.test`) =>
    t.call('POST', '/api/auth/register', {
      ip: freshIp(),
      body: { username, email, password: PASSWORD, recaptchaToken: await t.token('register') },
    });

  it.each([
    'admin',
    'Admin',
    'adm1n',
    'ADMINISTRATOR',
    'moderator',
    'm0derator',
    'rnoderator',
    'mod',
    'arrakis-pIanner',
    'Arrakis_Planner',
    'arrakis.p1anner',
    'anonym0us',
    'support',
    'staff',
    'root',
    'Funcom',
  ])('refuses the reserved-looking name %s', async (username) => {
    const response = await register(username);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: MESSAGES.usernameLookAlike });
  });

  it('refuses a name that looks like an existing account’s', async () => {
    await t.signUp('Chani', 'chani@sietch.test');
    for (const lookAlike of ['Chan1', 'CHANl', 'Cha-ni', 'ch.an.i']) {
      const response = await register(lookAlike);
      expect(response.statusCode, lookAlike).toBe(409);
      expect(response.json()).toMatchObject({ message: MESSAGES.usernameLookAlike });
    }
    await t.signUp('Marty', 'marty@sietch.test');
    expect((await register('Rnarty')).json()).toMatchObject({
      message: MESSAGES.usernameLookAlike,
    });
    // Cyrillic letters never pass the character rule.
    const cyrillic = await register('Сhаni');
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json()).toMatchObject({ message: USERNAME_CHARACTERS });
    // A different name is fine.
    expect((await register('Chanis')).statusCode).toBe(200);
  });

  it('refuses a rename to a look-alike, and allows a change of case', async () => {
    await t.signUp('Naib', 'naib@sietch.test');
    const cookie = await t.signUp('Otheym', 'otheym@sietch.test');
    const rename = (username: string) =>
      t.call('PUT', '/api/auth/settings', {
        cookie,
        body: { username, email: 'otheym@sietch.test' },
      });
    const lookAlike = await rename('NAlB');
    expect(lookAlike.statusCode).toBe(409);
    expect(lookAlike.json()).toMatchObject({ message: MESSAGES.usernameLookAlike });
    expect((await rename('M0derator')).json()).toMatchObject({
      message: MESSAGES.usernameLookAlike,
    });
    expect((await rename('OTHEYM')).statusCode).toBe(200);
    expect((await rename('Otheym-Fedaykin')).statusCode).toBe(200);
  });

  it('lets only the first of two look-alike sign-ups in flight through', async () => {
    const pending = async (username: string, email: string) => {
      expect((await register(username, email)).statusCode).toBe(200);
      return codeFrom(await t.smtp.waitForMail(email, 'verification code'));
    };
    const first = await pending('Farok', 'farok@sietch.test');
    const second = await pending('Far0k', 'far0k@sietch.test');
    const verify = (username: string, email: string, code: string) =>
      t.call('POST', '/api/auth/verify-signup', {
        ip: freshIp(),
        body: { username, email, password: PASSWORD, code },
      });
    expect((await verify('Farok', 'farok@sietch.test', first)).statusCode).toBe(201);
    const late = await verify('Far0k', 'far0k@sietch.test', second);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MESSAGES.usernameLookAlike });
  });
});

describe.each(databaseKinds)('migration 0015_login_trust on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0015'));
    await migrateToLatest(database.db, before);
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  it('backfills the skeletons of existing accounts, the oldest look-alike keeping its own', async () => {
    const users: [string, string][] = [
      ['Paul', '2026-01-01T00:00:00.000Z'],
      ['pau1', '2026-02-01T00:00:00.000Z'],
      ['Arrakis-pIanner', '2026-03-01T00:00:00.000Z'],
    ];
    for (const [username, createdAt] of users) {
      const key = username.toLowerCase();
      await sql`insert into users (id, username, username_key, email, email_key, password_hash,
          role, created_at)
        values (${key}, ${username}, ${key}, ${`${key}@old.test`}, ${`${key}@old.test`}, null,
          'user', ${createdAt})`.execute(database.db);
    }
    expect(await migrateToLatest(database.db)).toContain('0015_login_trust');
    const { rows } = await sql<{ username: string; username_skeleton: string | null }>`
      select username, username_skeleton from users order by created_at`.execute(database.db);
    expect(rows.filter((row) => row.username !== 'anonymous')).toEqual([
      { username: 'Paul', username_skeleton: 'paul' },
      { username: 'pau1', username_skeleton: null },
      { username: 'Arrakis-pIanner', username_skeleton: 'arraklsplanner' },
    ]);
    const secret = await sql<{ value: string }>`select value from server_secrets`.execute(
      database.db,
    );
    expect(secret.rows).toHaveLength(1);
    expect(secret.rows[0]?.value).toMatch(/^[0-9a-f]{64}$/);
  });
});
