/**
 * The API paths of one saved build, named by its id (a UUID) or its short public `url` id: the
 * viewer's reads and its page's data keys. Free of zod, so a page module's first screen can name
 * them.
 */

/** `GET /api/saved-builds/{idOrUrl}`: the build's full form. */
export function savedBuildPath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}`;
}

/** `GET /api/saved-builds/{idOrUrl}/opened`: the build as the viewer opens it. */
export function openedSavedBuildPath(idOrUrl: string): string {
  return `${savedBuildPath(idOrUrl)}/opened`;
}

/** `GET /api/saved-builds/{idOrUrl}/revisions`: the build's history, newest first. */
export function buildRevisionsPath(idOrUrl: string): string {
  return `${savedBuildPath(idOrUrl)}/revisions`;
}

/** `GET /api/saved-builds/{idOrUrl}/revisions/{number}`: one revision with its build. */
export function buildRevisionPath(idOrUrl: string, number: number): string {
  return `${buildRevisionsPath(idOrUrl)}/${number}`;
}
