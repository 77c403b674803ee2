import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportRequestSchema } from '../../src/api/contract/admin';
import { noStore } from '../auth/accountRoutes';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { clientKey } from '../http/clientKey';
import type { ApiDeps } from './deps';
import { likerOf } from './likes';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import { ADMIN_TEXTS } from '../../src/api/contract/adminTexts';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * `POST /api/saved-builds/{idOrUrl}/report`: report a build to the moderators, once per account or
 * browser (the likes' visitor cookie). 404 for a build the caller may not see, exactly as for one
 * that does not exist; 409 for a second report; 429 past the address limit.
 */
export const reportRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { reportService, accounts },
  done,
) => {
  noStore(app);
  app.post(
    '/saved-builds/:idOrUrl/report',
    {
      schema: {
        summary: 'Report a build to the moderators (once per account or browser)',
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        body: reportRequestSchema,
        response: {
          201: z.object({ message: z.string() }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const outcome = await reportService.report(
        request.params.idOrUrl,
        likerOf(request, reply, accounts),
        request.body,
        clientKey(request),
      );
      if (outcome === 'not-found') throw notFound(SAVED_BUILD_TEXTS.notFound);
      if (outcome === 'already-reported') throw new HttpError(409, ADMIN_TEXTS.alreadyReported);
      return reply.code(201).send({ message: ADMIN_TEXTS.reportSent });
    },
  );
  done();
};
