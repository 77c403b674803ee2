import type { FeedbackItem } from '../contract/feedback';
import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/**
 * `PATCH /api/admin/feedback/{id}` with `{done}`: marks a message done, or opens it again.
 * Resolves with the message as it now is; rejects with an `ApiRequestError`.
 */
export function markFeedback(id: string, done: boolean): Promise<FeedbackItem> {
  return requestJson(`/api/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { done },
    schema: import('../contract/feedback').then((contract) => contract.feedbackItemSchema),
    fallbackMessage: ADMIN_CHANGE_FAILED,
  });
}
