import { messageAnswer } from '../answerSchemas';
import type { RegisterRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/** The spec's text (§8) when registration fails without a server message. */
const REGISTRATION_FAILED = 'Registration failed';

/** The spec's text (§8) when registration got no answer it could read. */
export const REGISTER_UNANSWERED = 'Failed to register';

/** `POST /api/auth/register`: starts a registration; the server mails a 6-digit code. */
export function register(body: RegisterRequest): Promise<MessageResponse> {
  return requestJson('/api/auth/register', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: REGISTRATION_FAILED,
    unansweredMessage: REGISTER_UNANSWERED,
  });
}
