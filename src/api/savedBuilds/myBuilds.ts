import useSWR from 'swr';
import type { MyBuildsResponse } from '../contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../contract/savedBuildsTexts';
import { requestJson } from '../requestJson';
import { MY_BUILDS_KEY } from './keys';
import { refreshedAfterChanges } from '../swrConfig';

/** The answer's schema, with zod and the build's, loaded beside the request, not on page load. */
const myBuildsAnswer = () =>
  import('../contract/savedBuilds').then(({ myBuildsResponseSchema }) => myBuildsResponseSchema);

/**
 * `GET /api/my-builds`: the logged-in player's saved builds, most recently updated first, as
 * My Builds' cards. Failures read 'Failed to fetch builds' (spec §8) unless the server said
 * more, and are logged as 'Query error' like every other read.
 */
export async function fetchMyBuilds(signal?: AbortSignal): Promise<MyBuildsResponse> {
  try {
    return await requestJson(MY_BUILDS_KEY, {
      schema: myBuildsAnswer(),
      fallbackMessage: SAVED_BUILD_TEXTS.fetchFailed,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The player's saved builds, cached by SWR under MY_BUILDS_KEY (so a save or delete anywhere
 * refreshes them). Pass `enabled = false` while nobody is logged in so no request is made.
 */
export function useMyBuilds(enabled = true) {
  return useSWR<MyBuildsResponse, Error>(
    enabled ? MY_BUILDS_KEY : null,
    () => fetchMyBuilds(),
    refreshedAfterChanges,
  );
}
