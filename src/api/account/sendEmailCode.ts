import { messageAnswer } from '../answerSchemas';
import type { SendEmailCodeRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/** The spec's text (§8) when the code for a new email cannot be sent. */
export const SEND_EMAIL_CODE_FAILED = 'Failed to send verification code';

/** `POST /api/account/send-email-code`: mails a code to the new address. */
export function sendEmailCode(body: SendEmailCodeRequest): Promise<MessageResponse> {
  return requestJson('/api/account/send-email-code', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: SEND_EMAIL_CODE_FAILED,
  });
}
