import type { Selectable } from 'kysely';
import type { AccountDb, CodePurpose, VerificationCodesTable } from './accountTables';

/** A stored verification code (only its hash). */
type VerificationCodeRow = Selectable<VerificationCodesTable>;

/** Who a code belongs to: an account, or a sign-up that is not an account yet. */
export type CodeOwner = { userId: string } | { pendingSignupId: string };

/** Verification codes, always looked up by their owner and purpose. */
export interface VerificationCodeRepository {
  /** Stores a code and deletes the owner's older codes of the same purpose (one live code). */
  replace(row: VerificationCodeRow): Promise<void>;
  /** The owner's newest unconsumed, unexpired code of one of `purposes`. */
  findLive(
    owner: CodeOwner,
    purposes: readonly CodePurpose[],
    now: string,
  ): Promise<VerificationCodeRow | undefined>;
  /** Counts one try, atomically, and answers the new number of tries. */
  countAttempt(id: string): Promise<number>;
  /** Marks the code used; false when another request used it first. */
  consume(id: string, now: string): Promise<boolean>;
  deleteExpired(now: string): Promise<void>;
}

function ownerColumns(owner: CodeOwner): {
  user_id: string | null;
  pending_signup_id: string | null;
} {
  return 'userId' in owner
    ? { user_id: owner.userId, pending_signup_id: null }
    : { user_id: null, pending_signup_id: owner.pendingSignupId };
}

/** The Kysely implementation of `VerificationCodeRepository`. */
export function createVerificationCodeRepository(db: AccountDb): VerificationCodeRepository {
  return {
    async replace(row) {
      await db.transaction().execute(async (trx) => {
        let older = trx.deleteFrom('verification_codes').where('purpose', '=', row.purpose);
        older =
          row.user_id !== null
            ? older.where('user_id', '=', row.user_id)
            : older.where('pending_signup_id', '=', row.pending_signup_id ?? '');
        await older.execute();
        await trx.insertInto('verification_codes').values(row).execute();
      });
    },
    findLive(owner, purposes, now) {
      const { user_id, pending_signup_id } = ownerColumns(owner);
      let query = db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', 'in', [...purposes])
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now);
      query =
        user_id !== null
          ? query.where('user_id', '=', user_id)
          : query.where('pending_signup_id', '=', pending_signup_id ?? '');
      return query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    },
    async countAttempt(id) {
      const row = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    async consume(id, now) {
      const row = await db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async deleteExpired(now) {
      await db.deleteFrom('verification_codes').where('expires_at', '<=', now).execute();
    },
  };
}
