import { userAnswer } from '../answerSchemas';
import type { VerifySignupRequest } from '../contract/auth';
import { requestJson } from '../requestJson';
import type { User } from '../contract/user';

/** The spec's text (§8) when the code check fails without a server message. */
const VERIFICATION_FAILED = 'Verification failed';

/** The spec's text (§8) when the code check got no answer it could read. */
export const VERIFY_SIGNUP_UNANSWERED = 'Failed to verify signup';

/** `POST /api/auth/verify-signup`: the mailed code creates the account and logs it in. */
export function verifySignup(body: VerifySignupRequest): Promise<User> {
  return requestJson('/api/auth/verify-signup', {
    method: 'POST',
    body,
    schema: userAnswer(),
    fallbackMessage: VERIFICATION_FAILED,
    unansweredMessage: VERIFY_SIGNUP_UNANSWERED,
  });
}
