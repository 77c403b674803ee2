/**
 * The page's local storage, or null where the browser refuses it (storage disabled, a sandboxed
 * frame): every reader of the site's client-stored data (spec §3) then behaves as with none.
 */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
