import type { OpenedViewerBuild, PageData } from '../api/contract/pageData';
import type { SavedBuild } from '../api/contract/savedBuilds';

/**
 * The saved build the server rendered the viewer's page with (its page data, `viewerBuild`):
 * the answer `GET /api/saved-builds/{idOrUrl}` would give a visitor, already checked against the
 * contract by the server, so the page paints the build, on the server and in the browser's first
 * render, without that round trip. It describes the build as the page was served: once the page
 * has shown it, a later visit within the site (after a like, say) asks the API for the build as
 * it is then.
 */

/** Page data whose build a viewer has shown already. */
const shown = new WeakSet<PageData>();

/** Whether `saved` is the build `idOrUrl` names (its id, any case, or its url). */
function isBuildOf(saved: SavedBuild, idOrUrl: string): boolean {
  return saved.id === idOrUrl.toLowerCase() || saved.url === idOrUrl;
}

/** The page's saved build for `idOrUrl`, unless it is another build's or was shown already. */
export function pageSavedBuildFor(data: PageData, idOrUrl: string): SavedBuild | null {
  const saved = data.viewerBuild;
  if (saved === undefined || shown.has(data)) return null;
  return isBuildOf(saved, idOrUrl) ? saved : null;
}

/**
 * The build the server opened for the page's saved build (`viewerOpened`), on the game data it
 * names; null when the server left the opening to the browser or `saved` is not the page's.
 */
export function pageOpenedBuildFor(data: PageData, saved: SavedBuild): OpenedViewerBuild | null {
  return data.viewerBuild === saved ? (data.viewerOpened ?? null) : null;
}

/**
 * Marks the page's build as shown (after the viewer's first render has committed: Strict Mode
 * renders twice and both renders must read it).
 */
export function markPageSavedBuildShown(data: PageData): void {
  shown.add(data);
}
