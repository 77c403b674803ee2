import type { Selectable } from 'kysely';
import type { TwoStepDb, TwoStepFactorsTable, TwoStepTicketsTable } from './twoStepTables';

export type TwoStepFactorRow = Selectable<TwoStepFactorsTable>;
type TwoStepTicketRow = Selectable<TwoStepTicketsTable>;

/** An account's authenticator secret, recovery codes and login tickets; every query names the account. */
export interface TwoStepRepository {
  factor(userId: string): Promise<TwoStepFactorRow | undefined>;
  /** Stores a new secret awaiting its first code; false when two-step is already on. */
  savePending(userId: string, secret: string, now: string): Promise<boolean>;
  /**
   * Turns two-step on with its first code's step and the recovery codes, in one transaction;
   * false when there was no pending setup (or the step was already used).
   */
  confirm(userId: string, step: number, codeHashes: string[], now: string): Promise<boolean>;
  /** Marks a TOTP step used; false when it (or a later one) was used before: a replay. */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Turns two-step off: the secret, the recovery codes and the open tickets go. */
  remove(userId: string): Promise<void>;
  replaceRecoveryCodes(userId: string, codeHashes: string[], now: string): Promise<void>;
  /** Uses a recovery code once; false when unknown or used. */
  useRecoveryCode(userId: string, codeHash: string, now: string): Promise<boolean>;
  recoveryCodesLeft(userId: string): Promise<number>;
  createTicket(row: TwoStepTicketRow): Promise<void>;
  /** A ticket still open (not used, not expired), or undefined. */
  openTicket(id: string, now: string): Promise<TwoStepTicketRow | undefined>;
  /** Counts a wrong code against the ticket; answers the count. */
  countTicketFailure(id: string): Promise<number>;
  /** Uses the ticket once; false when another request used it first. */
  useTicket(id: string, now: string): Promise<boolean>;
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `TwoStepRepository`. */
export function createTwoStepRepository(db: TwoStepDb): TwoStepRepository {
  const insertCodes = (
    into: TwoStepDb,
    userId: string,
    codeHashes: string[],
    now: string,
  ): Promise<unknown> =>
    into
      .insertInto('two_step_recovery_codes')
      .values(
        codeHashes.map((code_hash) => ({
          code_hash,
          user_id: userId,
          created_at: now,
          used_at: null,
        })),
      )
      .execute();

  return {
    factor: (userId) =>
      db
        .selectFrom('two_step_factors')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    async savePending(userId, secret, now) {
      const result = await db
        .insertInto('two_step_factors')
        .values({ user_id: userId, secret, created_at: now, confirmed_at: null, last_used_step: 0 })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ secret, created_at: now, last_used_step: 0 })
            .where('two_step_factors.confirmed_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    confirm: (userId, step, codeHashes, now) =>
      db.transaction().execute(async (trx) => {
        const confirmed = await trx
          .updateTable('two_step_factors')
          .set({ confirmed_at: now, last_used_step: step })
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is', null)
          .where('last_used_step', '<', step)
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
        await insertCodes(trx, userId, codeHashes, now);
        return true;
      }),
    async useStep(userId, step) {
      // One statement: two requests racing with the same code cannot both pass.
      const result = await db
        .updateTable('two_step_factors')
        .set({ last_used_step: step })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .where('last_used_step', '<', step)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    remove: (userId) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_step_tickets').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_step_factors').where('user_id', '=', userId).execute();
      }),
    replaceRecoveryCodes: (userId, codeHashes, now) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
        await insertCodes(trx, userId, codeHashes, now);
      }),
    async useRecoveryCode(userId, codeHash, now) {
      const result = await db
        .updateTable('two_step_recovery_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recoveryCodesLeft(userId) {
      const row = await db
        .selectFrom('two_step_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('left'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.left);
    },
    async createTicket(row) {
      await db.insertInto('two_step_tickets').values(row).execute();
    },
    openTicket: (id, now) =>
      db
        .selectFrom('two_step_tickets')
        .selectAll()
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst(),
    async countTicketFailure(id) {
      const row = await db
        .updateTable('two_step_tickets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    async useTicket(id, now) {
      const result = await db
        .updateTable('two_step_tickets')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async deleteExpired(now) {
      await db.deleteFrom('two_step_tickets').where('expires_at', '<=', now).execute();
    },
  };
}
