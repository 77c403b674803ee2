import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildProblemsErrorSchema } from '../../src/api/contract';
import {
  buildRevisionSchema,
  buildRevisionsResponseSchema,
  restoreRevisionRequestSchema,
} from '../../src/api/contract/buildRevisions';
import { REVISION_TEXTS } from '../../src/api/contract/buildRevisionsTexts';
import { saveBuildResponseSchema } from '../../src/api/contract/savedBuilds';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { HttpError, notFound } from '../http/httpError';
import { badRequestSchema, errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { ApiDeps } from './deps';
import { doesNotFitBody, logFlagged } from './savedBuilds';

/**
 * A saved build's revisions: the history, one revision's build, and the owner's restore. A
 * build the caller may not read answers exactly as a missing one (404), whatever its listing.
 * Every answer is `Cache-Control: no-store` (a build may become Private).
 */

/** A revision number in a path: 1, 2, … (at most 9 digits). */
const revisionNumberSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, REVISION_TEXTS.badNumber)
  .transform(Number)
  .meta({ description: 'The revision number: 1 for the first save.' });

const buildParams = z.object({ idOrUrl: idOrUrlParamSchema });
const revisionParams = buildParams.extend({ number: revisionNumberSchema });

export const buildRevisionRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { buildRevisionService: service },
  done,
) => {
  noStore(app);

  app.get(
    '/saved-builds/:idOrUrl/revisions',
    {
      schema: {
        summary:
          "A saved build's revisions, newest first: for anyone while it is Public, else its author only",
        params: buildParams,
        response: { 200: buildRevisionsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const revisions = await service.list(request.params.idOrUrl, request.user?.id ?? null);
      if (!revisions) throw notFound(SAVED_BUILD_TEXTS.notFound);
      return { revisions };
    },
  );

  app.get(
    '/saved-builds/:idOrUrl/revisions/:number',
    {
      schema: {
        summary: 'One revision of a saved build, with its build',
        params: revisionParams,
        response: { 200: buildRevisionSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { idOrUrl, number } = request.params;
      const result = await service.find(idOrUrl, number, request.user?.id ?? null);
      if (result.ok) return result.revision;
      throw notFound(
        result.reason === 'build-not-found' ? SAVED_BUILD_TEXTS.notFound : REVISION_TEXTS.notFound,
      );
    },
  );

  app.post(
    '/saved-builds/:idOrUrl/revisions/:number/restore',
    {
      preHandler: requireUser,
      schema: {
        summary:
          "Restore a revision of your saved build: it becomes the build's current version, as a new revision",
        params: revisionParams,
        body: restoreRevisionRequestSchema,
        response: {
          200: saveBuildResponseSchema,
          400: z.union([buildProblemsErrorSchema, badRequestSchema]),
          ...errorResponses(401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { idOrUrl, number } = request.params;
      const result = await service.restore(
        loggedIn(request).user,
        idOrUrl,
        number,
        request.body?.revision_note,
      );
      if (result.ok) {
        logFlagged(request, result);
        return reply.code(200).send(result.answer);
      }
      if (result.reason === 'game-data') return reply.code(400).send(doesNotFitBody(result));
      if (result.reason === 'not-author') throw new HttpError(403, REVISION_TEXTS.onlyAuthor);
      throw notFound(
        result.reason === 'build-not-found' ? SAVED_BUILD_TEXTS.notFound : REVISION_TEXTS.notFound,
      );
    },
  );

  done();
};
