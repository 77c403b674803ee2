import type { CollectionChange } from '../contract/collections';
import { requestJson } from '../requestJson';
import { collectionChangeAnswer } from './createCollection';

/*
 * What the owner's calls on one collection share: its path, and a change answered with the
 * collection as stored (its schema loads with zod only when a call is made).
 */

/** One collection's API path, by its id. */
export function collectionApiPath(id: string): string {
  return `/api/collections/${encodeURIComponent(id)}`;
}

/** A change to a collection (`method` on `path`), answered with the collection as stored. */
export function changeCollection(
  path: string,
  method: 'PATCH' | 'DELETE',
  body: unknown,
  fallbackMessage: string,
): Promise<CollectionChange> {
  return requestJson(path, {
    method,
    ...(body === undefined ? {} : { body }),
    schema: collectionChangeAnswer,
    fallbackMessage,
  });
}
