import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestCounters } from '../counters/requestCounters';
import { clientKey } from '../http/clientKey';
import { rateLimitStore } from '../http/rateLimitStore';

/**
 * The per-client limit of HTML pages (PAGE_RATE_LIMIT_PER_MINUTE): each page costs a render and
 * its data, so a script that loads pages in a loop is slowed like one that calls the API. Only
 * page answers count: static files are cheap and the API has its own limit.
 */

export interface PageRateLimitOptions {
  /** Pages per minute per client (an IPv4 address or IPv6 /64); 0 turns the limit off. */
  perMinute: number;
  /** Where the limits count, as the API's limits. */
  counters: RequestCounters;
}

/** Counts a page; when it is over the limit, answers 429 itself and resolves true. */
type PageLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** `42 seconds`, `1 minute`: when the client may load pages again. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The refusal as a page a person can read (no script or style: it must not need the site). */
function tooManyPagesHtml(max: number, seconds: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too many pages · Arrakis Planner</title>
</head>
<body>
<main>
<h1>Too many pages</h1>
<p>Your network has loaded more than ${max} pages in a minute. Please wait ${waitText(seconds)} and load the page again.</p>
</main>
</body>
</html>
`;
}

/**
 * The page limiter, or null when the limit is off. @fastify/rate-limit is registered in a scope
 * of its own with no routes, so it counts only what the page door asks it to count.
 */
export async function registerPageRateLimit(
  app: FastifyInstance,
  { perMinute, counters }: PageRateLimitOptions,
): Promise<PageLimiter | null> {
  if (perMinute <= 0) return null;
  const made: { limit?: ReturnType<FastifyInstance['createRateLimit']> } = {};
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: clientKey,
      store: rateLimitStore(counters, 'pages'),
      // A database hiccup must not take every page down with it.
      skipOnError: true,
    });
    made.limit = scope.createRateLimit();
  });
  const { limit } = made;
  if (!limit) throw new Error('The page rate limit did not register.');
  return async (request, reply) => {
    const counted = await limit(request);
    if (counted.isAllowed || !counted.isExceeded) return false;
    void reply
      .code(429)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('retry-after', String(counted.ttlInSeconds))
      .send(tooManyPagesHtml(counted.max, counted.ttlInSeconds));
    return true;
  };
}
