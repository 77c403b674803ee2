import type { ApiKey } from './apiUrl';
import { dataFailureOf } from './dataFailures';
import { requestJson } from './requestJson';

/**
 * The spec's text (§8) for a read that failed without a message of the server's own: what the
 * screens reading through this fetcher (the classes pages) show for any failed read.
 */
export const LOAD_FAILED = 'Failed to load data. Please try again later.';

/**
 * SWR's default fetcher (spec §7): a GET of the key's path through `requestJson`, read as JSON.
 * A failure is its `ApiRequestError` (status 404: not found), logged as 'Query error'; without a
 * message of the server's own it says the call's text ('Failed to fetch classes'...).
 */
export async function fetcher<T = unknown>(key: ApiKey): Promise<T> {
  const path = typeof key === 'string' ? key : key[0];
  try {
    return await requestJson<T>(path, { fallbackMessage: dataFailureOf(path) ?? LOAD_FAILED });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}
