import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { databaseKinds, repoRoot } from './helpers';
import { useAccountApp } from './support/accountApp';

const run = promisify(execFile);

/**
 * `npm run admin -- clear-sessions`, the restore procedure's last step: every session ends, so
 * a session stolen before an incident stops working, and every player logs in again. Both
 * databases, the command run as a self-hoster runs it.
 */
describe.each(databaseKinds)('clearing every session (%s)', (kind) => {
  const t = useAccountApp(kind);

  it('logs everyone out, and they can log in again', async () => {
    const first = await t.signUp('Jamis', 'jamis@sietch.test');
    const second = await t.login('Jamis');
    const other = await t.signUp('Korba', 'korba@sietch.test');
    for (const cookie of [first, second, other]) {
      expect((await t.call('GET', '/api/auth/me', { cookie })).statusCode).toBe(200);
    }

    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', join(repoRoot, 'server/admin/adminCli.ts'), 'clear-sessions'],
      { cwd: repoRoot, env: { ...process.env, ...t.db.env, LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toBe(
      'Ended 3 sessions and voided 0 password-reset tokens: everyone must log in again.\n',
    );

    for (const cookie of [first, second, other]) {
      const me = await t.call('GET', '/api/auth/me', { cookie });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ message: MESSAGES.notLoggedIn });
    }
    expect(
      (await t.call('GET', '/api/auth/me', { cookie: await t.login('Jamis') })).statusCode,
    ).toBe(200);
  }, 60_000);
});
