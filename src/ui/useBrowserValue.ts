import { useSyncExternalStore } from 'react';

/** The values read here change only with a new page (or through the caller's own state). */
const noChanges = () => () => undefined;

/**
 * A value only the browser knows (local storage, the page's origin, a browser feature), read
 * once the browser has taken over the server's HTML: the server's render and the browser's first
 * render (the takeover) both show `onServer`, so they are the same, and React renders again with
 * `read()` right after. A page the browser renders alone reads `read()` at once. `read` must
 * give the same value each time it is called (a string, number or boolean).
 */
export function useBrowserValue<T extends string | number | boolean>(
  read: () => T,
  onServer: T,
): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}
