import { userAnswer } from '../answerSchemas';
import type { User } from '../contract/user';
import { ApiRequestError, requestJson } from '../requestJson';
import { ME_KEY } from './meKey';

/** The spec's text (§8) when the current user cannot be read. */
const FETCH_USER_FAILED = 'Failed to fetch user';

/**
 * `GET /api/auth/me`: the logged-in user, or null for a visitor (401). A 401 is the normal
 * answer for a visitor, so it is not logged; any other failure is logged as 'Query error' like
 * every data fetch (§8) and thrown as 'Failed to fetch user'.
 */
export async function fetchMe(): Promise<User | null> {
  try {
    return await requestJson(ME_KEY, { schema: userAnswer, fallbackMessage: FETCH_USER_FAILED });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    console.error('Query error', error);
    throw new ApiRequestError(
      FETCH_USER_FAILED,
      error instanceof ApiRequestError ? error.status : 0,
      error instanceof ApiRequestError ? error.body : null,
    );
  }
}
