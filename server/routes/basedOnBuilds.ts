import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { basedOnPageSchema, basedOnQuerySchema } from '../../src/api/contract/basedOn';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { ApiDeps } from './deps';

/**
 * `GET /api/saved-builds/{idOrUrl}/based-on`: the builds based on a saved build, for whoever may
 * read the build itself; each asker sees only the ones they may open. `Cache-Control: no-store`:
 * any of them may become Private.
 */
export const basedOnBuildRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { savedBuildService: service },
  done,
) => {
  noStore(app);

  app.get(
    '/saved-builds/:idOrUrl/based-on',
    {
      schema: {
        summary:
          'The builds based on a saved build that you may see (Public ones and your own), most recently updated first',
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        querystring: basedOnQuerySchema,
        response: { 200: basedOnPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { idOrUrl } = request.params;
      const result = await service.basedOn(idOrUrl, request.user?.id ?? null, request.query.page);
      // The same answer whether it does not exist or is someone else's: nothing is revealed.
      if (!result.ok) throw notFound(SAVED_BUILD_TEXTS.notFound);
      return result.answer;
    },
  );

  done();
};
