/**
 * The page a player came to /feedback from, sent with the feedback so a moderator knows what
 * it is about. From `?from=/some/path` (links that know where they are) or else the referrer
 * when it is this site; never another site's address, and only what the server accepts as a
 * site path (`/` then no spaces, at most 200 characters). Undefined when unknown.
 */
export function feedbackOrigin(
  search: string,
  referrer: string,
  origin: string,
): string | undefined {
  const from = new URLSearchParams(search).get('from');
  if (from !== null) return sitePath(from);
  if (referrer === '') return undefined;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return undefined;
    return sitePath(`${url.pathname}${url.search}`);
  } catch {
    return undefined;
  }
}

/** The longest page path the server stores (the contract's limit). */
const MAX_PATH = 200;

function sitePath(path: string): string | undefined {
  // `//host` would read as another site; /feedback itself says nothing.
  if (!/^\/(?!\/)\S*$/.test(path) || path.length > MAX_PATH) return undefined;
  if (path === '/feedback' || path.startsWith('/feedback?')) return undefined;
  return path;
}
