import { useMemo } from 'react';
import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { PublicBuildsFilters } from '../contract/publicBuilds';
import { PUBLIC_BUILDS_PAGE_SIZE } from '../contract/publicBuildsTexts';
import { ApiRequestError, requestJson, serverMessage } from '../requestJson';
import { useFirstScreenAnswer } from '../servedAnswers/servedAnswers';
import type { PublicBuildsResponse } from '../contract/publicBuildCards';

/** `GET /api/public-builds`: the community's Public builds, a page at a time (spec §7). */
export const PUBLIC_BUILDS_PATH = '/api/public-builds';

/** The spec's texts for a list that could not be read (§8 Public builds). */
const PUBLIC_BUILDS_ERRORS = {
  /** A non-OK answer that says nothing of its own. */
  status: (status: number) => `Failed to fetch builds. Status: ${status}`,
  /** An OK answer that is not a page of cards. */
  badShape: 'Received unexpected data structure from server.',
  /** No answer at all (the spec quotes none; this names what failed). */
  network: 'Failed to fetch builds. Please check your connection.',
} as const;

/**
 * The address of one page: the filters that are set, in a fixed order (so the same list is one
 * cache entry), the page and the spec's page size. Empty values are left out, never sent blank.
 */
export function publicBuildsUrl(filters: PublicBuildsFilters, page: number): string {
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('limit', String(PUBLIC_BUILDS_PAGE_SIZE));
  for (const name of [
    'sortBy',
    'sortOrder',
    'sharing',
    'mainTag',
    'typeTag',
    'class',
    'q',
    'author',
  ] as const) {
    const value = filters[name];
    if (value !== undefined && value.trim() !== '') params.set(name, value);
  }
  return `${PUBLIC_BUILDS_PATH}?${params.toString()}`;
}

/**
 * The reason a failed read gives after 'Error loading builds: ' (spec §8): the server's message,
 * else its text, else 'Failed to fetch builds. Status: {code}'; an OK answer of the wrong shape
 * is 'Received unexpected data structure from server.'
 */
function failureReason(error: ApiRequestError): string {
  if (error.status === 0) return PUBLIC_BUILDS_ERRORS.network;
  if (error.status >= 200 && error.status < 300) return PUBLIC_BUILDS_ERRORS.badShape;
  const message = serverMessage(error.body);
  if (message !== null) return message;
  if (typeof error.body === 'string' && error.body.trim() !== '') return error.body.trim();
  return PUBLIC_BUILDS_ERRORS.status(error.status);
}

/**
 * The answer's schema, with zod: it loads while the first page's request is on its way, not
 * before the list's first screen. A chunk that cannot be fetched is a network failure.
 */
function loadResponseSchema() {
  return import('../contract/publicBuildCards').then(
    ({ publicBuildsResponseSchema }) => publicBuildsResponseSchema,
    () => {
      throw new ApiRequestError(PUBLIC_BUILDS_ERRORS.network, 0);
    },
  );
}

/**
 * Reads one page of Public builds from its address (see publicBuildsUrl), checked against the
 * contract's schema before it is used. Every failure is an `ApiRequestError` whose message is
 * the spec's reason; it is logged as 'Query error' like every other read.
 */
async function fetchPublicBuilds(url: string): Promise<PublicBuildsResponse> {
  try {
    return await requestJson(url, {
      schema: loadResponseSchema(),
      fallbackMessage: PUBLIC_BUILDS_ERRORS.network,
    });
  } catch (error) {
    const failure =
      error instanceof ApiRequestError
        ? new ApiRequestError(failureReason(error), error.status, error.body)
        : error;
    console.error('Query error', failure);
    throw failure;
  }
}

/**
 * The community list for these filters, one SWR page per 12 cards: `setSize(size + 1)` asks for
 * the next page, and no page is asked for after one whose `nextPage` is null. Other filters are
 * another list (it starts again at page 1). Pages already read are never asked again (spec §9:
 * never stale, no refetch). The page's served answer for the first page is that page while the
 * player is on the screen it was served for: shown at once, without a request or zod.
 * `shown` false holds the list as loading without asking (while the browser takes over the
 * server's HTML); a first page that was not served is then fetched ahead, and read once shown.
 */
export function usePublicBuilds(filters: PublicBuildsFilters, shown = true) {
  const firstPage = publicBuildsUrl(filters, 1);
  const served = useFirstScreenAnswer(firstPage) as PublicBuildsResponse | undefined;
  // One array per answer: a new one each render would be a new list each render.
  const servedPages = useMemo(() => (served === undefined ? undefined : [served]), [served]);
  if (!shown && served === undefined && typeof window !== 'undefined') preloadPage(firstPage);
  return useSWRInfinite<PublicBuildsResponse, Error>(
    (index: number, previous: PublicBuildsResponse | null) =>
      !shown || (previous !== null && previous.nextPage === null)
        ? null
        : publicBuildsUrl(filters, index + 1),
    // Loading more reads the pages before it again, and the served page is in no cache of
    // SWR's (only its fallback): it is answered as served, not asked for.
    (url: string) =>
      url === firstPage && served !== undefined ? Promise.resolve(served) : fetchPublicBuilds(url),
    // The app's SWR settings apply; a page once read is not asked again when the next one loads.
    {
      revalidateFirstPage: false,
      revalidateAll: false,
      ...(shown && servedPages !== undefined ? { fallbackData: servedPages } : {}),
    },
  );
}

/**
 * Starts fetching the page at `url` (once per address), for `usePublicBuilds` to read when it
 * asks: the request goes out before the list may take it in.
 */
function preloadPage(url: string): void {
  void preload(url, fetchPublicBuilds).catch(() => undefined);
}
