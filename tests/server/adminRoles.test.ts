import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameKey } from '../../src/api/contract/accountRules';
import type { AppDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { adminActionRepository } from '../../server/repositories/adminActionRepository';
import { accountDb } from '../../server/repositories/accountTables';
import { adminActionService } from '../../server/services/adminActions';
import { changeRole, listAdmins } from '../../server/services/adminRoles';
import { createTestDatabase, databaseKinds, repoRoot, type TestDatabase } from './helpers';

/**
 * The moderator role: granted and revoked only on the command line, recorded in the desk's record
 * with who and when; the system account never changes. The service on both databases, then
 * `npm run admin` itself as a self-hoster runs it.
 */

async function addPlayer(database: AppDatabase, username: string): Promise<void> {
  const key = usernameKey(username);
  await accountDb(database.db)
    .insertInto('users')
    .values({
      id: randomUUID(),
      username,
      username_key: key,
      email: `${key}@example.com`,
      email_key: `${key}@example.com`,
      password_hash: 'not-a-real-hash',
      role: 'user',
      avatar_url: null,
      created_at: new Date().toISOString(),
      last_login_at: null,
      previous_login_at: null,
    })
    .execute();
}

describe.each(databaseKinds)('moderator role on %s', (kind) => {
  let testDb: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await testDb.open();
    await migrateToLatest(database.db);
    await addPlayer(database, 'Chani');
  });
  afterAll(async () => {
    await database.destroy();
    await testDb.drop();
  });

  it('grants, refuses twice, revokes, and records each change with who and when', async () => {
    expect(await changeRole(database.db, 'chani', true)).toEqual({
      ok: true,
      username: 'Chani',
      changed: true,
    });
    expect(await listAdmins(database.db)).toEqual(['Chani']);
    expect(await changeRole(database.db, 'Chani', true)).toMatchObject({ changed: false });
    expect(await changeRole(database.db, 'Chani', false)).toMatchObject({ changed: true });
    expect(await listAdmins(database.db)).toEqual([]);

    const { actions } = await adminActionService(adminActionRepository(database.db)).list(1);
    expect(actions.map((a) => [a.action, a.target, a.admin])).toEqual([
      ['role.revoke', 'Chani', 'command line'],
      ['role.grant', 'Chani', 'command line'],
    ]);
    for (const action of actions) expect(Date.parse(action.at)).not.toBeNaN();
  });

  it('knows no unknown account and never changes the system account', async () => {
    expect(await changeRole(database.db, 'nobody-here', true)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await changeRole(database.db, 'anonymous', true)).toEqual({
      ok: false,
      reason: 'system-account',
    });
  });
});

describe('npm run admin', () => {
  const run = promisify(execFile);
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    const database = await testDb.open();
    await migrateToLatest(database.db);
    await addPlayer(database, 'Stilgar');
    await database.destroy();
  });

  /** The command as `npm run admin -- …` runs it, with the server's environment. */
  async function admin(...args: string[]) {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'server/admin/adminCli.ts'), ...args],
        { cwd: repoRoot, env: { ...process.env, ...testDb.env, LOG_LEVEL: 'silent' } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('grants and revokes the role, says what it did, and exits non-zero on a refusal', async () => {
    expect(await admin('list')).toMatchObject({ code: 0, stdout: 'No moderators yet.\n' });
    expect(await admin('grant', 'stilgar')).toMatchObject({
      code: 0,
      stdout: 'Stilgar is now a moderator: the desk is at /admin.\n',
    });
    expect(await admin('list')).toMatchObject({ code: 0, stdout: 'Stilgar\n' });
    expect(await admin('revoke', 'Stilgar')).toMatchObject({
      code: 0,
      stdout: 'Stilgar is no longer a moderator.\n',
    });
    expect(await admin('grant', 'Liet')).toMatchObject({
      code: 1,
      stderr: 'No account is named "Liet".\n',
    });
    const usage = await admin('promote', 'Stilgar');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- grant USERNAME');
  }, 60_000);
});
