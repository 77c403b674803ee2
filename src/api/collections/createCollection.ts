import type { CollectionChange, CreateCollectionRequest } from '../contract/collections';
import { requestJson } from '../requestJson';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';

/** The answer's schema, loaded with zod beside the request, not with the page. */
export const collectionChangeAnswer = () =>
  import('../contract/collections').then(({ collectionChangeSchema }) => collectionChangeSchema);

/**
 * `POST /api/collections`: a new named collection (201). Rejects with an `ApiRequestError`: 400
 * for a flagged or bad name, 409 for a name taken or the limit reached, 0 on a network failure.
 */
export function createCollection(request: CreateCollectionRequest): Promise<CollectionChange> {
  return requestJson('/api/collections', {
    method: 'POST',
    body: request,
    schema: collectionChangeAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.createFailed,
  });
}
