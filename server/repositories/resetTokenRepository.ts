import type { Selectable } from 'kysely';
import type { AccountDb, PasswordResetTokensTable, ResetPurpose } from './accountTables';

/** A password-reset token (only its hash is stored). */
type ResetTokenRow = Selectable<PasswordResetTokensTable>;

/** One-use tokens between reset-password/verify and reset-password/complete. */
export interface ResetTokenRepository {
  create(row: ResetTokenRow): Promise<void>;
  /** Uses the token once: answers its account and purpose, or undefined if unknown/used/expired. */
  consume(id: string, now: string): Promise<{ userId: string; purpose: ResetPurpose } | undefined>;
  /** The account of a live token, without using it. */
  ownerOf(id: string, now: string): Promise<string | undefined>;
  deleteExpired(now: string): Promise<void>;
  /** Voids every unused token (the operator's command after an incident). */
  deleteAll(): Promise<number>;
}

/** The Kysely implementation of `ResetTokenRepository`. */
export function createResetTokenRepository(db: AccountDb): ResetTokenRepository {
  return {
    async create(row) {
      await db.insertInto('password_reset_tokens').values(row).execute();
    },
    async consume(id, now) {
      // One statement: two requests racing with the same token cannot both succeed.
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'purpose'])
        .executeTakeFirst();
      return row && { userId: row.user_id, purpose: row.purpose };
    },
    async ownerOf(id, now) {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id;
    },
    async deleteExpired(now) {
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<=', now).execute();
    },
    async deleteAll() {
      const result = await db.deleteFrom('password_reset_tokens').executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
