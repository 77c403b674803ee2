import { requestJson } from '../requestJson';

/** The spec's text (§8) when ending every session fails without a server message. */
export const LOGOUT_ALL_FAILED = 'Logout all sessions failed';

/** The spec's text (§8) when ending every session got no answer it could read. */
export const LOGOUT_ALL_UNANSWERED = 'Failed to logout all sessions';

/** `POST /api/auth/logout-all`: ends every session of this account, this one included (204). */
export async function logoutAll(): Promise<void> {
  await requestJson<undefined>('/api/auth/logout-all', {
    method: 'POST',
    fallbackMessage: LOGOUT_ALL_FAILED,
    unansweredMessage: LOGOUT_ALL_UNANSWERED,
  });
}
