import { localStorageOrNull } from '../../api/browserStorage';
import { LOAD_BUILD_KEY } from '../../api/contract/plannerOpening';

/*
 * The hand-over's place in local storage (spec §3 "Client-stored data"), apart from reading the
 * build in it (./loadBuildHandoff.ts, with the contract's zod schemas): the planner asks on every
 * load whether one waits, and a new build's load must not build zod's schemas.
 */

/** Whether a hand-over waits in local storage (without taking it): the planner will open it. */
export function hasHandedOverBuild(store: Storage | null = localStorageOrNull()): boolean {
  try {
    return store?.getItem(LOAD_BUILD_KEY) != null;
  } catch {
    return false;
  }
}

/** Takes the hand-over's text out of local storage: read once, then removed; null for none. */
export function takeHandedOverText(store: Storage | null = localStorageOrNull()): string | null {
  if (!store) return null;
  try {
    const text = store.getItem(LOAD_BUILD_KEY);
    if (text !== null) store.removeItem(LOAD_BUILD_KEY);
    return text;
  } catch {
    return null;
  }
}
