import type { CollectionChange, MoveCollectionBuildRequest } from '../contract/collections';
import { collectionBuildPath } from './addToCollection';
import { changeCollection } from './collectionRequests';

/** What a failed move says when the server gave no reason of its own. */
const MOVE_FAILED = 'The build could not be moved. Please try again.';

/**
 * `PATCH /api/collections/{id}/builds/{idOrUrl}` with `{ position }`: moves a build of the
 * player's collection to that 0-based place, the others shifting to make room.
 */
export function moveCollectionBuild(
  id: string,
  idOrUrl: string,
  position: number,
): Promise<CollectionChange> {
  const body: MoveCollectionBuildRequest = { position };
  return changeCollection(collectionBuildPath(id, idOrUrl), 'PATCH', body, MOVE_FAILED);
}
