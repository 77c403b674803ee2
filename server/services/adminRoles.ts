import type { Kysely } from 'kysely';
import { usernameKey } from '../../src/api/contract/accountRules';
import type { Database } from '../db/schema';
import { adminActionRepository } from '../repositories/adminActionRepository';
import { accountDb } from '../repositories/accountTables';
import { adminActionService, type AdminActor } from './adminActions';

/**
 * Granting and revoking the moderator role (granted on the command line). The role lives on the
 * account row, which the session plugin reads on every request, so a change takes effect on the
 * player's next request. The system account (`anonymous`, the example builds' owner) can never be
 * changed: it must never log in, let alone moderate.
 */

/** What a role change did. */
export type RoleChange =
  | { ok: true; username: string; changed: boolean }
  | { ok: false; reason: 'not-found' | 'system-account' };

/**
 * Sets `username`'s role to admin (`grant`) or user (`revoke`), recording it in the desk's
 * record in the same transaction. `changed` is false when the account already had that role
 * (nothing is recorded then).
 */
export async function changeRole(
  db: Kysely<Database>,
  username: string,
  grant: boolean,
  actor: AdminActor = 'command line',
): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const accounts = accountDb(trx);
    const user = await accounts
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
    if (!user) return { ok: false, reason: 'not-found' } as const;
    if (user.role === 'system') return { ok: false, reason: 'system-account' } as const;
    const role = grant ? 'admin' : 'user';
    if (user.role === role) return { ok: true, username: user.username, changed: false } as const;
    await accounts.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    await adminActionService(adminActionRepository(trx)).record(
      { actor, action: grant ? 'role.grant' : 'role.revoke', target: user.username },
      trx,
    );
    return { ok: true, username: user.username, changed: true } as const;
  });
}

/** The usernames holding the admin role, alphabetically. */
export async function listAdmins(db: Kysely<Database>): Promise<string[]> {
  const rows = await accountDb(db)
    .selectFrom('users')
    .select('username')
    .where('role', '=', 'admin')
    .orderBy('username_key')
    .execute();
  return rows.map((row) => row.username);
}
