import { userAnswer } from '../answerSchemas';
import type { LoginRequest } from '../contract/auth';
import { MESSAGES } from '../contract/authTexts';
import type { SecondStep } from '../contract/twoStep';
import { ApiRequestError, requestJson } from '../requestJson';
import type { User } from '../contract/user';

/** The answer's schema, loaded beside the request: the player, or the second step's ticket. */
const loginAnswer = () =>
  Promise.all([userAnswer(), import('../contract/twoStep')]).then(([user, { secondStepSchema }]) =>
    user.or(secondStepSchema),
  );

/** The spec's text (§8) when a login fails without a server message. */
export const LOGIN_FAILED = 'Login failed';

/** The spec's text (§8) when a login got no answer it could read (network, a proxy's page). */
export const LOGIN_UNANSWERED = 'Failed to login';

/**
 * `POST /api/auth/login`: logs in, sets the session cookie and answers the user; an account
 * with two-step sign-in answers a ticket for the second step instead (see loginSecondStep.ts).
 */
export function login(body: LoginRequest): Promise<User | SecondStep> {
  return requestJson('/api/auth/login', {
    method: 'POST',
    body,
    schema: loginAnswer(),
    fallbackMessage: LOGIN_FAILED,
    unansweredMessage: LOGIN_UNANSWERED,
  });
}

/** Whether a failed login asks for the harder check (then solve it and send the login again). */
export function asksForStepUp(failure: unknown): boolean {
  return (
    failure instanceof ApiRequestError &&
    failure.status === 401 &&
    failure.message === MESSAGES.loginStepUp
  );
}

/** What the login form shows while the harder check is solved. */
export const LOGIN_STEP_UP = MESSAGES.loginStepUp;
