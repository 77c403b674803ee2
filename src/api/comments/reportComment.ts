import { messageAnswer } from '../answerSchemas';
import type { CommentReportRequest } from '../contract/comments';
import type { MessageResponse } from '../contract/message';
import { requestJson } from '../requestJson';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { commentApiPath } from './commentRequests';

/**
 * `POST /api/comments/{id}/report`: asks a moderator to look at someone else's comment (201).
 * Rejects with an `ApiRequestError` (400 their own, 404, 409 already reported, 429).
 */
export function reportComment(id: string, report: CommentReportRequest): Promise<MessageResponse> {
  return requestJson(`${commentApiPath(id)}/report`, {
    method: 'POST',
    body: report,
    schema: messageAnswer,
    fallbackMessage: COMMENT_CALL_TEXTS.reportFailed,
  });
}
