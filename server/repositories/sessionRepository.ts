import type { Selectable } from 'kysely';
import type { AccountDb, SessionsTable } from './accountTables';
import type { UserRow } from './userRepository';

/** A stored session (its id is the SHA-256 of the cookie token). */
export type SessionRow = Selectable<SessionsTable>;

/** Login sessions; each query is scoped to one session or one account. */
export interface SessionRepository {
  create(session: SessionRow): Promise<void>;
  findById(id: string): Promise<SessionRow | undefined>;
  /** The session and its account in one query (every API request with a cookie asks). */
  findWithUser(id: string): Promise<{ session: SessionRow; user: UserRow } | undefined>;
  /** Sets last_seen_at (and the idle expiry that moves with it). */
  touch(id: string, lastSeenAt: string, expiresAt: string): Promise<void>;
  delete(id: string): Promise<void>;
  /** Ends every session of the account, except `exceptId` when given. */
  deleteForUser(userId: string, exceptId?: string): Promise<number>;
  /** Removes sessions past their expiry. */
  deleteExpired(now: string): Promise<void>;
  /** Ends every session of every account (the operator's command after an incident). */
  deleteAll(): Promise<number>;
}

/** The Kysely implementation of `SessionRepository`. */
export function createSessionRepository(db: AccountDb): SessionRepository {
  return {
    async create(session) {
      await db.insertInto('sessions').values(session).execute();
    },
    async findWithUser(id) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.id as session_id',
          'sessions.created_at as session_created_at',
          'sessions.last_seen_at as session_last_seen_at',
          'sessions.expires_at as session_expires_at',
          'sessions.remember as session_remember',
        ])
        .where('sessions.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const {
        session_id,
        session_created_at,
        session_last_seen_at,
        session_expires_at,
        session_remember,
        ...user
      } = row;
      return {
        user,
        session: {
          id: session_id,
          user_id: user.id,
          created_at: session_created_at,
          last_seen_at: session_last_seen_at,
          expires_at: session_expires_at,
          remember: session_remember,
        },
      };
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
    async deleteAll() {
      const result = await db.deleteFrom('sessions').executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
