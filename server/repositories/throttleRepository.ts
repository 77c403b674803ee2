import { sql } from 'kysely';
import type { AccountDb } from './accountTables';

/** Fixed-window counters kept in the database, so every server process sees the same counts. */
export interface ThrottleRepository {
  /** Adds one to the bucket's window (creating it) and answers the new count, atomically. */
  increment(bucket: string, windowStart: string, expiresAt: string): Promise<number>;
  /** The bucket's count in that window, without counting (0 when none). */
  read(bucket: string, windowStart: string): Promise<number>;
  deleteExpired(now: string): Promise<void>;
}

/** The Kysely implementation of `ThrottleRepository`. */
export function createThrottleRepository(db: AccountDb): ThrottleRepository {
  return {
    async increment(bucket, windowStart, expiresAt) {
      // insert … on conflict do update … returning: one atomic statement on SQLite 3.35+ and
      // PostgreSQL, so concurrent requests (even in other processes) never lose a count.
      const row = await db
        .insertInto('throttle_counters')
        .values({ bucket, window_start: windowStart, count: 1, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet({ count: sql<number>`throttle_counters.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },
    async read(bucket, windowStart) {
      const row = await db
        .selectFrom('throttle_counters')
        .select('count')
        .where('bucket', '=', bucket)
        .where('window_start', '=', windowStart)
        .executeTakeFirst();
      return row?.count ?? 0;
    },
    async deleteExpired(now) {
      await db.deleteFrom('throttle_counters').where('expires_at', '<=', now).execute();
    },
  };
}
