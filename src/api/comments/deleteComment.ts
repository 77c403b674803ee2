import { messageAnswer } from '../answerSchemas';
import type { MessageResponse } from '../contract/message';
import { requestJson } from '../requestJson';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { commentApiPath } from './commentRequests';

/**
 * `DELETE /api/comments/{id}`: its writer deletes it for good (its replies stay, under a
 * placeholder). Rejects with an `ApiRequestError` carrying the server's message.
 */
export function deleteComment(id: string): Promise<MessageResponse> {
  return requestJson(commentApiPath(id), {
    method: 'DELETE',
    schema: messageAnswer,
    fallbackMessage: COMMENT_CALL_TEXTS.deleteFailed,
  });
}
