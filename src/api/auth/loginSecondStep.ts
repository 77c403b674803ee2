import { userAnswer } from '../answerSchemas';
import type { User } from '../contract/auth';
import type { SecondStepRequest } from '../contract/twoStep';
import { requestJson } from '../requestJson';
import { LOGIN_FAILED } from './login';

/** `POST /api/auth/login/two-step`: the ticket and a code; sets the session cookie. */
export function loginSecondStep(body: SecondStepRequest): Promise<User> {
  return requestJson('/api/auth/login/two-step', {
    method: 'POST',
    body,
    schema: userAnswer(),
    fallbackMessage: LOGIN_FAILED,
  });
}
