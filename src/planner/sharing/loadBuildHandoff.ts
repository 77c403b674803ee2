import { LOAD_BUILD_KEY } from '../../api/savedBuilds/handover';
import type { HandedOverBuild } from '../../builds/open/handedOverBuild';
import { parseHandedOverBuild } from '../../builds/open/handedOverBuild';

/**
 * Builds handed over to the planner by other pages through local storage (spec §3
 * "Client-stored data"): the planner reads `load-build` once and removes it, and also picks it
 * up when another tab writes it. Reading the value is the shared layer's
 * (src/builds/open/handedOverBuild.ts); taking it out of storage is the planner's.
 */

export { LOAD_BUILD_KEY };
export type { HandedOverBuild };
export { handedOverBuildData, parseHandedOverBuild } from '../../builds/open/handedOverBuild';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Takes the hand-over out of local storage: read once, then removed. */
export function takeHandedOverBuild(store: Storage | null = storage()): HandedOverBuild | null {
  if (!store) return null;
  let text: string | null = null;
  try {
    text = store.getItem(LOAD_BUILD_KEY);
    if (text !== null) store.removeItem(LOAD_BUILD_KEY);
  } catch {
    return null;
  }
  return parseHandedOverBuild(text);
}

/** Whether a hand-over waits in local storage (without taking it): the planner will open it. */
export function hasHandedOverBuild(store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(LOAD_BUILD_KEY) != null;
  } catch {
    return false;
  }
}
