import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { publicBuildsQuerySchema } from '../../src/api/contract/publicBuilds';
import { clientKey } from '../http/clientKey';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { unknownPatchMessage } from '../../src/api/contract/communityStatusFilters';
import {
  publicBuildsResponseSchema,
  type PublicBuildsResponse,
} from '../../src/api/contract/publicBuildCards';

interface PublicBuildRouteOptions extends ApiDeps {
  /** Searches per minute per client; 0 leaves searches to the general limit alone. */
  searchRateLimitPerMinute: number;
}

/** Whether the list is asked for a search (`q` with more than spaces). */
function isSearch(request: FastifyRequest): boolean {
  const { q } = request.query as { q?: unknown };
  return typeof q === 'string' && q.trim() !== '';
}

/** `42 seconds`, `1 minute`: when the client may search again. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * `GET /api/public-builds` (spec §7): the community list and an author's builds. Every query value
 * comes from an allow-list or is bounded by the contract's schema, so a bad one is a 400 naming the
 * parameter before any query runs.
 *
 * The service hands the same page object to every request its cache answers; the page is
 * checked against the response schema and turned into JSON once, then that text is sent as is
 * (checking and serializing 12 cards per request cost more than the cached read itself).
 *
 * A search costs more than a page of the list, so searches have a per-client limit of
 * their own on top of the general one (counted in the API limiter's store).
 */
export const publicBuildRoutes: FastifyPluginCallbackZod<PublicBuildRouteOptions> = (
  app,
  { publicBuildService, searchRateLimitPerMinute },
  done,
) => {
  const searchLimit =
    searchRateLimitPerMinute > 0 && app.hasDecorator('createRateLimit')
      ? app.createRateLimit({
          max: searchRateLimitPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `search:${clientKey(request)}`,
        })
      : null;

  const serialized = new WeakMap<PublicBuildsResponse, string>();
  const jsonOf = (page: PublicBuildsResponse): string => {
    let json = serialized.get(page);
    if (json === undefined) {
      json = JSON.stringify(publicBuildsResponseSchema.parse(page));
      serialized.set(page, json);
    }
    return json;
  };

  app.get(
    '/public-builds',
    {
      schema: {
        summary:
          'Public builds, a page at a time: best match, newest or most liked first, by tag, class, words, author, skills taken, guide or leveling plan',
        querystring: publicBuildsQuerySchema,
        response: { 200: publicBuildsResponseSchema, ...errorResponses(400, 429) },
      },
      onRequest: async (request, reply) => {
        if (!searchLimit || !isSearch(request)) return;
        const limit = await searchLimit(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(
          429,
          `Too many searches: the limit is ${limit.max} a minute. Try again in ${waitText(limit.ttlInSeconds)}.`,
        );
      },
    },
    async (request, reply) => {
      // A like or a save changes the list at once: browsers and proxies ask again each time.
      reply.header('cache-control', 'no-cache');
      const listed = await publicBuildService.list(request.query);
      if (!listed.ok) {
        throw new HttpError(
          400,
          listed.reason === 'unknown-patch'
            ? unknownPatchMessage(request.query.since ?? '', listed.patches)
            : listed.message,
        );
      }
      const { page } = listed;
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => jsonOf(page))
        .send(page);
    },
  );

  done();
};
