import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountTables } from './accountTables';
import type { SavedBuildDb, SavedBuildTables } from './savedBuildTables';

/**
 * Stores reports of builds (migration 0012). A report is a row of `build_reports` and the
 * build's place in the moderation queue, written in one transaction: the insert's unique key
 * (build, reporter) decides whether this is the reporter's first report of the build, however
 * many arrive at once, on SQLite and PostgreSQL alike.
 */

/** One report of one build by one account ('u:' + id) or browser ('v:' + sha256 of its id). */
interface BuildReportsTable {
  id: string;
  build_id: string;
  reporter_key: string;
  /** The reporting account, for the desk; null for a visitor (or once the account is gone). */
  reporter_id: string | null;
  reason: string;
  detail: string;
  /** ISO 8601 UTC. */
  created_at: string;
  /** When a moderator's decision closed it; null while open. */
  closed_at: string | null;
  /** The deciding moderator's username. */
  closed_by: string | null;
}

/** The table migration 0012 adds. */
// A type alias, not an interface: `$extendTables` needs an index-signature-compatible type.
type ReportTables = { build_reports: BuildReportsTable };

/** A database handle that knows the report, saved-build and account tables. */
export type ReportDb = Kysely<Database & AccountTables & SavedBuildTables & ReportTables>;

/** The same connection, typed with the report table too. */
export function reportDb(db: SavedBuildDb): ReportDb {
  return db.$extendTables<ReportTables>();
}

/** A new report as the service made it. */
type NewReport = Pick<
  BuildReportsTable,
  'id' | 'build_id' | 'reporter_key' | 'reporter_id' | 'reason' | 'detail' | 'created_at'
>;

/** Adds reports. */
export interface ReportRepository {
  /**
   * Adds the report unless its reporter already reported the build (false then), and puts the
   * build in the moderation queue unless it waits there already.
   */
  add(report: NewReport): Promise<boolean>;
}

/** The repository over one database. */
export function createReportRepository(db: ReportDb): ReportRepository {
  return {
    add: (report) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('build_reports')
          .values({ ...report, closed_at: null, closed_by: null })
          .onConflict((oc) => oc.columns(['build_id', 'reporter_key']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;
        await trx
          .updateTable('saved_builds')
          .set((eb) => ({
            review_since: eb.fn.coalesce('review_since', eb.val(report.created_at)),
          }))
          .where('id', '=', report.build_id)
          .execute();
        return true;
      }),
  };
}
