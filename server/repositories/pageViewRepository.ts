import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One row of the page counts (migration 0011): a page's views on one UTC day. */
export interface PageViewsTable {
  /** The route pattern, e.g. `/build-viewer/:buildId`. */
  page: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  count: number;
}

/** The table migration 0011 adds. */
// A type alias, not an interface: `withTables` needs an index-signature-compatible type.
export type PageViewTables = { page_views: PageViewsTable };

/** Counts page views and reads them back; holds nothing but counts. */
export interface PageViewRepository {
  /** Adds one view of `page` on `day`, creating the row, in one atomic statement. */
  increment(page: string, day: string): Promise<void>;
  /** Every row from `firstDay` to `lastDay` (inclusive). */
  between(firstDay: string, lastDay: string): Promise<PageViewsTable[]>;
}

/** The repository over one database. */
export function pageViewRepository(db: Kysely<Database>): PageViewRepository {
  const tables = db.withTables<PageViewTables>();
  return {
    async increment(page, day) {
      // insert … on conflict do update: atomic on SQLite and PostgreSQL alike, so views that
      // arrive together (even in other server processes) are never lost.
      await tables
        .insertInto('page_views')
        .values({ page, day, count: 1 })
        .onConflict((oc) =>
          oc.columns(['page', 'day']).doUpdateSet({ count: sql<number>`page_views.count + 1` }),
        )
        .execute();
    },
    between: (firstDay, lastDay) =>
      tables
        .selectFrom('page_views')
        .selectAll()
        .where('day', '>=', firstDay)
        .where('day', '<=', lastDay)
        .execute(),
  };
}
