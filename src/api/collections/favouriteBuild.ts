import type { FavouriteResponse } from '../contract/collections';
import { requestJson } from '../requestJson';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';

/** The answer's schema, loaded with zod beside the request, not with the page. */
export const favouriteAnswer = () =>
  import('../contract/collections').then(({ favouriteResponseSchema }) => favouriteResponseSchema);

/** The favourite path of a saved build, by its id or short public url. */
export function favouritePath(idOrUrl: string): string {
  return `/api/saved-builds/${encodeURIComponent(idOrUrl)}/favourite`;
}

/**
 * `PUT /api/saved-builds/{idOrUrl}/favourite` with `{}`: keeps the build in the player's
 * Favourites (made on first use). Rejects with an `ApiRequestError`: 401 for a visitor, 404 for a
 * build that is not Public, 409 when Favourites is full, 0 on a network failure.
 */
export function favouriteBuild(idOrUrl: string): Promise<FavouriteResponse> {
  return requestJson(favouritePath(idOrUrl), {
    method: 'PUT',
    body: {},
    schema: favouriteAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.favouriteFailed,
  });
}
