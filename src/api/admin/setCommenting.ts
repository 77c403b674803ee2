import type { z } from 'zod';
import type { CommentingRequest, commentingResponseSchema } from '../contract/comments';
import { requestJson } from '../requestJson';
import { ADMIN_CHANGE_FAILED } from './adminRead';

/** The answer to a suspension: the API's message and whether the account is suspended now. */
type CommentingResult = z.infer<typeof commentingResponseSchema>;

/**
 * `PUT /api/admin/users/{username}/commenting`: suspends (or restores) an account's commenting,
 * with an optional note for the record. Rejects with an `ApiRequestError`.
 */
export function setCommenting(
  username: string,
  suspended: boolean,
  note: string,
): Promise<CommentingResult> {
  return requestJson(`/api/admin/users/${encodeURIComponent(username)}/commenting`, {
    method: 'PUT',
    body: { suspended, note } satisfies CommentingRequest,
    schema: import('../contract/comments').then((contract) => contract.commentingResponseSchema),
    fallbackMessage: ADMIN_CHANGE_FAILED,
  });
}
