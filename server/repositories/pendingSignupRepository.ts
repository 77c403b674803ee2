import type { Selectable } from 'kysely';
import type { AccountDb, PendingSignupsTable } from './accountTables';

/** A registration waiting for its emailed code. */
type PendingSignupRow = Selectable<PendingSignupsTable>;

/** Pending sign-ups, keyed by (username, email). */
export interface PendingSignupRepository {
  /** Stores the sign-up, replacing an earlier one for the same username and email. */
  replace(signup: PendingSignupRow): Promise<void>;
  /** The live (unexpired) sign-up for this username and email. */
  findLive(
    usernameKey: string,
    emailKey: string,
    now: string,
  ): Promise<PendingSignupRow | undefined>;
  delete(id: string): Promise<void>;
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `PendingSignupRepository`. */
export function createPendingSignupRepository(db: AccountDb): PendingSignupRepository {
  return {
    async replace(signup) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('pending_signups')
          .where('username_key', '=', signup.username_key)
          .where('email_key', '=', signup.email_key)
          .execute();
        await trx.insertInto('pending_signups').values(signup).execute();
      });
    },
    findLive: (usernameKey, emailKey, now) =>
      db
        .selectFrom('pending_signups')
        .selectAll()
        .where('username_key', '=', usernameKey)
        .where('email_key', '=', emailKey)
        .where('expires_at', '>', now)
        .executeTakeFirst(),
    async delete(id) {
      await db.deleteFrom('pending_signups').where('id', '=', id).execute();
    },
    async deleteExpired(now) {
      await db.deleteFrom('pending_signups').where('expires_at', '<=', now).execute();
    },
  };
}
