import { randomUUID } from 'node:crypto';
import type { ReportRequest } from '../../src/api/contract/admin';
import type { ReportRepository } from '../repositories/reportRepository';
import type { SavedBuildRepository } from '../repositories/savedBuildRepository';
import { likerKey, type Liker } from './likes';
import type { SavedBuildKey } from './savedBuilds';
import { HOUR_MS } from './secrets';
import type { Throttle, ThrottleRule } from './throttle';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';

/**
 * Reports of builds from the viewer (for the moderators' desk): anyone who may see a build reports
 * it once (an account once, a browser once by its visitor cookie, as for likes), which puts it in
 * the moderation queue. Reports from one address are limited in the database, across every server
 * process, since a new cookie is a new browser.
 */

/** Reports one address may send in an hour, accounts and visitors together. */
export const REPORTS_PER_ADDRESS: ThrottleRule = {
  name: 'report-address',
  windowMs: HOUR_MS,
  max: 10,
  message: ADMIN_TEXTS.tooManyReports,
};

/** What a report did; the route maps each to its status code. */
type ReportOutcome = 'reported' | 'already-reported' | 'not-found';

/** Takes reports. */
export interface ReportService {
  /** Reports the build if `reporter` may see it; `ip` is the client address for the limit. */
  report(
    key: SavedBuildKey,
    reporter: Liker,
    request: ReportRequest,
    ip: string,
  ): Promise<ReportOutcome>;
}

/** What the service works with. */
export interface ReportServiceDeps {
  reports: ReportRepository;
  savedBuilds: SavedBuildRepository;
  throttle: Throttle;
  now?: () => Date;
}

/** The service over its repositories. */
export function createReportService({
  reports,
  savedBuilds,
  throttle,
  now = () => new Date(),
}: ReportServiceDeps): ReportService {
  return {
    async report(key, reporter, request, ip) {
      await throttle.hit(REPORTS_PER_ADDRESS, ip);
      const row =
        'id' in key ? await savedBuilds.findById(key.id) : await savedBuilds.findByUrl(key.url);
      const own =
        row !== undefined && reporter.kind === 'account' && row.user_id === reporter.userId;
      // The same answer whether it does not exist or the reporter may not see it.
      if (!row || (row.sharing !== 'Public' && !own)) return 'not-found';
      const added = await reports.add({
        id: randomUUID(),
        build_id: row.id,
        reporter_key: likerKey(reporter),
        reporter_id: reporter.kind === 'account' ? reporter.userId : null,
        reason: request.reason,
        detail: request.detail,
        created_at: now().toISOString(),
      });
      return added ? 'reported' : 'already-reported';
    },
  };
}
