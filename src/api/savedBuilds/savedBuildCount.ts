import useSWR from 'swr';
import { SAVED_BUILD_LIMIT } from '../../skills/buildListing';
import type { SavedBuildCount } from '../contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../contract/savedBuildsTexts';
import { requestJson } from '../requestJson';
import { SAVED_BUILD_COUNT_KEY } from './keys';
import { refreshedAfterChanges } from '../swrConfig';

/** The answer's schema, with zod, loaded for a player's answer only (the planner loads this). */
const countSchema = () =>
  import('../contract/savedBuilds').then(({ savedBuildCountSchema }) => savedBuildCountSchema);

/** What the planner counts when the count cannot be read (spec §7: errors count as 0). */
const NO_SAVED_BUILDS: SavedBuildCount = { count: 0, limit: SAVED_BUILD_LIMIT };

/** `GET /api/saved-build-count`: slots used and the limit; any failure reads as 0 used. */
async function fetchSavedBuildCount(): Promise<SavedBuildCount> {
  try {
    return await requestJson(SAVED_BUILD_COUNT_KEY, {
      schema: countSchema,
      fallbackMessage: SAVED_BUILD_TEXTS.fetchFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    return { ...NO_SAVED_BUILDS };
  }
}

/** The player's save slots, cached by SWR. Pass `enabled = false` for a visitor (no request). */
export function useSavedBuildCount(enabled: boolean) {
  return useSWR<SavedBuildCount, Error>(
    enabled ? SAVED_BUILD_COUNT_KEY : null,
    fetchSavedBuildCount,
    refreshedAfterChanges,
  );
}
