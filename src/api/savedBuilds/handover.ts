import type { SavedBuild } from '../contract/savedBuilds';

/**
 * Builds handed to the planner through local storage (spec §3 "Client-stored data"): My Builds'
 * Load (and the moderation alert's reload) writes a saved build's full form under `load-build`;
 * the planner reads it once, removes it, and also picks it up when another tab writes it.
 */

import { LOAD_BUILD_KEY } from '../contract/plannerOpening';
import { localStorageOrNull } from '../browserStorage';

/**
 * Hands a saved build to the planner. False when local storage is unavailable or full (private
 * modes, quotas): the caller then says the build could not be opened, nothing is half-written.
 */
export function handOverSavedBuild(
  build: SavedBuild,
  store: Storage | null = localStorageOrNull(),
): boolean {
  if (!store) return false;
  try {
    store.setItem(LOAD_BUILD_KEY, JSON.stringify(build));
    return true;
  } catch {
    return false;
  }
}
