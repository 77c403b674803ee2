import type { Selectable } from 'kysely';
import type { AccountDb, EmailChangeUndosTable } from './accountTables';

/** An email change's undo link (only its token's hash is stored). */
type EmailUndoRow = Selectable<EmailChangeUndosTable>;

/** The links that put an account's old email back, each scoped to its one account. */
export interface EmailUndoRepository {
  create(row: EmailUndoRow): Promise<void>;
  /**
   * Uses the link once and, in the same transaction, voids what could undo the undo: the
   * account's later links and its live codes and reset tokens. Undefined if unknown/used/expired.
   */
  consume(id: string, now: string): Promise<{ userId: string; oldEmail: string } | undefined>;
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `EmailUndoRepository`. */
export function createEmailUndoRepository(db: AccountDb): EmailUndoRepository {
  return {
    async create(row) {
      await db.insertInto('email_change_undos').values(row).execute();
    },
    consume(id, now) {
      return db.transaction().execute(async (trx) => {
        // One statement: two requests racing with the same link cannot both succeed.
        const row = await trx
          .updateTable('email_change_undos')
          .set({ consumed_at: now })
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'old_email', 'created_at'])
          .executeTakeFirst();
        if (!row) return undefined;
        // Changes made after this one are undone with it; earlier ones keep their links.
        await trx
          .deleteFrom('email_change_undos')
          .where('user_id', '=', row.user_id)
          .where('created_at', '>', row.created_at)
          .execute();
        await trx.deleteFrom('verification_codes').where('user_id', '=', row.user_id).execute();
        await trx.deleteFrom('password_reset_tokens').where('user_id', '=', row.user_id).execute();
        return { userId: row.user_id, oldEmail: row.old_email };
      });
    },
    async deleteExpired(now) {
      await db.deleteFrom('email_change_undos').where('expires_at', '<=', now).execute();
    },
  };
}
