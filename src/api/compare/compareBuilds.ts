import useSWR from 'swr';
import type { CompareResponse } from '../contract/compare';
import { compareApiPath } from '../contract/comparePaths';
import { requestJson } from '../requestJson';

/** The answer's schema, with zod, loaded beside the request, not on page load. */
const compareAnswer = () =>
  import('../contract/compare').then(({ compareResponseSchema }) => compareResponseSchema);

/** The compare page's failed read when the server gave no reason of its own. */
const COMPARE_LOAD_FAILED = 'The builds could not be compared.';

/** Reads a comparison by its API path; replaceable in stories and tests. */
export type CompareFetcher = (path: string) => Promise<CompareResponse>;

async function fetchCompare(path: string): Promise<CompareResponse> {
  try {
    return await requestJson(path, {
      schema: compareAnswer(),
      fallbackMessage: COMPARE_LOAD_FAILED,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}

/**
 * `GET /api/compare/{a}/{b}`, cached by SWR under its path (the page is served with it). Pass
 * null sides to ask nothing (an address whose sides are not builds).
 */
export function useCompareBuilds(
  sides: { a: string; b: string } | null,
  fetcher: CompareFetcher = fetchCompare,
) {
  return useSWR<CompareResponse, Error>(sides && compareApiPath(sides.a, sides.b), fetcher);
}
