import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One row of the desk's record (migration 0008). */
interface AdminActionsTable {
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  /** The moderator's account; null for the command line. */
  admin_id: string | null;
  admin_name: string;
  action: string;
  target: string;
  note: string;
}

/** The table migration 0008 adds. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type AdminActionTables = { admin_actions: AdminActionsTable };

/** What the record stores for one action. */
type AdminActionRow = AdminActionsTable;

/** Reads and appends the record; never updates or deletes it. */
export interface AdminActionRepository {
  /** Appends one action. Pass a transaction's handle to record it with the change it names. */
  insert(row: AdminActionRow, db?: Kysely<Database>): Promise<void>;
  /** Newest first; `limit + 1` rows are asked for so the caller knows if a next page exists. */
  list(offset: number, limit: number): Promise<AdminActionRow[]>;
}

/** The repository over one database. */
export function adminActionRepository(db: Kysely<Database>): AdminActionRepository {
  const tables = (handle: Kysely<Database>) => handle.$extendTables<AdminActionTables>();
  return {
    async insert(row, handle = db) {
      await tables(handle).insertInto('admin_actions').values(row).execute();
    },
    list: (offset, limit) =>
      tables(db)
        .selectFrom('admin_actions')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
  };
}
