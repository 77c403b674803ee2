import { type SavedBuild, savedBuildSchema } from '../api/contract/savedBuilds';

/**
 * The saved build the server wrote into the viewer's page (server/previews/inlineBuild.ts): the
 * answer `GET /api/saved-builds/{idOrUrl}` would give a visitor, so the page can paint the build
 * without that round trip. Read once, checked exactly as the API's answer is; anything else
 * (absent, unreadable, another build's) reads as null and the page asks the API as before.
 */

/** The inert `<script type="application/json">` element's id (the server writes the same). */
export const PAGE_BUILD_ELEMENT_ID = 'viewer-build';

/** The page's document, when there is one (not on the server or in a worker). */
function pageDocument(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** Whether `saved` is the build `idOrUrl` names (its id, any case, or its url). */
function isBuildOf(saved: SavedBuild, idOrUrl: string): boolean {
  return saved.id === idOrUrl.toLowerCase() || saved.url === idOrUrl;
}

/**
 * Takes the page's saved build for `idOrUrl`. The element goes with the first call, whatever it
 * held: it describes the build as the page was served, so a later visit within the site (after
 * a like, say) asks the API for the build as it is then.
 */
export function takePageSavedBuild(
  idOrUrl: string,
  doc: Document | null = pageDocument(),
): SavedBuild | null {
  const element = doc?.getElementById(PAGE_BUILD_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  let value: unknown;
  try {
    value = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  const parsed = savedBuildSchema.safeParse(value);
  return parsed.success && isBuildOf(parsed.data, idOrUrl) ? parsed.data : null;
}
