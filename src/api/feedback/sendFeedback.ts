import type { FeedbackRequest } from '../contract/feedback';
import { FEEDBACK_TEXTS } from '../contract/feedbackTexts';
import { ApiRequestError, requestJson } from '../requestJson';

/**
 * `POST /api/feedback` (spec §3 Feedback submission, §7): sends the player's feedback with a
 * bot-check token for `feedback_form`. Rejects with an `ApiRequestError`: status 429 when this
 * address sent too many, 0 on a network failure; its message is the server's or the spec's
 * error text (§8). The answer's schema (and zod) loads on the first send, not with the form.
 */
export async function sendFeedback(request: FeedbackRequest): Promise<{ message: string }> {
  const { feedbackResponseSchema } = await import('../contract/feedback').catch(() => {
    // The chunk could not be fetched: for the player that is a network failure.
    throw new ApiRequestError(FEEDBACK_TEXTS.error, 0);
  });
  return requestJson('/api/feedback', {
    method: 'POST',
    body: request,
    schema: feedbackResponseSchema,
    fallbackMessage: FEEDBACK_TEXTS.error,
  });
}
