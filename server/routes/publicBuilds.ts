import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  publicBuildsQuerySchema,
  publicBuildsResponseSchema,
} from '../../src/api/contract/publicBuilds';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/**
 * `GET /api/public-builds` (spec §7; issue 11): the community list and an author's builds.
 * Every query value comes from an allow-list or is bounded by the contract's schema, so a bad
 * one is a 400 naming the parameter before any query runs.
 */
export const publicBuildRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { publicBuildService },
  done,
) => {
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
      return publicBuildService.list(request.query);
    },
  );

  done();
};
