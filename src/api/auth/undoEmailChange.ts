import { messageAnswer } from '../answerSchemas';
import type { UndoEmailChangeRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/** What the undo page says when the call fails without a server message. */
export const UNDO_EMAIL_CHANGE_FAILED =
  'The email change could not be undone. Please try again in a moment.';

/** `POST /api/auth/undo-email-change`: the old address comes back and every session ends. */
export function undoEmailChange(body: UndoEmailChangeRequest): Promise<MessageResponse> {
  return requestJson('/api/auth/undo-email-change', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: UNDO_EMAIL_CHANGE_FAILED,
  });
}
