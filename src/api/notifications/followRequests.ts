/*
 * What the follow calls on an author and on a build share: their paths, and an answer that is
 * the follow state (its schema loads with zod only when a call is made).
 */

/** `/api/users/{username}/follow`: following an author. */
export function authorFollowPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}/follow`;
}

/** `/api/saved-builds/{idOrUrl}/follow`: following a Public build. */
export function buildFollowPath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}/follow`;
}

/** The follow state's schema, loaded with zod beside the request, not with the page. */
export const followStateAnswer = () =>
  import('../contract/notifications').then(({ followStateSchema }) => followStateSchema);
