import { messageAnswer } from '../answerSchemas';
import type { MessageResponse } from '../contract/message';
import { requestJson } from '../requestJson';
import { collectionApiPath } from './collectionRequests';

/** What a failed deletion says when the server gave no reason of its own. */
const DELETE_FAILED = 'The collection could not be deleted. Please try again.';

/**
 * `DELETE /api/collections/{id}`: deletes one of the player's collections (never their
 * Favourites: 400). The builds in it stay where they are; only the list goes.
 */
export function deleteCollection(id: string): Promise<MessageResponse> {
  return requestJson(collectionApiPath(id), {
    method: 'DELETE',
    schema: messageAnswer,
    fallbackMessage: DELETE_FAILED,
  });
}
