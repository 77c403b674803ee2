import type { ApiKey } from './apiUrl';
import { requestJson } from './requestJson';

/**
 * The spec's text (§8) for a read that failed without a message of the server's own: what the
 * screens reading through this fetcher (the classes pages) show for any failed read.
 */
export const LOAD_FAILED = 'Failed to load data. Please try again later.';

/**
 * SWR's default fetcher (spec §7): a GET of the key's path through `requestJson`, read as JSON.
 * A failure is its `ApiRequestError` (status 404: not found), logged as 'Query error'.
 */
export async function fetcher<T = unknown>(key: ApiKey): Promise<T> {
  try {
    return await requestJson<T>(typeof key === 'string' ? key : key[0], {
      fallbackMessage: LOAD_FAILED,
    });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}
