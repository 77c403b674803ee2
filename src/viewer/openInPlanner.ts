import type { Build, BuildOrigin } from '../skills/buildSchema';
import { localStorageOrNull } from '../api/browserStorage';
import { LOAD_BUILD_KEY } from '../api/contract/plannerOpening';

/**
 * Where a viewed build comes from, for the copy to remember: the viewed build itself when it has
 * a public id; else (a hand-over without one) whatever the build already remembers, if anything.
 */
export function originOf(
  build: Build,
  url: string | null,
  author: string | null,
): BuildOrigin | undefined {
  if (url === null) return build.buildOrigin;
  return { url, title: build.buildTitle, author };
}

/**
 * Hands the viewed build to the planner under `load-build` as a NEW, unsaved build: the build
 * data alone, without the saved build's id and url (which would make the planner treat it as
 * the player's own saved build and overwrite it on save), Private and with no likes of its own,
 * remembering the build it was copied from (`buildOrigin`, checked again when the planner reads
 * it). False when local storage is unavailable or full.
 */
export function handOverAsNewBuild(
  build: Build,
  origin: BuildOrigin | undefined,
  store: Storage | null = localStorageOrNull(),
): boolean {
  if (!store) return false;
  // The copy's origin is the one given (see originOf), not whatever the viewed build carries.
  const copy: Build = { ...build, buildSharing: 'Private', buildLikes: 0, buildOrigin: origin };
  if (!origin) delete copy.buildOrigin;
  try {
    store.setItem(LOAD_BUILD_KEY, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}
