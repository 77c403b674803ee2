import { FEEDBACK_TEXTS, type FeedbackRequest, feedbackResponseSchema } from '../contract/feedback';
import { requestJson } from '../requestJson';

/**
 * `POST /api/feedback` (spec §3 Feedback submission, §7): sends the player's feedback with a
 * bot-check token for `feedback_form`. Rejects with an `ApiRequestError`: status 429 when this
 * address sent too many, 0 on a network failure; its message is the server's or the spec's
 * error text (§8).
 */
export function sendFeedback(request: FeedbackRequest): Promise<{ message: string }> {
  return requestJson('/api/feedback', {
    method: 'POST',
    body: request,
    schema: feedbackResponseSchema,
    fallbackMessage: FEEDBACK_TEXTS.error,
  });
}
