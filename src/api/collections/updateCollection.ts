import type { CollectionChange, UpdateCollectionRequest } from '../contract/collections';
import { changeCollection, collectionApiPath } from './collectionRequests';

/** What a failed edit says when the server gave no reason of its own. */
const UPDATE_FAILED = 'The collection could not be changed. Please try again.';

/**
 * `PATCH /api/collections/{id}`: renames the player's collection, or changes its description or
 * listing. Rejects with an `ApiRequestError` carrying the server's message (a taken or flagged
 * name, Favourites' fixed name; 404 for anyone but its owner).
 */
export function updateCollection(
  id: string,
  body: UpdateCollectionRequest,
): Promise<CollectionChange> {
  return changeCollection(collectionApiPath(id), 'PATCH', body, UPDATE_FAILED);
}
