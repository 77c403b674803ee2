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

/** A `.` or `..` path segment, before the query. */
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** The most answers kept at once (each for as long as its own Cache-Control allows). */
const MAX_KEPT_ANSWERS = 500;

/**
 * How long a shared cache may keep an answer with this Cache-Control, in milliseconds: its
 * `max-age` when it is `public`, else 0 (`no-store`, `no-cache`, `private` or no header).
 */
function sharedLifetimeMs(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (!directives.includes('public')) return 0;
  if (directives.some((part) => ['no-store', 'no-cache', 'private'].includes(part))) return 0;
  const maxAge = directives.find((part) => part.startsWith('max-age='));
  const seconds = Number(maxAge?.slice('max-age='.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * The page door's answerer for `app`, marked with a secret no client can guess. It keeps an
 * answer as a shared cache in front of the API may (`public, max-age`): the site's config for
 * every page, the news feed for a minute, as their routes promise anyone.
 */
export function createPageAnswers(app: FastifyInstance): PageAnswers {
  const secret = randomBytes(24).toString('base64url');
  const secretBytes = Buffer.from(secret);
  const kept = new Map<string, { answer: unknown; until: number }>();
  const answerOne = async (key: string): Promise<[string, unknown] | null> => {
    // Only the site's own paths as written: never a full URL (another host), nor a dot segment
    // (an address's `..` as a build id) that would resolve to another route.
    if (!key.startsWith('/') || key.startsWith('//') || DOT_SEGMENT.test(key)) return null;
    const known = kept.get(key);
    if (known && known.until > Date.now()) return [key, known.answer];
    const response = await app.inject({
      method: 'GET',
      url: key,
      headers: { accept: 'application/json', [SERVED_ANSWER_HEADER]: secret },
    });
    const type = response.headers['content-type'];
    if (response.statusCode !== 200 || typeof type !== 'string') return null;
    if (!type.startsWith('application/json')) return null;
    const answer: unknown = response.json();
    const lifetime = sharedLifetimeMs(response.headers['cache-control']);
    kept.delete(key);
    if (lifetime > 0) {
      kept.set(key, { answer, until: Date.now() + lifetime });
      if (kept.size > MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
    }
    return [key, answer];
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
