import type { Kysely } from 'kysely';
import type { ModerationDecision, QueuedBuild } from '../../src/api/contract/admin';
import type { Listing } from '../../src/skills/buildListing';
import type { Build } from '../../src/skills/buildSchema';
import type { Database } from '../db/schema';
import {
  createModerationRepository,
  type ModerationRepository,
  type OpenReportRow,
} from '../repositories/moderationRepository';
import { bumpPublicListVersion } from '../repositories/publicListVersion';
import { reportDb } from '../repositories/reportRepository';
import type { OwnedSavedBuildRow } from '../repositories/savedBuildRepository';
import { savedBuildDb } from '../repositories/savedBuildTables';
import type { AdminActionService } from './adminActions';
import {
  buildModerationFields,
  findFlaggedContent,
  flaggedFields,
  reviewedTexts,
  type ModerationFields,
} from './moderation';
import { ADMIN_TEXTS, REPORT_REASONS } from '../../src/api/contract/adminTexts';

/**
 * The moderation queue of the desk: builds Restricted by moderation that no moderator decided on
 * yet, and builds with open reports, the longest waiting first. A decision (clear, keep, delete)
 * closes the build's reports and is recorded in the desk's record in the same transaction. Clear
 * and keep remember the flagged texts they covered (hashes), so saving the same texts again keeps
 * the decision while new flagged text queues the build again (savedBuilds.ts).
 */

/** The most builds the queue shows at once: the oldest; the rest follow as these are decided. */
const QUEUE_LIMIT = 100;

/** A moderator acting on the desk. */
interface Moderator {
  id: string;
  username: string;
}

/** What a decision did; undefined from `decide` when there is no such build. */
interface DecisionOutcome {
  message: string;
  sharing: Listing | null;
}

/** The queue and its decisions. */
export interface ModerationQueueService {
  /** `GET /api/admin/queue`. */
  queue(): Promise<QueuedBuild[]>;
  /** `POST /api/admin/builds/{id}/decision`; undefined for an unknown build. */
  decide(
    id: string,
    decision: ModerationDecision,
    moderator: Moderator,
  ): Promise<DecisionOutcome | undefined>;
}

/** What the service works with. */
export interface ModerationQueueDeps {
  db: Kysely<Database>;
  adminActions: AdminActionService;
  now?: () => Date;
}

/** The texts moderation reads, as the build was stored. */
function storedTexts(row: OwnedSavedBuildRow): ModerationFields {
  return buildModerationFields(
    {
      buildTitle: row.name,
      buildDescription: row.description,
      buildTags: JSON.parse(row.tags) as Build['buildTags'],
      buildTypeTags: JSON.parse(row.type_tags) as Build['buildTypeTags'],
    },
    row.guide,
  );
}

function reportReason(reason: string): (typeof REPORT_REASONS)[number] {
  // Stored from the contract's list; a reason dropped from it since reads as 'Other'.
  return (REPORT_REASONS as readonly string[]).includes(reason)
    ? (reason as (typeof REPORT_REASONS)[number])
    : 'Other';
}

function queuedView(row: OwnedSavedBuildRow, reports: readonly OpenReportRow[]): QueuedBuild {
  const flaggedBefore = JSON.parse(row.flagged_fields) as string[];
  return {
    id: row.id,
    url: row.url,
    title: row.name,
    username: row.username,
    sharing: row.sharing,
    chosen_sharing: row.chosen_sharing,
    updated_at: row.updated_at,
    // What is flagged now, and what a save flagged before (the owner may have cleaned it since).
    flagged: flaggedFields(storedTexts(row)).filter(
      (field) => field.spans.length > 0 || flaggedBefore.includes(field.field),
    ),
    reports: reports.map((report) => ({
      id: report.id,
      reason: reportReason(report.reason),
      detail: report.detail,
      created_at: report.created_at,
      reporter: report.reporter,
    })),
  };
}

/** The service over the database and the desk's record. */
export function createModerationQueueService({
  db,
  adminActions,
  now = () => new Date(),
}: ModerationQueueDeps): ModerationQueueService {
  const repositoryOf = (handle: Kysely<Database>): ModerationRepository =>
    createModerationRepository(reportDb(savedBuildDb(handle)));
  const reads = repositoryOf(db);

  return {
    async queue() {
      const rows = await reads.queue(QUEUE_LIMIT);
      const reports = await reads.openReports(rows.map((row) => row.id));
      return rows.map((row) =>
        queuedView(
          row,
          reports.filter((report) => report.build_id === row.id),
        ),
      );
    },

    async decide(id, { decision, note }, moderator) {
      try {
        return await db.transaction().execute(async (trx) => {
          const builds = repositoryOf(trx);
          const row = await builds.find(id);
          if (!row) return undefined;
          if (decision === 'delete') {
            await builds.remove(id);
            await adminActions.record(
              {
                actor: moderator,
                action: 'build.delete',
                target: row.url,
                note: `${row.url} “${row.name}” by ${row.username}${note ? `: ${note}` : ''}`,
              },
              trx,
            );
            return { message: ADMIN_TEXTS.deleted, sharing: null };
          }
          const texts = storedTexts(row);
          const review = {
            sharing: decision === 'clear' ? row.chosen_sharing : ('Restricted' as const),
            verdict: decision === 'clear' ? ('cleared' as const) : ('kept' as const),
            reviewed: JSON.stringify(reviewedTexts(texts, findFlaggedContent(texts))),
          };
          await builds.review(id, review);
          await builds.closeReports(id, now().toISOString(), moderator.username);
          await adminActions.record(
            {
              actor: moderator,
              action: decision === 'clear' ? 'build.clear' : 'build.keep',
              target: row.url,
              note,
            },
            trx,
          );
          return {
            message: decision === 'clear' ? ADMIN_TEXTS.cleared : ADMIN_TEXTS.kept,
            sharing: review.sharing,
          };
        });
      } finally {
        // A clear lists the build again, a keep or delete takes it off the community list.
        bumpPublicListVersion();
      }
    },
  };
}
