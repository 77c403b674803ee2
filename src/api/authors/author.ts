import useSWR from 'swr';
import type { Author } from '../contract/publicBuilds';
import { COMMUNITY_TEXTS } from '../contract/publicBuildsTexts';
import { ApiRequestError, requestJson } from '../requestJson';

/**
 * What a player reads when an author's profile cannot be read for another reason than a missing
 * account. The spec names no text for it; this one says what failed in its other failures' words.
 */
const LOAD_AUTHOR_FAILED = 'Failed to load this author.';

/** The path of an author's profile (the same path's DELETE removes one's own account). */
function authorPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}`;
}

/** The answer's schema, with zod: it loads while the request is on its way, not with the page. */
function loadAuthorSchema() {
  return import('../contract/publicBuilds').then(({ authorSchema }) => authorSchema);
}

/**
 * `GET /api/users/{username}`: an author's public profile. An unknown or deleted account answers
 * 404, read as COMMUNITY_TEXTS.userNotFound whatever the server's own words.
 */
export async function fetchAuthor(path: string): Promise<Author> {
  try {
    return await requestJson(path, {
      schema: loadAuthorSchema(),
      fallbackMessage: LOAD_AUTHOR_FAILED,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new ApiRequestError(COMMUNITY_TEXTS.userNotFound, 404, error.body);
    }
    // Logged like every other read, so a failed page leaves a trace in the console.
    console.error('Query error', error);
    throw error;
  }
}

/** True when the error is the server saying the account does not exist. */
function isUnknownAuthor(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The author page's profile: `notFound` when the account is unknown or deleted (then `error` is
 * undefined, so an error always means the profile could not be read).
 */
export function useAuthor(username: string) {
  const result = useSWR<Author, Error>(username === '' ? null : authorPath(username), fetchAuthor);
  const notFound = isUnknownAuthor(result.error);
  return {
    data: result.data,
    notFound,
    error: notFound ? undefined : result.error,
  };
}
