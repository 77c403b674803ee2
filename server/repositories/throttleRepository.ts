import { sql } from 'kysely';
import type { AccountDb } from './accountTables';

/** Hits one process counted in a bucket's window since it last wrote them. */
interface CountIncrement {
  bucket: string;
  windowStart: string;
  expiresAt: string;
  count: number;
}

/** Rows per statement: 4 parameters each stays under SQLite's oldest limit of 999. */
const ROWS_PER_STATEMENT = 200;

/** Fixed-window counters kept in the database, so every server process sees the same counts. */
export interface ThrottleRepository {
  /** Adds one to the bucket's window (creating it) and answers the new count, atomically. */
  increment(bucket: string, windowStart: string, expiresAt: string): Promise<number>;
  /** The bucket's count in that window, without counting (0 when none). */
  read(bucket: string, windowStart: string): Promise<number>;
  /**
   * Adds each increment to its bucket's window (creating it) and answers the new totals in the
   * same order: one statement per 200 rows, in a fixed order so two processes never deadlock.
   */
  addCounts(increments: readonly CountIncrement[]): Promise<number[]>;
  deleteExpired(now: string): Promise<void>;
}

const rowKey = (bucket: string, windowStart: string) => `${bucket}\n${windowStart}`;

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
    async addCounts(increments) {
      const sorted = [...increments].sort(
        (a, b) => a.bucket.localeCompare(b.bucket) || a.windowStart.localeCompare(b.windowStart),
      );
      const totals = new Map<string, number>();
      for (let at = 0; at < sorted.length; at += ROWS_PER_STATEMENT) {
        const rows = await db
          .insertInto('throttle_counters')
          .values(
            sorted.slice(at, at + ROWS_PER_STATEMENT).map((row) => ({
              bucket: row.bucket,
              window_start: row.windowStart,
              count: row.count,
              expires_at: row.expiresAt,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['bucket', 'window_start'])
              .doUpdateSet({ count: sql<number>`throttle_counters.count + excluded.count` }),
          )
          .returning(['bucket', 'window_start', 'count'])
          .execute();
        for (const row of rows) totals.set(rowKey(row.bucket, row.window_start), row.count);
      }
      return increments.map((row) => totals.get(rowKey(row.bucket, row.windowStart)) ?? 0);
    },
    async deleteExpired(now) {
      await db.deleteFrom('throttle_counters').where('expires_at', '<=', now).execute();
    },
  };
}
