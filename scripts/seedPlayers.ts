import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppDatabase } from '../server/db/database';
import {
  accountDb,
  type SessionsTable,
  type UsersTable,
} from '../server/repositories/accountTables';
import { createPasswordHasher, PRODUCTION_PASSWORD_HASH } from '../server/services/passwords';
import { DAY_MS, isoTime, randomToken, sha256Hex } from '../server/services/secrets';
import { emailKey, usernameKey } from '../src/api/contract/accountRules';

/*
 * Players written straight into the database, each with a logged-in remember-me session, for
 * the suites that storm a real server (crash, concurrency, backup): signing up thousands of
 * players through register → mailed code → verify-signup would spend minutes on bot-check
 * proofs and password hashes that those suites do not test. The rows are what the sign-up
 * writes: one real argon2id hash (production parameters, of a password nobody knows) shared by
 * all, and each session stored as the SHA-256 of the cookie's token, as sessions.ts does.
 */

/** A seeded player: the account's id and name, and the cookie of its session. */
export interface SeededPlayer {
  id: string;
  username: string;
  /** `arrakis_session=<token>`: the server's cookie over http. */
  cookie: string;
}

/** Rows per insert: 500 users of 11 columns stay far below SQLite's 32,766 variables. */
const CHUNK = 500;

/**
 * Seeds `count` players named `<prefix>00000`, `<prefix>00001`… through a direct connection
 * to `database`, a chunk per transaction. The prefix must be unique to the database.
 */
export async function seedPlayers(
  database: AppDatabase,
  count: number,
  prefix: string,
): Promise<SeededPlayer[]> {
  const db = accountDb(database.db);
  const passwordHash = await createPasswordHasher(PRODUCTION_PASSWORD_HASH).hash(randomToken());
  const now = Date.now();
  const createdAt = isoTime(0, now);
  const players: SeededPlayer[] = [];
  for (let start = 0; start < count; start += CHUNK) {
    const users: Insertable<UsersTable>[] = [];
    const sessions: Insertable<SessionsTable>[] = [];
    for (let i = start; i < Math.min(start + CHUNK, count); i++) {
      const id = randomUUID();
      const username = `${prefix}${String(i).padStart(5, '0')}`;
      const email = `${username.toLowerCase()}@arrakis.test`;
      users.push({
        id,
        username,
        username_key: usernameKey(username),
        email,
        email_key: emailKey(email),
        password_hash: passwordHash,
        role: 'user',
        avatar_url: null,
        created_at: createdAt,
        last_login_at: createdAt,
        previous_login_at: null,
      });
      const token = randomToken();
      sessions.push({
        id: sha256Hex(token),
        user_id: id,
        created_at: createdAt,
        last_seen_at: createdAt,
        expires_at: isoTime(14 * DAY_MS, now),
        remember: 1,
      });
      players.push({ id, username, cookie: `arrakis_session=${token}` });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      await trx.insertInto('sessions').values(sessions).execute();
    });
  }
  return players;
}
