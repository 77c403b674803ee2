import { loadConfig } from '../config';
import { checkConnection, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { accountDb } from '../repositories/accountTables';
import { createResetTokenRepository } from '../repositories/resetTokenRepository';
import { createSessionRepository } from '../repositories/sessionRepository';
import { changeRole, listAdmins, type RoleChange } from '../services/adminRoles';

/**
 * `npm run admin -- grant USERNAME`, `revoke USERNAME`, `list` or `clear-sessions` (after an
 * incident: everyone logged out). Granting is the only way to
 * make a moderator, so nobody can grant the role through the site. It reads the same
 * environment as the server (DATABASE_URL, DATA_DIR, …), brings the database up to date the
 * way the server would, and records each change in the desk's record as 'command line'.
 */

const USAGE = `Usage:
  npm run admin -- grant USERNAME    make USERNAME a moderator (the /admin desk)
  npm run admin -- revoke USERNAME   take the role back
  npm run admin -- list              the moderators
  npm run admin -- clear-sessions    log everyone out and void unused password-reset tokens
It uses the same environment variables as the server (DATABASE_URL, DATA_DIR, ...).`;

/** The line to print for a role change. */
function describeRoleChange(change: RoleChange, username: string, grant: boolean): string {
  if (!change.ok) {
    return change.reason === 'not-found'
      ? `No account is named "${username}".`
      : `"${username}" is the site's system account: its role cannot change.`;
  }
  if (!change.changed) {
    return grant
      ? `${change.username} is already a moderator.`
      : `${change.username} is not a moderator.`;
  }
  return grant
    ? `${change.username} is now a moderator: the desk is at /admin.`
    : `${change.username} is no longer a moderator.`;
}

/** Runs one command; the exit code is 0 on success, 1 on a refusal, 2 on a usage error. */
export async function runAdminCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const [command, username, ...rest] = args;
  const needsName = command === 'grant' || command === 'revoke';
  const bare = command === 'list' || command === 'clear-sessions';
  if (!(needsName || (bare && !username)) || (needsName && !username) || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await checkConnection(database);
    await migrateToLatest(database.db);
    if (command === 'clear-sessions') {
      const db = accountDb(database.db);
      const sessions = await createSessionRepository(db).deleteAll();
      const tokens = await createResetTokenRepository(db).deleteAll();
      process.stdout.write(
        `Ended ${sessions} session${sessions === 1 ? '' : 's'} and voided ${tokens} password-reset token${tokens === 1 ? '' : 's'}: everyone must log in again.\n`,
      );
      return 0;
    }
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      process.stdout.write(admins.length === 0 ? 'No moderators yet.\n' : `${admins.join('\n')}\n`);
      return 0;
    }
    const grant = command === 'grant';
    const change = await changeRole(database.db, username ?? '', grant);
    const line = describeRoleChange(change, username ?? '', grant);
    (change.ok ? process.stdout : process.stderr).write(`${line}\n`);
    return change.ok ? 0 : 1;
  } finally {
    await database.destroy();
  }
}
