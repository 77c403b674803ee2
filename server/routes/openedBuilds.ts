import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openedSavedBuildSchema } from '../../src/api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { ApiDeps } from './deps';

/**
 * `GET /api/saved-builds/{idOrUrl}/opened`: a saved build as the viewer opens it, for whoever may
 * read it. A 409 says the server cannot open it: the browser then opens it itself, and says why
 * when it cannot. `Cache-Control: no-store`, as the build itself (it may become Private).
 */
export const openedBuildRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { openedBuildService: service },
  done,
) => {
  noStore(app);

  app.get(
    '/saved-builds/:idOrUrl/opened',
    {
      schema: {
        summary:
          'A saved build as the viewer opens it, on the game data the browser would open it in (not counted as a view)',
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        response: { 200: openedSavedBuildSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await service.open(request.params.idOrUrl, request.user?.id ?? null);
      if (outcome.ok) return outcome.answer;
      // The same answer whether it does not exist or is someone else's: nothing is revealed.
      if (outcome.reason === 'not-found') throw notFound(SAVED_BUILD_TEXTS.notFound);
      if (outcome.reason === 'data-not-held') {
        throw new HttpError(
          409,
          `The server does not hold the game data this build opens in (version ${outcome.gameVersion}): open it in the browser.`,
        );
      }
      throw new HttpError(
        409,
        `The build does not open on its game data (version ${outcome.gameVersion}): ${outcome.message}`,
      );
    },
  );

  done();
};
