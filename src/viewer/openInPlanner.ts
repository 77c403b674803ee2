import { LOAD_BUILD_KEY } from '../api/savedBuilds/handover';
import type { Build } from '../skills/buildSchema';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Hands the viewed build to the planner under `load-build` as a NEW, unsaved build: the build
 * data alone, without the saved build's id and url (which would make the planner treat it as
 * the player's own saved build and overwrite it on save), Private and with no likes of its own.
 * False when local storage is unavailable or full.
 */
export function handOverAsNewBuild(build: Build, store: Storage | null = storage()): boolean {
  if (!store) return false;
  const copy: Build = { ...build, buildSharing: 'Private', buildLikes: 0 };
  try {
    store.setItem(LOAD_BUILD_KEY, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}
