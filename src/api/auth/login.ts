import { type LoginRequest, type User, userSchema } from '../contract/auth';
import { requestJson } from '../requestJson';

/** The spec's text (§8) when a login fails without a server message. */
export const LOGIN_FAILED = 'Login failed';

/** `POST /api/auth/login`: logs in, sets the session cookie and answers the user. */
export function login(body: LoginRequest): Promise<User> {
  return requestJson('/api/auth/login', {
    method: 'POST',
    body,
    schema: userSchema,
    fallbackMessage: LOGIN_FAILED,
  });
}
