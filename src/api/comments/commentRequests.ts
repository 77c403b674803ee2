import type { CommentChange } from '../contract/comments';
import { requestJson } from '../requestJson';

/*
 * What the calls on comments share: their paths, and a change answered with the comment as it is
 * now (its schema loads with zod only when a call is made).
 */

/** A build's comments, by the build's id or short public url. */
export function buildCommentsPath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}/comments`;
}

/** One comment's API path, by its id. */
export function commentApiPath(id: string): string {
  return `/api/comments/${encodeURIComponent(id)}`;
}

/** The answer's schema, loaded with zod beside the request, not with the page. */
const commentChangeAnswer = () =>
  import('../contract/comments').then(({ commentChangeSchema }) => commentChangeSchema);

/** A change to a comment (`method` on `path`), answered with the comment as it is now. */
export function changeComment(
  path: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  body: unknown,
  fallbackMessage: string,
): Promise<CommentChange> {
  return requestJson(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema: commentChangeAnswer,
    fallbackMessage,
  });
}
