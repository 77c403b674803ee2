/*
 * A comment's place on the viewer's page: notifications link to /build-viewer/{url}#comment-{id}.
 * The section loads at once for such a link, and the comment is scrolled to once it is shown.
 */

const PREFIX = 'comment-';

/** The id of a comment's element on the page. */
export function commentAnchor(id: string): string {
  return `${PREFIX}${id}`;
}

/** Whether the address asks for a comment (its hash names one). */
export function asksForComment(hash: string): boolean {
  return hash.startsWith(`#${PREFIX}`);
}
