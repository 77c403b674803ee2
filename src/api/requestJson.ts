import type { z } from 'zod';
import { apiUrl } from './apiUrl';

/**
 * The browser's one request helper (SWR's default fetcher, the account calls, build links, page
 * views): the spec's default fetch (§7: `{host}/{path}`, cookies sent, nothing cached, cors mode)
 * for any method. It always says it is our client (`X-Requested-With: arrakis`, which the
 * server's CSRF check wants on a mutation with a cookie) and turns every failure into an
 * `ApiRequestError` whose message a player can read.
 */

/** The options of every call (the spec's default fetch), whatever its method. */
const FETCH_OPTIONS = {
  credentials: 'include',
  cache: 'no-store',
  mode: 'cors',
} as const satisfies RequestInit;

/** A failed call. `status` is the HTTP status, or 0 when no answer arrived (network failure). */
export class ApiRequestError extends Error {
  /** The HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The answer's body as read (parsed JSON, text, or null when there was none). */
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown = null) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** The HTTP methods the API uses. */
type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one call is made and read. */
export interface RequestJsonOptions<T> {
  /** Default GET. */
  method?: ApiMethod;
  /** Sent as JSON when given (`undefined` sends no body). */
  body?: unknown;
  /**
   * Checks the answer; an answer that does not fit is a failure with `fallbackMessage`. It may
   * still be loading (a contract imported lazily): it then loads while the request is on its way,
   * and the answer is checked once both are there. Given as a function, it is loaded only for an
   * answer to check: a call whose usual answer is an error (the session's 401 for a visitor)
   * then loads neither the contract nor zod. A contract that cannot be loaded fails the call as
   * a network failure would (status 0, `fallbackMessage`).
   */
  schema?: z.ZodType<T> | Promise<z.ZodType<T>> | (() => Promise<z.ZodType<T>>);
  /** The spec's text (§8) for a failure whose answer carries no `message` of its own. */
  fallbackMessage: string;
  /**
   * The spec's text for a call that got no answer it could read (no answer at all, or one that is
   * not the API's JSON, such as a proxy's 502 page); default `fallbackMessage`.
   */
  unansweredMessage?: string;
  /** Cancels the request (a page left before the answer came). */
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a page view reported on the way out). */
  keepalive?: boolean;
  /** Default `include`; `omit` for a call that needs no cookie (a page-view count). */
  credentials?: 'include' | 'omit';
}

/** The `message` of an error answer (`{statusCode, error, message}`), when it has a usable one. */
export function serverMessage(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * Whether a failed call got the API's JSON answer (an object, with or without a `message`), rather
 * than no answer or a page some proxy answered instead: its body is then what was read.
 */
export function answeredInJson(error: ApiRequestError): boolean {
  return isJsonObject(error.body);
}

function isJsonObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/** A body as read: `json` tells whether `value` was parsed (else it is the text, or null). */
interface ReadBody {
  value: unknown;
  json: boolean;
}

/** Reads a body as JSON, or as text when it is not JSON; null when empty or unreadable. */
async function readBody(response: Response): Promise<ReadBody> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { value: null, json: false };
  }
  if (text === '') return { value: null, json: false };
  try {
    return { value: JSON.parse(text) as unknown, json: true };
  } catch {
    return { value: text, json: false };
  }
}

function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'arrakis',
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/**
 * Calls `path` on the API and resolves with its answer: parsed by `schema` when given, and
 * `undefined` for 204 No Content. A non-OK answer throws an `ApiRequestError` carrying the
 * server's `message` (else `fallbackMessage`); a network failure throws one with status 0, and
 * an OK answer that is not JSON one with its status.
 */
export async function requestJson<T>(path: string, options: RequestJsonOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, fallbackMessage, signal, keepalive, credentials } = options;
  const unanswered = options.unansweredMessage ?? fallbackMessage;
  const hasBody = body !== undefined;
  // A schema that fails to load is reported where it is awaited, not as an unhandled rejection
  // when the request fails first and never gets there.
  if (schema instanceof Promise) schema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...FETCH_OPTIONS,
      method,
      headers: requestHeaders(hasBody),
      ...(hasBody ? { body: JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
      ...(credentials ? { credentials } : {}),
    });
  } catch (error) {
    // A page that cancelled its own request wants the abort, not a network-failure text.
    if (signal?.aborted) throw error;
    throw new ApiRequestError(unanswered, 0);
  }

  const { value: answer, json } = await readBody(response);
  if (!response.ok) {
    const text = serverMessage(answer) ?? (isJsonObject(answer) ? fallbackMessage : unanswered);
    throw new ApiRequestError(text, response.status, answer);
  }
  if (response.status === 204) return undefined as T;
  // Success is read as JSON (spec §7): a page the host answered instead of the API is a failure.
  if (!json) throw new ApiRequestError(unanswered, response.status, answer);
  if (!schema) return answer as T;
  let contract: z.ZodType<T>;
  try {
    contract = await (typeof schema === 'function' ? schema() : schema);
  } catch {
    // The contract's chunk could not be fetched: for the caller, as a request that never came.
    throw new ApiRequestError(unanswered, 0);
  }
  const parsed = contract.safeParse(answer);
  if (!parsed.success) {
    // The server answered something this client does not understand: say what the call failed at.
    throw new ApiRequestError(fallbackMessage, response.status, answer);
  }
  return parsed.data;
}
