import { SHARE_CODE_FRAGMENT_KEY } from '../../api/contract/plannerOpening';

/**
 * The build's share code in the address bar's fragment (`#build=<code>`): the page keeps it in
 * step with the build, so the address itself shares the build without a server, and a fragment
 * never reaches any server log. See docs/share-code.md for the code.
 */

const FRAGMENT_KEY = SHARE_CODE_FRAGMENT_KEY;

/** The share code of a fragment ('#build=…'), or null when there is none. */
export function shareCodeFromHash(hash: string): string | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return null;
  const code = new URLSearchParams(text).get(FRAGMENT_KEY);
  return code === null || code.trim() === '' ? null : code.trim();
}

/** The fragment for a share code ('' for none). */
export function hashForShareCode(code: string | null): string {
  return code === null ? '' : `#${FRAGMENT_KEY}=${code}`;
}
