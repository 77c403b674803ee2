import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  publicBuildsQuerySchema,
  publicBuildsResponseSchema,
  type PublicBuildsResponse,
} from '../../src/api/contract/publicBuilds';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/**
 * `GET /api/public-builds` (spec §7; issue 11): the community list and an author's builds.
 * Every query value comes from an allow-list or is bounded by the contract's schema, so a bad
 * one is a 400 naming the parameter before any query runs.
 *
 * The service hands the same page object to every request its cache answers; the page is
 * checked against the response schema and turned into JSON once, then that text is sent as is
 * (checking and serializing 12 cards per request cost more than the cached read itself).
 */
export const publicBuildRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { publicBuildService },
  done,
) => {
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
          'Public builds, a page at a time: newest or most liked first, by tag, class, title words or author',
        querystring: publicBuildsQuerySchema,
        response: { 200: publicBuildsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // A like or a save changes the list at once: browsers and proxies ask again each time.
      reply.header('cache-control', 'no-cache');
      const page = await publicBuildService.list(request.query);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => jsonOf(page))
        .send(page);
    },
  );

  done();
};
