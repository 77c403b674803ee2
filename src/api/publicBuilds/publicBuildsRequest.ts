import type { PublicBuildsFilters } from '../contract/publicBuilds';
import { PUBLIC_BUILDS_PAGE_SIZE } from '../contract/publicBuildsTexts';
import { ApiRequestError, requestJson, serverMessage } from '../requestJson';
import type { PublicBuildsResponse } from '../contract/publicBuildCards';

// The Public builds' address and read, without SWR's page lists: Home reads one page of each
// of its two lists through here, and the community list's pages (./publicBuilds) too.

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
 * cache entry), the page and the page size (the spec's, or fewer for a short list). Empty values
 * are left out, never sent blank.
 */
export function publicBuildsUrl(
  filters: PublicBuildsFilters,
  page: number,
  limit = PUBLIC_BUILDS_PAGE_SIZE,
): string {
  const params = new URLSearchParams();
  params.set('page', String(page));
  params.set('limit', String(limit));
  for (const name of [
    'sortBy',
    'sortOrder',
    'sharing',
    'mainTag',
    'typeTag',
    'class',
    'q',
    'author',
    'valid',
    'since',
    'guide',
    'plan',
    'skills',
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
export async function fetchPublicBuilds(url: string): Promise<PublicBuildsResponse> {
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
