import type { BasedOnPage } from '../contract/basedOn';
import { requestJson } from '../requestJson';
import { savedBuildPath } from './savedBuildPaths';

/** What the list of builds based on one says when it cannot be fetched. */
const BASED_ON_FAILED = 'The builds based on this one could not be loaded.';

/**
 * `GET /api/saved-builds/{idOrUrl}/based-on?page={page}`: a page of the builds based on a saved
 * build that the asker may see, most recently updated first, and how many there are.
 */
export function fetchBasedOn(
  idOrUrl: string,
  page: number,
  signal?: AbortSignal,
): Promise<BasedOnPage> {
  return requestJson(`${savedBuildPath(idOrUrl)}/based-on?page=${page}`, {
    schema: () => import('../contract/basedOn').then((module) => module.basedOnPageSchema),
    fallbackMessage: BASED_ON_FAILED,
    ...(signal ? { signal } : {}),
  });
}
