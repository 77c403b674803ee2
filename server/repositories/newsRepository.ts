import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One row of the news feed (migration 0009). */
export interface NewsItemsTable {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  tagline: string;
  /** A path under /images/news/. */
  image_url: string;
  link_url: string;
  /** JSON array of keyword names. */
  keywords: string;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string;
}

/** The table migration 0009 adds. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type NewsTables = { news_items: NewsItemsTable };

/** What an edit changes: everything but the id and creation time. */
type NewsItemChange = Omit<NewsItemsTable, 'id' | 'created_at'>;

/** Reads and edits the news feed's rows. */
export interface NewsRepository {
  /** Every item, newest date first; on one date the newer entry first. */
  list(): Promise<NewsItemsTable[]>;
  /** Adds one item, in `db` (a transaction) when given. */
  insert(row: NewsItemsTable, db?: Kysely<Database>): Promise<void>;
  /** Changes one item; false when there is no such item. */
  update(id: string, change: NewsItemChange, db?: Kysely<Database>): Promise<boolean>;
  /** Removes one item; false when there is no such item. */
  remove(id: string, db?: Kysely<Database>): Promise<boolean>;
}

/** The repository over one database. */
export function newsRepository(db: Kysely<Database>): NewsRepository {
  const tables = (handle: Kysely<Database>) => handle.$extendTables<NewsTables>();
  return {
    list: () =>
      tables(db)
        .selectFrom('news_items')
        .selectAll()
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    async insert(row, handle = db) {
      await tables(handle).insertInto('news_items').values(row).execute();
    },
    async update(id, change, handle = db) {
      const result = await tables(handle)
        .updateTable('news_items')
        .set(change)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async remove(id, handle = db) {
      const result = await tables(handle)
        .deleteFrom('news_items')
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
