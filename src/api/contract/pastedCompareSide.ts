import { compareSideOf } from './comparePaths';
import { SHARE_CODE_FRAGMENT_KEY } from './plannerOpening';

/**
 * What a player pastes to name the other build of a comparison, read as one side of a compare
 * address: a viewer link (`/build-viewer/{id}`), a planner link (`/skill-trees?link={id}` or the
 * planner's own address with `#build={code}`), a bare saved id or a bare share code.
 */

export const NOT_A_BUILD = 'That is not a build link or code.';
export const NOTHING_PASTED = 'Paste a build link or share code.';

/** The side a pasted text names, or why it names none. */
export type PastedCompareSide = { ok: true; side: string } | { ok: false; message: string };

const VIEWER_PATH = /^\/build-viewer\/([^/]+)\/?$/;
const PLANNER_PATH = /^\/skill-trees\/?$/;

/** An address of this site or another (any host), or null when the text is no address. */
function addressOf(text: string): URL | null {
  if (!/^(https?:\/\/|\/)/i.test(text)) return null;
  try {
    return new URL(text, 'https://arrakis.invalid');
  } catch {
    return null;
  }
}

/** A path segment as the router reads it, or null when its escapes are broken. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `text` when it is a side the compare address takes, else null. */
const sideOrNull = (text: string | null) =>
  text !== null && compareSideOf(text) !== null ? text : null;

/** The side a viewer or planner address names, or null. */
function sideOfAddress(address: URL): string | null {
  const viewer = VIEWER_PATH.exec(address.pathname)?.[1];
  if (viewer !== undefined) return sideOrNull(decodedSegment(viewer));
  if (!PLANNER_PATH.test(address.pathname)) return null;
  // The fragment carries the build as it is now; a link id names what was shared once.
  const fragment = new URLSearchParams(address.hash.replace(/^#/, ''));
  const code = sideOrNull(fragment.get(SHARE_CODE_FRAGMENT_KEY)?.trim() ?? null);
  return code ?? sideOrNull(address.searchParams.get('link')?.trim() ?? null);
}

/**
 * Reads what a player pasted; every other text is refused with one clear sentence. A code is
 * read by its form only (the share-code reader would grow every page that holds a compare entry):
 * the compare page says what is wrong with a damaged one.
 */
export function readPastedCompareSide(pasted: string): PastedCompareSide {
  const text = pasted.trim();
  if (text === '') return { ok: false, message: NOTHING_PASTED };
  const address = addressOf(text);
  const side = address === null ? sideOrNull(text) : sideOfAddress(address);
  return side === null ? { ok: false, message: NOT_A_BUILD } : { ok: true, side };
}
