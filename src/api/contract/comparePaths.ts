/**
 * The compare page's address, `/compare/{a}/{b}`: each side is one path segment, either a saved
 * build's id (its short url id or its UUID, as the viewer's `/build-viewer/{id}` takes it) or a
 * planner share code (base64url, so path-safe). A pasted link is turned into one of those first.
 * Free of zod, so the page's first screen and the planner and viewer buttons can name it.
 */

/** Saved builds' short url ids: 10 letters and digits (server/keys/linkIds.ts makes them). */
const LINK_ID_PATTERN = /^[0-9A-Za-z]{10}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest side: a share code as long as the decoder reads (a 200-SP build needs < 200). */
export const MAX_COMPARE_SIDE_LENGTH = 1024;
/**
 * A share code: base64url, longer than a link id (its header alone, game version and data
 * checksum, takes more than 10 characters).
 */
const SHARE_CODE_PATTERN = new RegExp(`^[0-9A-Za-z_-]{11,${MAX_COMPARE_SIDE_LENGTH}}$`);

/** What one side of a compare address names. */
export type CompareSide = { kind: 'saved'; id: string } | { kind: 'code'; code: string };

/** Which kind of side a path segment names, or null when it is neither a saved id nor a code. */
export function compareSideOf(segment: string): CompareSide | null {
  if (LINK_ID_PATTERN.test(segment) || UUID_PATTERN.test(segment)) {
    return { kind: 'saved', id: segment };
  }
  if (SHARE_CODE_PATTERN.test(segment)) return { kind: 'code', code: segment };
  return null;
}

/** The compare page of two sides, each a saved build's id or a share code. */
export function comparePath(a: string, b: string): string {
  return `/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
}

/** `GET /api/compare/{a}/{b}`: both builds of a compare page, as its first screen reads them. */
export function compareApiPath(a: string, b: string): string {
  return `/api${comparePath(a, b)}`;
}
