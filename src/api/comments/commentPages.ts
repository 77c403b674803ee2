import useSWRInfinite from 'swr/infinite';
import type { ApiKey } from '../apiUrl';
import type { CommentPage } from '../contract/comments';
import { requestJson } from '../requestJson';
import { COMMENT_CALL_TEXTS } from './commentCallTexts';
import { buildCommentsPath } from './commentRequests';

/** `GET /api/saved-builds/{idOrUrl}/comments?page=N`'s path. */
function commentPagePath(idOrUrl: string, page: number): string {
  return `${buildCommentsPath(idOrUrl)}?page=${page}`;
}

/** The answer's schema, with zod: it loads while the request is on its way. */
const commentPageAnswer = () =>
  import('../contract/comments').then(({ commentPageSchema }) => commentPageSchema);

/** One page of a build's comments, logged as every failed read is. */
async function fetchCommentPage(key: ApiKey): Promise<CommentPage> {
  const path = typeof key === 'string' ? key : key[0];
  try {
    return await requestJson(path, {
      schema: commentPageAnswer,
      fallbackMessage: COMMENT_CALL_TEXTS.loadFailed,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * A build's comments, one SWR page per 20 threads, newest first: `setSize(size + 1)` reads the
 * next, and `mutate()` reads every page again (after a change, the list shows the server's
 * truth). Each page is the asker's own view: `reader` (a username, null for a visitor) is part of
 * its key, and undefined while the session is unknown asks nothing.
 */
export function useCommentPages(idOrUrl: string, reader: string | null | undefined) {
  return useSWRInfinite<CommentPage, Error>(
    (index: number, previous: CommentPage | null): ApiKey | null => {
      if (reader === undefined) return null;
      if (previous !== null && previous.nextPage === null) return null;
      return [commentPagePath(idOrUrl, previous?.nextPage ?? index + 1), reader ?? ''];
    },
    fetchCommentPage,
    { revalidateFirstPage: false },
  );
}
