import type { Selectable } from 'kysely';
import type { AccountDb, SessionsTable } from './accountTables';

/** A stored session (its id is the SHA-256 of the cookie token). */
export type SessionRow = Selectable<SessionsTable>;

/** Login sessions; each query is scoped to one session or one account. */
export interface SessionRepository {
  create(session: SessionRow): Promise<void>;
  findById(id: string): Promise<SessionRow | undefined>;
  /** Sets last_seen_at (and the idle expiry that moves with it). */
  touch(id: string, lastSeenAt: string, expiresAt: string): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of the account, except `exceptId` when given. */
  deleteForUser(userId: string, exceptId?: string): Promise<number>;
  /** Removes sessions past their expiry. */
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `SessionRepository`. */
export function createSessionRepository(db: AccountDb): SessionRepository {
  return {
    async create(session) {
      await db.insertInto('sessions').values(session).execute();
    },
    findById: (id) => db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    async touch(id, lastSeenAt, expiresAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },
    async delete(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteForUser(userId, exceptId) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async deleteExpired(now) {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
