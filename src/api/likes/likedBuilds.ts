import { localStorageOrNull } from '../browserStorage';

/**
 * The builds this browser liked (spec §3 "Client-stored data": a list of liked build urls in
 * local storage), so the viewer's Like button shows a liked build as liked and offers Unlike.
 * The server remains the judge of a like; this list only decides how the button looks.
 */

/** The local-storage key of the liked builds' urls. */
const LIKED_BUILDS_KEY = 'liked-builds';

/** The urls of the liked builds; empty when nothing (readable) is stored. */
export function readLikedBuilds(store: Storage | null = localStorageOrNull()): string[] {
  if (!store) return [];
  try {
    const value: unknown = JSON.parse(store.getItem(LIKED_BUILDS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((url): url is string => typeof url === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Whether this browser liked the build with this url. */
export function isBuildLiked(url: string, store: Storage | null = localStorageOrNull()): boolean {
  return readLikedBuilds(store).includes(url);
}

/**
 * Records that the build is (or no longer is) liked. A full or missing storage only loses the
 * button's look, never the like itself, so failures are ignored.
 */
export function rememberLike(
  url: string,
  liked: boolean,
  store: Storage | null = localStorageOrNull(),
): void {
  if (!store) return;
  const others = readLikedBuilds(store).filter((known) => known !== url);
  try {
    store.setItem(LIKED_BUILDS_KEY, JSON.stringify(liked ? [...others, url] : others));
  } catch {
    // Quota or private mode: the like stands on the server all the same.
  }
}
