import type { z } from 'zod';
import { LOAD_FAILED } from '../fetcher';
import { requestJson } from '../requestJson';

/** What a desk change says when the server gave no message of its own. */
export const ADMIN_CHANGE_FAILED = 'The change could not be made. Please try again later.';

/**
 * Reads one desk answer (`GET /api/admin/…`) through `requestJson`, checked by its contract
 * schema, loaded (with zod) beside the request rather than with the desk. The desk's answers are
 * never cached by the browser; a 403 keeps its status so the page can tell "not a moderator"
 * from a failure. Failures are logged as 'Query error' like every other read.
 */
export async function readAdmin<T>(path: string, schema: Promise<z.ZodType<T>>): Promise<T> {
  try {
    return await requestJson(path, { schema, fallbackMessage: LOAD_FAILED });
  } catch (error) {
    console.error('Query error', error);
    throw error;
  }
}
