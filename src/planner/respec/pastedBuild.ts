import { shareCodeFromHash } from '../sharing/shareFragment';

/**
 * What a player pasted to name a build: a build link (`/skill-trees?link=`), a planner address
 * with a share code (`#build=`), a viewer address (`/build-viewer/<id>`) or a bare share code.
 */
type PastedBuild =
  | { kind: 'link'; linkId: string; shareCode: string | null }
  | { kind: 'saved'; idOrUrl: string }
  | { kind: 'code'; code: string };

const VIEWER_PATH = /^\/build-viewer\/([^/]+)\/?$/;

/** An address of this site or another, or null when the text is no address. */
function addressOf(text: string): URL | null {
  if (!/^(https?:\/\/|\/)/i.test(text)) return null;
  try {
    return new URL(text, 'https://arrakis.invalid');
  } catch {
    return null;
  }
}

/** A path segment as the router reads it; a broken escape stays as typed (the server says 404). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads pasted text. Anything that is not one of the planner's or viewer's addresses is taken as
 * a share code, so the code's own reader says what is wrong with it.
 */
export function readPastedBuild(pasted: string): PastedBuild {
  const text = pasted.trim();
  const address = addressOf(text);
  if (address === null) return { kind: 'code', code: text };
  const viewer = VIEWER_PATH.exec(address.pathname)?.[1];
  if (viewer !== undefined) return { kind: 'saved', idOrUrl: decodedSegment(viewer) };
  const shareCode = shareCodeFromHash(address.hash);
  const linkId = address.searchParams.get('link');
  if (linkId !== null && linkId.trim() !== '') {
    return { kind: 'link', linkId: linkId.trim(), shareCode };
  }
  return { kind: 'code', code: shareCode ?? text };
}
