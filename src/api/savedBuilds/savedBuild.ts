import type { SavedBuild } from '../contract/savedBuilds';
import { requestJson } from '../requestJson';
import { savedBuildPath } from './savedBuildPaths';

/**
 * What a player reads when a saved build cannot be fetched for opening. The spec names no text
 * for it; this one says what failed in the same words as the spec's other failures.
 */
export const LOAD_SAVED_BUILD_FAILED = 'Failed to load build';

/**
 * `GET /api/saved-builds/{idOrUrl}`: a saved build's full form (spec §3), everything the
 * planner or the viewer needs to open it. Asking also marks it viewed on the server. A Private
 * or Restricted build answers 404 to anyone but its owner.
 */
export function fetchSavedBuild(idOrUrl: string, signal?: AbortSignal): Promise<SavedBuild> {
  return requestJson(savedBuildPath(idOrUrl), {
    schema: import('../contract/savedBuilds').then(({ savedBuildSchema }) => savedBuildSchema),
    fallbackMessage: LOAD_SAVED_BUILD_FAILED,
    ...(signal ? { signal } : {}),
  });
}
