import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One feedback message (migration 0010). */
interface FeedbackTable {
  id: string;
  feedback: string;
  email: string | null;
  page: string | null;
  /** ISO 8601 UTC. */
  created_at: string;
  /** When a moderator marked it done; null while open. */
  done_at: string | null;
  /** The moderator's account id; null while open. */
  done_by: string | null;
}

/** The table migration 0010 adds. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
export type FeedbackTables = { feedback: FeedbackTable };

/** A stored feedback message. */
export type FeedbackRow = FeedbackTable;

/** Whether the inbox shows open or done messages. */
export type FeedbackStatus = 'open' | 'done';

/** Stores feedback and reads the inbox. */
export interface FeedbackRepository {
  insert(row: FeedbackRow): Promise<void>;
  /** Newest first; ask for `limit + 1` rows to know whether a next page exists. */
  list(status: FeedbackStatus, offset: number, limit: number): Promise<FeedbackRow[]>;
  countOpen(): Promise<number>;
  find(id: string): Promise<FeedbackRow | undefined>;
  /** Marks done (when, by which moderator's account) or open again (null). */
  setDone(id: string, done: { at: string; by: string } | null): Promise<void>;
}

/** The repository over one database, or over a transaction's handle. */
export function feedbackRepository(db: Kysely<Database>): FeedbackRepository {
  const tables = (handle: Kysely<Database>) => handle.$extendTables<FeedbackTables>();
  return {
    async insert(row) {
      await tables(db).insertInto('feedback').values(row).execute();
    },
    list: (status, offset, limit) =>
      tables(db)
        .selectFrom('feedback')
        .selectAll()
        .where('done_at', status === 'open' ? 'is' : 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    async countOpen() {
      const row = await tables(db)
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('done_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    find: (id) =>
      tables(db).selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst(),
    async setDone(id, done) {
      await tables(db)
        .updateTable('feedback')
        .set({ done_at: done?.at ?? null, done_by: done?.by ?? null })
        .where('id', '=', id)
        .execute();
    },
  };
}
