import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { CommunityFirstPage } from '../contract/pageData';
import type { PublicBuildsFilters } from '../contract/publicBuilds';
import { PUBLIC_BUILDS_PAGE_SIZE } from '../contract/publicBuildsTexts';
import { ApiRequestError, requestJson, serverMessage } from '../requestJson';
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
 * never stale, no refetch). `shown` false holds the list as loading without asking: the first
 * page is then only fetched ahead (`preloadPublicBuilds`), and read once the list is shown.
 */
export function usePublicBuilds(filters: PublicBuildsFilters, shown = true) {
  return useSWRInfinite<PublicBuildsResponse, Error>(
    (index: number, previous: PublicBuildsResponse | null) =>
      !shown || (previous !== null && previous.nextPage === null)
        ? null
        : publicBuildsUrl(filters, index + 1),
    fetchPublicBuilds,
    // The app's SWR settings apply; a page once read is not asked again when the next one loads.
    { revalidateFirstPage: false, revalidateAll: false },
  );
}

/**
 * Starts fetching the list's first page for these filters (once per address), for
 * `usePublicBuilds` to read when it asks: the request goes out before the list may take it in.
 */
export function preloadPublicBuilds(filters: PublicBuildsFilters): void {
  void preload(publicBuildsUrl(filters, 1), fetchPublicBuilds).catch(() => undefined);
}

/** Served first pages the list has looked at: each describes the page as it was served. */
const lookedAt = new WeakSet<CommunityFirstPage>();

/**
 * Hands the first page the server read for the page's address (its page data) to SWR as the
 * answer to these filters' first page; true when it is handed over now. Only at the list's
 * first look at it, and only if it was read for these filters. `usePublicBuilds` then takes it
 * as its first page's answer, as it takes a preloaded request's: no request and no check with
 * zod (whose first schemas are a long task on a phone; the server checked the page against the
 * contract). Later pages, other filters and any read of the list again ask the API as before.
 * Once only: it is the list of the moment the page was served (filters chosen later, even the
 * same ones again, are asked for), and a preloaded answer waits until a read takes it, so
 * handing it over after the list had read it would answer some later read with it.
 */
export function handOverFirstPage(
  filters: PublicBuildsFilters,
  served: CommunityFirstPage | undefined,
): boolean {
  if (served === undefined || lookedAt.has(served)) return false;
  lookedAt.add(served);
  const url = publicBuildsUrl(filters, 1);
  if (publicBuildsUrl(served.query, 1) !== url) return false;
  void preload(url, () => Promise.resolve(served.page));
  return true;
}
