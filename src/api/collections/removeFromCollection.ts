import type { CollectionChange } from '../contract/collections';
import { requestJson } from '../requestJson';
import { collectionBuildPath } from './addToCollection';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';
import { collectionChangeAnswer } from './createCollection';

/**
 * `DELETE /api/collections/{id}/builds/{idOrUrl}`: takes the build out of the collection.
 * Rejects with an `ApiRequestError` as `addToCollection` does.
 */
export function removeFromCollection(
  collectionId: string,
  idOrUrl: string,
): Promise<CollectionChange> {
  return requestJson(collectionBuildPath(collectionId, idOrUrl), {
    method: 'DELETE',
    schema: collectionChangeAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.removeFailed,
  });
}
