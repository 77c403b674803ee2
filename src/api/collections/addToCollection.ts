import type { CollectionChange } from '../contract/collections';
import { requestJson } from '../requestJson';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';
import { collectionChangeAnswer } from './createCollection';

/** The path of one build in one collection. */
export function collectionBuildPath(collectionId: string, idOrUrl: string): string {
  return `/api/collections/${encodeURIComponent(collectionId)}/builds/${encodeURIComponent(idOrUrl)}`;
}

/**
 * `PUT /api/collections/{id}/builds/{idOrUrl}` with `{}`: adds the build at the collection's end
 * (one already there stays). Rejects with an `ApiRequestError`: 404 for a collection or build
 * not found, 409 when the collection is full, 0 on a network failure.
 */
export function addToCollection(collectionId: string, idOrUrl: string): Promise<CollectionChange> {
  return requestJson(collectionBuildPath(collectionId, idOrUrl), {
    method: 'PUT',
    body: {},
    schema: collectionChangeAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.addFailed,
  });
}
