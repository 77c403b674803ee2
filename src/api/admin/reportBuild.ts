import type { ReportRequest } from '../contract/admin';
import { type MessageResponse, messageResponseSchema } from '../contract/message';
import { requestJson } from '../requestJson';

/** The report path of a saved build, by its id or short public url. */
function reportPath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}/report`;
}

/** What a failed report says when the server gave no message of its own. */
const REPORT_FAILED = 'The report could not be sent. Please try again later.';

/**
 * `POST /api/saved-builds/{url}/report`: asks a moderator to look at a build. Resolves with the
 * 201's message; rejects with an `ApiRequestError` (409 already reported, 429 too many).
 */
export function reportBuild(idOrUrl: string, report: ReportRequest): Promise<MessageResponse> {
  return requestJson(reportPath(idOrUrl), {
    method: 'POST',
    body: report,
    schema: messageResponseSchema,
    fallbackMessage: REPORT_FAILED,
  });
}
