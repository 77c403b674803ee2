import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildProblemsErrorSchema } from '../../src/api/contract';
import { migrateBuildResponseSchema } from '../../src/api/contract/buildMigration';
import { alreadyCurrentMessage, MIGRATION_TEXTS } from '../../src/api/contract/buildMigrationTexts';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { HttpError, notFound } from '../http/httpError';
import { badRequestSchema, errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { ApiDeps } from './deps';
import { doesNotFitBody, logFlagged } from './savedBuilds';

/**
 * The owner's "Migrate to {current}" of a saved build made with older game data. A build the
 * caller may not read answers exactly as a missing one (404); a readable one of someone else's
 * 403. `Cache-Control: no-store` as every saved-build answer.
 */
export const buildMigrationRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { buildMigrationService: service, gameCatalog },
  done,
) => {
  noStore(app);
  const current = gameCatalog.manifest.current;

  app.post(
    '/saved-builds/:idOrUrl/migrate',
    {
      preHandler: requireUser,
      schema: {
        summary: `Migrate your saved build made with older game data to ${current}, as a new revision`,
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        response: {
          200: migrateBuildResponseSchema,
          400: z.union([buildProblemsErrorSchema, badRequestSchema]),
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await service.migrate(loggedIn(request).user, request.params.idOrUrl);
      if (result.ok) {
        logFlagged(request, result);
        return reply.code(200).send({ ...result.answer, changes: result.changes });
      }
      switch (result.reason) {
        case 'game-data':
          return reply.code(400).send(doesNotFitBody(result));
        case 'not-author':
          throw new HttpError(403, MIGRATION_TEXTS.onlyAuthor);
        case 'already-current':
          throw new HttpError(409, alreadyCurrentMessage(current));
        case 'build-not-found':
          throw notFound(SAVED_BUILD_TEXTS.notFound);
      }
    },
  );

  done();
};
