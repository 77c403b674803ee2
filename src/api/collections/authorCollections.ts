import useSWR from 'swr';
import type { CollectionList } from '../contract/collections';
import { requestJson } from '../requestJson';

/** The answer's schema, loaded with zod beside the request, not with the page. */
const collectionListAnswer = () =>
  import('../contract/collections').then(({ collectionListSchema }) => collectionListSchema);

/** What a failed read of an author's collections says without a reason of the server's. */
const LOAD_FAILED = 'The collections could not be loaded. Please try again.';

/** `GET /api/users/{username}/collections`'s path. */
function authorCollectionsPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}/collections`;
}

/** An author's Public collections (404 'User not found.' for an unknown account). */
async function fetchAuthorCollections(path: string): Promise<CollectionList> {
  try {
    return await requestJson(path, { schema: collectionListAnswer, fallbackMessage: LOAD_FAILED });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * The author page's collections: their Public ones, in the order they made them (a public
 * Favourites first). Asked only once `enabled` (the section comes near the screen).
 */
export function useAuthorCollections(username: string, enabled: boolean) {
  return useSWR<CollectionList, Error>(
    enabled && username !== '' ? authorCollectionsPath(username) : null,
    fetchAuthorCollections,
  );
}
