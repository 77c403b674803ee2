import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiKey } from '../apiUrl';
import type { CollectionPage } from '../contract/collections';
import { COLLECTION_TEXTS } from '../contract/collectionsTexts';
import { ApiRequestError, requestJson } from '../requestJson';
import { useFirstScreenAnswer } from '../servedAnswers/servedAnswers';
import { collectionApiPath } from './collectionRequests';

/** What a failed read of a collection says when the server gave no reason of its own. */
const LOAD_FAILED = 'The collection could not be loaded. Please try again.';

/** `GET /api/collections/{id}?page=N`'s path: the page's data key, spelt as the hook asks it. */
export function collectionPagePath(id: string, page: number): string {
  return `${collectionApiPath(id)}?page=${page}`;
}

/** The answer's schema, with zod: it loads while the request is on its way. */
const collectionPageAnswer = () =>
  import('../contract/collections').then(({ collectionPageSchema }) => collectionPageSchema);

/** One page of a collection; a 404 (unknown, or Private and not the asker's) reads 'not found'. */
async function fetchCollectionPage(key: ApiKey): Promise<CollectionPage> {
  const path = typeof key === 'string' ? key : key[0];
  try {
    return await requestJson(path, { schema: collectionPageAnswer, fallbackMessage: LOAD_FAILED });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new ApiRequestError(COLLECTION_TEXTS.notFound, 404, error.body);
    }
    console.error('Query error', error);
    throw error;
  }
}

/** Whether `reader` owns the collection the served page shows (names match in any case). */
function ownsServed(served: CollectionPage, reader: string): boolean {
  return served.collection.username.toLowerCase() === reader.toLowerCase();
}

/**
 * Who the pages are read for: null as a visitor (the served page, which is a visitor's), a
 * username when the owner's own view may differ (edit controls, unavailable builds), or
 * undefined to wait for the session before asking.
 */
function pagesReader(
  served: CollectionPage | undefined,
  reader: string | null | undefined,
): string | null | undefined {
  if (served === undefined) return reader;
  return reader === undefined || reader === null || !ownsServed(served, reader) ? null : reader;
}

/**
 * A collection's builds, one SWR page per 24 cards in the collection's order: `setSize(size + 1)`
 * reads the next page. `reader` is the logged-in player's username, null for a visitor, or
 * undefined while the session is unknown. The page's served answer (a visitor's) is the first
 * page at once; its owner's own pages are read under a key of their own (a player's data, gone
 * from the screen at logout) while the served page stays shown.
 */
export function useCollectionPages(id: string, reader: string | null | undefined) {
  const firstPage = collectionPagePath(id, 1);
  const served = useFirstScreenAnswer(firstPage) as CollectionPage | undefined;
  const servedPages = useMemo(() => (served === undefined ? undefined : [served]), [served]);
  const asked = pagesReader(served, reader);
  const result = useSWRInfinite<CollectionPage, Error>(
    (index: number, previous: CollectionPage | null): ApiKey | null => {
      if (asked === undefined || id === '') return null;
      if (previous !== null && previous.nextPage === null) return null;
      const path = collectionPagePath(id, index + 1);
      return asked === null ? path : [path, asked];
    },
    // Loading more reads the pages before it again: the served page is answered as served.
    (key: ApiKey) =>
      key === firstPage && served !== undefined
        ? Promise.resolve(served)
        : fetchCollectionPage(key),
    {
      revalidateFirstPage: false,
      revalidateAll: false,
      ...(asked === null && servedPages !== undefined ? { fallbackData: servedPages } : {}),
    },
  );
  const notFound = result.error instanceof ApiRequestError && result.error.status === 404;
  return {
    /** The pages read so far; the served page while the owner's own are on their way. */
    pages: result.data ?? servedPages,
    /** Whether the pages shown are the reader's own (not a visitor's served ones). */
    settled: result.data !== undefined,
    notFound: notFound && result.data === undefined,
    error: notFound ? undefined : result.error,
    size: result.size,
    setSize: result.setSize,
    isLoading: result.isLoading || (asked === undefined && served === undefined),
    mutate: result.mutate,
  };
}
