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
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
export type PageViewTables = { page_views: PageViewsTable };

/** Rows per statement: 3 parameters each stays under SQLite's oldest limit of 999. */
const ROWS_PER_STATEMENT = 300;

/** Counts page views and reads them back; holds nothing but counts. */
export interface PageViewRepository {
  /**
   * Adds each row's count to its page and day (creating the row), one statement per 300 rows,
   * in a fixed order so two processes never deadlock.
   */
  addCounts(rows: readonly PageViewsTable[]): Promise<void>;
  /** Every row from `firstDay` to `lastDay` (inclusive). */
  between(firstDay: string, lastDay: string): Promise<PageViewsTable[]>;
}

/** The repository over one database. */
export function pageViewRepository(db: Kysely<Database>): PageViewRepository {
  const tables = db.$extendTables<PageViewTables>();
  return {
    async addCounts(rows) {
      const sorted = [...rows].sort(
        (a, b) => a.day.localeCompare(b.day) || a.page.localeCompare(b.page),
      );
      for (let at = 0; at < sorted.length; at += ROWS_PER_STATEMENT) {
        // insert … on conflict do update: atomic on SQLite and PostgreSQL alike, so views that
        // other server processes write at the same time are never lost.
        await tables
          .insertInto('page_views')
          .values(sorted.slice(at, at + ROWS_PER_STATEMENT))
          .onConflict((oc) =>
            oc
              .columns(['page', 'day'])
              .doUpdateSet({ count: sql<number>`page_views.count + excluded.count` }),
          )
          .execute();
      }
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
