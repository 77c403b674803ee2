import { userAnswer } from '../answerSchemas';
import type { SecondStepRequest } from '../contract/twoStep';
import { requestJson } from '../requestJson';
import { LOGIN_FAILED, LOGIN_UNANSWERED } from './login';
import type { User } from '../contract/user';

/** `POST /api/auth/login/two-step`: the ticket and a code; sets the session cookie. */
export function loginSecondStep(body: SecondStepRequest): Promise<User> {
  return requestJson('/api/auth/login/two-step', {
    method: 'POST',
    body,
    schema: userAnswer(),
    fallbackMessage: LOGIN_FAILED,
    unansweredMessage: LOGIN_UNANSWERED,
  });
}
