import type { z } from 'zod';
import type { CommentDecision, commentDecisionResponseSchema } from '../contract/comments';
import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/** The answer to a decision on a comment: the API's message and the comment's state after it. */
type CommentDecisionResult = z.infer<typeof commentDecisionResponseSchema>;

/**
 * `POST /api/admin/comments/{id}/decision`: keeps (shows to everyone) or removes a queued
 * comment, with an optional note for the record. Rejects with an `ApiRequestError`.
 */
export function decideComment(
  commentId: string,
  decision: CommentDecision['decision'],
  note: string,
): Promise<CommentDecisionResult> {
  return requestJson(`/api/admin/comments/${encodeURIComponent(commentId)}/decision`, {
    method: 'POST',
    body: { decision, note } satisfies CommentDecision,
    schema: import('../contract/comments').then(
      (contract) => contract.commentDecisionResponseSchema,
    ),
    fallbackMessage: ADMIN_CHANGE_FAILED,
  });
}
