import { messageAnswer } from '../answerSchemas';
import type { DeleteAccountRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/** The spec's text (§8) when the account cannot be deleted. */
export const DELETE_ACCOUNT_FAILED = 'Failed to delete account';

/** `DELETE /api/users/{username}`: deletes the caller's own account (the path names it). */
export function deleteAccount(
  username: string,
  body: DeleteAccountRequest,
): Promise<MessageResponse> {
  return requestJson(`/api/users/${encodeURIComponent(username)}`, {
    method: 'DELETE',
    body,
    schema: messageAnswer(),
    fallbackMessage: DELETE_ACCOUNT_FAILED,
  });
}
