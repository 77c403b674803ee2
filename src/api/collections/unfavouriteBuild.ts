import type { FavouriteResponse } from '../contract/collections';
import { requestJson } from '../requestJson';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';
import { favouriteAnswer, favouritePath } from './favouriteBuild';

/**
 * `DELETE /api/saved-builds/{idOrUrl}/favourite`: takes the build out of the player's Favourites.
 * Rejects with an `ApiRequestError` as `favouriteBuild` does.
 */
export function unfavouriteBuild(idOrUrl: string): Promise<FavouriteResponse> {
  return requestJson(favouritePath(idOrUrl), {
    method: 'DELETE',
    schema: favouriteAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.favouriteFailed,
  });
}
