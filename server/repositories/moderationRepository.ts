import type { Listing } from '../../src/skills/buildListing';
import { rewritePublicKeys } from './publicBuildKeys';
import { rewriteSearchRows } from './buildSearch';
import { rewriteBuildSkills } from './buildSkills';
import type { OwnedSavedBuildRow, SavedBuildRow } from './savedBuildRepository';
import type { ReportDb } from './reportRepository';

/**
 * The moderation queue's reads and a decision's writes (migration 0012). Reads run on the
 * connection; a decision's writes take the handle of the service's transaction, so the build,
 * its reports, its community-list keys and the desk's record change together or not at all.
 */

/** One open report as the desk shows it. */
export interface OpenReportRow {
  id: string;
  build_id: string;
  reason: string;
  detail: string;
  created_at: string;
  /** The reporting account's current username; null for a visitor or a deleted account. */
  reporter: string | null;
}

/** What a decision writes on the build. */
interface Review {
  sharing: Listing;
  verdict: 'cleared' | 'kept';
  /** JSON of the reviewed texts (moderation.ts `reviewedTexts`). */
  reviewed: string;
}

/** Reads the queue and writes decisions. */
export interface ModerationRepository {
  /** The builds waiting for a moderator, the longest waiting first, at most `limit`. */
  queue(limit: number): Promise<OwnedSavedBuildRow[]>;
  /** The open reports of these builds, oldest first. */
  openReports(buildIds: readonly string[]): Promise<OpenReportRow[]>;
  /** One build with its owner's username. */
  find(id: string): Promise<OwnedSavedBuildRow | undefined>;
  /** Writes the decision, takes the build out of the queue and rewrites its list keys. */
  review(id: string, review: Review): Promise<SavedBuildRow | undefined>;
  /** Closes the build's open reports as decided by `by` at `now`. */
  closeReports(buildId: string, now: string, by: string): Promise<void>;
  /** Deletes the build; the cascade removes its likes, reports and list keys. */
  remove(id: string): Promise<boolean>;
}

/** The repository over one handle: the connection, or a transaction. */
export function createModerationRepository(db: ReportDb): ModerationRepository {
  const owned = () =>
    db
      .selectFrom('saved_builds')
      .innerJoin('users', 'users.id', 'saved_builds.user_id')
      .selectAll('saved_builds')
      .select('users.username');

  return {
    queue: (limit) =>
      owned()
        .where('saved_builds.review_since', 'is not', null)
        .orderBy('saved_builds.review_since')
        .orderBy('saved_builds.id')
        .limit(limit)
        .execute(),

    async openReports(buildIds) {
      if (buildIds.length === 0) return [];
      return db
        .selectFrom('build_reports')
        .leftJoin('users', 'users.id', 'build_reports.reporter_id')
        .select([
          'build_reports.id',
          'build_reports.build_id',
          'build_reports.reason',
          'build_reports.detail',
          'build_reports.created_at',
          'users.username as reporter',
        ])
        .where('build_reports.build_id', 'in', buildIds)
        .where('build_reports.closed_at', 'is', null)
        .orderBy('build_reports.created_at')
        .orderBy('build_reports.id')
        .execute();
    },

    find: (id) => owned().where('saved_builds.id', '=', id).executeTakeFirst(),

    async review(id, { sharing, verdict, reviewed }) {
      const row = await db
        .updateTable('saved_builds')
        .set({
          sharing,
          moderation_verdict: verdict,
          moderation_reviewed: reviewed,
          review_since: null,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row) {
        await rewritePublicKeys(db, row);
        await rewriteSearchRows(db, [row]);
        await rewriteBuildSkills(db, [row]);
      }
      return row;
    },

    async closeReports(buildId, now, by) {
      await db
        .updateTable('build_reports')
        .set({ closed_at: now, closed_by: by })
        .where('build_id', '=', buildId)
        .where('closed_at', 'is', null)
        .execute();
    },

    async remove(id) {
      const result = await db.deleteFrom('saved_builds').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
