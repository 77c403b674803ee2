import useSWR from 'swr';
import type { SavedBuildName } from '../contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../contract/savedBuildsTexts';
import { requestJson } from '../requestJson';
import { SAVED_BUILD_NAMES_KEY } from './keys';
import { refreshedAfterChanges } from '../swrConfig';

/** The answer's schema, with zod, loaded for a player's answer only (the planner loads this). */
const namesSchema = () =>
  import('../contract/savedBuilds').then(({ savedBuildNamesSchema }) => savedBuildNamesSchema);

/** `GET /api/saved-builds`: the logged-in player's builds by name; failures logged as 'Query error'. */
async function fetchSavedBuildNames(): Promise<SavedBuildName[]> {
  try {
    return await requestJson(SAVED_BUILD_NAMES_KEY, {
      schema: namesSchema,
      fallbackMessage: SAVED_BUILD_TEXTS.fetchFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The player's saved builds by name (the planner's imported notice and limit check), cached by
 * SWR with the spec's rules. Pass `enabled = false` for a visitor: no request is made.
 */
export function useSavedBuildNames(enabled: boolean) {
  return useSWR<SavedBuildName[], Error>(
    enabled ? SAVED_BUILD_NAMES_KEY : null,
    fetchSavedBuildNames,
    refreshedAfterChanges,
  );
}
