import type { AccountDb } from './accountTables';

/** Bot-check tokens already used, so each one passes only once (in any server process). */
export interface BotCheckRepository {
  /** Records the token as spent; false when it had been spent before. */
  spend(tokenHash: string, expiresAt: string): Promise<boolean>;
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `BotCheckRepository`. */
export function createBotCheckRepository(db: AccountDb): BotCheckRepository {
  return {
    async spend(tokenHash, expiresAt) {
      // Atomic: of two requests replaying one token, exactly one inserts the row.
      const row = await db
        .insertInto('spent_bot_check_tokens')
        .values({ token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .returning('token_hash')
        .executeTakeFirst();
      return row !== undefined;
    },
    async deleteExpired(now) {
      await db.deleteFrom('spent_bot_check_tokens').where('expires_at', '<=', now).execute();
    },
  };
}
