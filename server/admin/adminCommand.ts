import { loadConfig } from '../config';
import { checkConnection, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { changeRole, listAdmins, type RoleChange } from '../services/adminRoles';

/**
 * `npm run admin -- grant USERNAME`, `revoke USERNAME` or `list` (issue 12): the only way to
 * make a moderator, so nobody can grant the role through the site. It reads the same
 * environment as the server (DATABASE_URL, DATA_DIR, …), brings the database up to date the
 * way the server would, and records each change in the desk's record as 'command line'.
 */

const USAGE = `Usage:
  npm run admin -- grant USERNAME    make USERNAME a moderator (the /admin desk)
  npm run admin -- revoke USERNAME   take the role back
  npm run admin -- list              the moderators
It uses the same environment variables as the server (DATABASE_URL, DATA_DIR, ...).`;

/** The line to print for a role change. */
export function describeRoleChange(change: RoleChange, username: string, grant: boolean): string {
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
  if (!(needsName || command === 'list') || (needsName && !username) || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(env);
  const database = await openDatabase(config.database);
  try {
    await checkConnection(database);
    await migrateToLatest(database.db);
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
