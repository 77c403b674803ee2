/**
 * The spec's default data fetch: a GET to `{host}/{path}`, where path is the first element of
 * the SWR key without its leading slash. Cookies are sent, nothing is cached by the browser, and a
 * non-OK answer becomes an error whose message is `status: body text` (or the status text).
 */

/** A non-OK HTTP answer. `status` lets callers tell "not found" from other failures. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** True when `error` is the answer of a request that found nothing (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/** An SWR key: a path, or a tuple whose first element is the path. */
export type ApiKey = string | readonly [string, ...unknown[]];

/** Where the API lives: `VITE_API_ORIGIN` when set at build time, else this site's origin. */
function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN;
  const origin = configured && configured.trim() !== '' ? configured : window.location.origin;
  return origin.replace(/\/+$/, '');
}

/** The URL a key is fetched from: `{host}/{path}` with the path's leading slashes removed. */
export function apiUrl(key: ApiKey, origin: string = apiOrigin()): string {
  const path = typeof key === 'string' ? key : key[0];
  return `${origin}/${path.replace(/^\/+/, '')}`;
}

/** The options of every default fetch (the spec's). */
export const FETCH_OPTIONS = {
  method: 'GET',
  credentials: 'include',
  cache: 'no-store',
  mode: 'cors',
} as const satisfies RequestInit;

async function readBodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

/** Fetches a key and reads the answer as JSON; failures are logged as 'Query error' and thrown. */
export async function fetcher<T = unknown>(key: ApiKey): Promise<T> {
  try {
    const response = await fetch(apiUrl(key), FETCH_OPTIONS);
    if (!response.ok) {
      throw new HttpError(response.status, await readBodyText(response), response.statusText);
    }
    return (await response.json()) as T;
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}
