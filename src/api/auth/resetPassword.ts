import { messageAnswer } from '../answerSchemas';
import type {
  ResetPasswordComplete,
  ResetPasswordRequest,
  ResetPasswordToken,
  ResetPasswordVerify,
} from '../contract/auth';
import { requestJson } from '../requestJson';
import type { MessageResponse } from '../contract/message';

/** The spec's texts (§8) for the three steps of a password reset. */
export const RESET_REQUEST_FAILED =
  'There was a problem processing your request. Please try again later.';
export const RESET_VERIFY_FAILED = 'Invalid verification code.';
export const RESET_COMPLETE_FAILED =
  'There was a problem resetting your password. Please try again later.';

/**
 * `POST /api/auth/reset-password/request`: mails a code. The forgot-password form sends a
 * username; the account page (logged in) also sends the current and the new password.
 */
export function requestPasswordReset(body: ResetPasswordRequest): Promise<MessageResponse> {
  return requestJson('/api/auth/reset-password/request', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: RESET_REQUEST_FAILED,
  });
}

/** `POST /api/auth/reset-password/verify`: trades the mailed code for a one-use token. */
export function verifyPasswordReset(body: ResetPasswordVerify): Promise<ResetPasswordToken> {
  return requestJson('/api/auth/reset-password/verify', {
    method: 'POST',
    body,
    schema: import('../contract/auth').then(
      ({ resetPasswordTokenSchema }) => resetPasswordTokenSchema,
    ),
    fallbackMessage: RESET_VERIFY_FAILED,
  });
}

/** `POST /api/auth/reset-password/complete`: sets the new password with the token. */
export function completePasswordReset(body: ResetPasswordComplete): Promise<MessageResponse> {
  return requestJson('/api/auth/reset-password/complete', {
    method: 'POST',
    body,
    schema: messageAnswer(),
    fallbackMessage: RESET_COMPLETE_FAILED,
  });
}
