import { messageAnswer } from '../answerSchemas';
import type { ForgotUsernameRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/**
 * The text when the forgot-username call fails without a server message. The spec quotes none
 * for this form, so it says what the password reset's request says in the same situation.
 */
export const FORGOT_USERNAME_FAILED =
  'There was a problem processing your request. Please try again later.';

/** `POST /api/auth/forgot-username`: mails the username to the address, if an account has it. */
export function forgotUsername(body: ForgotUsernameRequest): Promise<MessageResponse> {
  return requestJson('/api/auth/forgot-username', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: FORGOT_USERNAME_FAILED,
  });
}
