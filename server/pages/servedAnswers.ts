import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServedAnswers } from '../../src/api/contract/servedAnswers';

/** The header that marks the door's own in-process requests (its value is this process's secret). */
const SERVED_ANSWER_HEADER = 'x-served-answer';

/** How the page door answers a page's data keys, and how the API knows those requests. */
export interface PageAnswers {
  /**
   * Each key's answer as `GET {key}` gives it to an anonymous visitor (no cookie), called
   * in-process: the same route, schema and rules as a browser's request. Only 200 JSON answers
   * are kept: a key the API refuses is left for the browser to ask, and to show its error.
   */
  answer(keys: readonly string[]): Promise<ServedAnswers>;
  /**
   * Whether `request` is one of `answer`'s: the page request that caused it already counted
   * against the page limit, so the API's per-address limits skip it (it comes from 127.0.0.1).
   */
  isPageAnswer(request: FastifyRequest): boolean;
}

/** The page door's answerer for `app`, marked with a secret no client can guess. */
export function createPageAnswers(app: FastifyInstance): PageAnswers {
  const secret = randomBytes(24).toString('base64url');
  const secretBytes = Buffer.from(secret);
  const answerOne = async (key: string): Promise<[string, unknown] | null> => {
    // Only the site's own paths: a key is never a full URL (another host) or a path outside it.
    if (!key.startsWith('/') || key.startsWith('//')) return null;
    const response = await app.inject({
      method: 'GET',
      url: key,
      headers: { accept: 'application/json', [SERVED_ANSWER_HEADER]: secret },
    });
    const type = response.headers['content-type'];
    if (response.statusCode !== 200 || typeof type !== 'string') return null;
    if (!type.startsWith('application/json')) return null;
    return [key, response.json()];
  };
  return {
    async answer(keys) {
      const answered = await Promise.all([...new Set(keys)].map(answerOne));
      return Object.fromEntries(answered.filter((entry) => entry !== null));
    },
    isPageAnswer(request) {
      const given = request.headers[SERVED_ANSWER_HEADER];
      if (typeof given !== 'string') return false;
      const givenBytes = Buffer.from(given);
      return givenBytes.length === secretBytes.length && timingSafeEqual(givenBytes, secretBytes);
    },
  };
}
