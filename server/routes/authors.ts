import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorSchema } from '../../src/api/contract/publicBuilds';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';

/**
 * `GET /api/users/{username}`: an author's public profile for the author page. The same path's
 * DELETE (one's own account) lives in users.ts with the account routes.
 */
export const authorRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { publicBuildService },
  done,
) => {
  app.get(
    '/users/:username',
    {
      schema: {
        summary: "An author's profile: join date, Public builds and their likes",
        params: z.object({
          username: z.string().min(1).max(254).describe('The author (case does not matter)'),
        }),
        response: { 200: authorSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const author = await publicBuildService.author(request.params.username);
      if (!author) throw notFound(COMMUNITY_TEXTS.userNotFound);
      return author;
    },
  );

  done();
};
