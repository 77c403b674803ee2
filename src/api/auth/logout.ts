import { requestJson } from '../requestJson';

/** The spec's text (§8) when logging out fails without a server message. */
export const LOGOUT_FAILED = 'Logout failed';

/** The spec's text (§8) when logging out got no answer it could read. */
export const LOGOUT_UNANSWERED = 'Failed to logout';

/** `POST /api/auth/logout`: ends this browser's session (204, no body). */
export async function logout(): Promise<void> {
  await requestJson<undefined>('/api/auth/logout', {
    method: 'POST',
    fallbackMessage: LOGOUT_FAILED,
    unansweredMessage: LOGOUT_UNANSWERED,
  });
}
