import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CollectionList } from '../contract/collections';
import { requestJson } from '../requestJson';
import { refreshedAfterChanges } from '../swrConfig';
import { COLLECTION_CALL_TEXTS } from './collectionCallTexts';

/** The answer's schema, loaded with zod beside the request, not with the page. */
const collectionListAnswer = () =>
  import('../contract/collections').then(({ collectionListSchema }) => collectionListSchema);

/** `GET /api/collections`, with `?build=` when each collection should say whether it has it. */
export function myCollectionsPath(build?: string): string {
  const query = build === undefined ? '' : `?build=${encodeURIComponent(build)}`;
  return `/api/collections${query}`;
}

/**
 * `GET /api/collections[?build={idOrUrl}]`: the logged-in player's collections, Favourites first
 * (once it exists), then by creation; with `build`, each with `has_build`. 401 for a visitor.
 */
export function fetchMyCollections(build?: string, signal?: AbortSignal): Promise<CollectionList> {
  return requestJson(myCollectionsPath(build), {
    schema: collectionListAnswer,
    fallbackMessage: COLLECTION_CALL_TEXTS.listFailed,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The player's collections marked by whether they hold `build`, cached by SWR under their path
 * (so the viewer's star and its "Save to collection" dialog share one answer). `null` asks nothing:
 * a visitor, or before the page wants it.
 */
export function useMyCollections(build: string | null) {
  return useSWR<CollectionList, Error>(
    build === null ? null : myCollectionsPath(build),
    () => fetchMyCollections(build ?? undefined),
    refreshedAfterChanges,
  );
}

/**
 * What a change made from the viewer calls so every other cached answer about collections (the
 * player's list, a collection's page) is asked again where it shows; `build`'s own list is kept
 * up to date by the caller.
 */
export function useRefreshOtherCollections(build: string | null): () => void {
  const { mutate } = useSWRConfig();
  const own = build === null ? null : myCollectionsPath(build);
  return useCallback(() => {
    void mutate(
      (key) => typeof key === 'string' && key.startsWith('/api/collections') && key !== own,
    );
  }, [mutate, own]);
}
