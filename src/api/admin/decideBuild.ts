import type { z } from 'zod';
import type { ModerationDecision, moderationDecisionResponseSchema } from '../contract/admin';
import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/** The answer to a decision: the API's message and the build's listing after it. */
export type DecisionResult = z.infer<typeof moderationDecisionResponseSchema>;

/** The decision path of a queued build, by its id. */
function decisionPath(buildId: string): string {
  return `/api/admin/builds/${encodeURIComponent(buildId)}/decision`;
}

/**
 * `POST /api/admin/builds/{id}/decision`: clears, keeps Restricted or deletes a queued build,
 * with an optional note for the record. Rejects with an `ApiRequestError` carrying the server's
 * message.
 */
export function decideBuild(
  buildId: string,
  decision: ModerationDecision['decision'],
  note: string,
): Promise<DecisionResult> {
  return requestJson(decisionPath(buildId), {
    method: 'POST',
    body: { decision, note },
    schema: import('../contract/admin').then(
      (contract) => contract.moderationDecisionResponseSchema,
    ),
    fallbackMessage: ADMIN_CHANGE_FAILED,
  });
}
