import {
  hasZodFastifySchemaValidationErrors,
  type FastifyPluginCallbackZod,
} from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { buildProblemsErrorSchema, type BuildProblemsError } from '../../src/api/contract';
import {
  buildLimitReachedSchema,
  deleteMyBuildRequestSchema,
  myBuildsResponseSchema,
  saveBuildRequestSchema,
  saveBuildResponseSchema,
  savedBuildCountSchema,
  savedBuildNamesSchema,
  savedBuildSchema,
  type BuildLimitReached,
} from '../../src/api/contract/savedBuilds';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { issueProblems, problemsBody } from '../http/buildProblems';
import { HttpError, notFound } from '../http/httpError';
import { badRequestSchema, errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { BuildDoesNotFit, Saved } from '../services/savedBuilds';
import type { ApiDeps } from './deps';
import { messageResponseSchema } from '../../src/api/contract/message';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * The saved-build routes (spec §7): saving, overwriting, listing and deleting the logged-in
 * player's builds, and reading one build by its id or url. Every answer is
 * `Cache-Control: no-store` (they hold a player's own data, or a build that may become Private).
 */

/** Only the account may delete its builds (the body names the caller's own username). */
export const ONLY_OWN_BUILDS_MESSAGE = 'You can only delete your own builds.';

const limitReached: BuildLimitReached = {
  statusCode: 403,
  error: 'BUILD_LIMIT_REACHED',
  message: SAVED_BUILD_TEXTS.limitReached,
};

/** The 400 body of a save whose JSON body failed its schema, or null when it passed. */
function bodyProblems(request: FastifyRequest): BuildProblemsError | null {
  // Typed `any` by Fastify: the guard below gives it zod's issue type.
  const failed: unknown = request.validationError;
  if (!failed) return null;
  // Anything but a zod validation failure (none is known) goes to the error handler.
  if (!hasZodFastifySchemaValidationErrors(failed)) throw failed as Error;
  return problemsBody('The build could not be saved:', issueProblems(failed.validation));
}

/** The 400 body of a build that does not fit the game data. */
export function doesNotFitBody(result: BuildDoesNotFit): BuildProblemsError {
  return problemsBody(
    `The build does not fit the game data (version ${result.gameVersion}):`,
    result.problems,
  );
}

/** What moderation flagged is logged by field name (never the words themselves). */
export function logFlagged(request: FastifyRequest, saved: Saved): void {
  if (saved.flaggedFields.length === 0) return;
  request.log.info({ fields: saved.flaggedFields }, 'saved build restricted by moderation');
}

export const savedBuildRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { savedBuildService: service },
  done,
) => {
  noStore(app);
  // The build's problems get this route's own wording (the planner lists them), not the
  // generic validation answer: the handler reads the failed validation itself.
  const saveSchema = {
    body: saveBuildRequestSchema,
    // A body that is not JSON at all, or fails its schema, is answered before the handler.
    400: z.union([buildProblemsErrorSchema, badRequestSchema]),
  };

  app.post(
    '/saved-builds',
    {
      preHandler: requireUser,
      attachValidation: true,
      schema: {
        summary: 'Save a build to your account (a new name; at most 10 builds)',
        body: saveSchema.body,
        response: {
          201: saveBuildResponseSchema,
          400: saveSchema[400],
          403: buildLimitReachedSchema,
          ...errorResponses(401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const invalid = bodyProblems(request);
      if (invalid) return reply.code(400).send(invalid);
      const result = await service.create(loggedIn(request).user, request.body);
      if (result.ok) {
        logFlagged(request, result);
        return reply.code(201).send(result.answer);
      }
      if (result.reason === 'game-data') return reply.code(400).send(doesNotFitBody(result));
      if (result.reason === 'limit-reached') return reply.code(403).send(limitReached);
      throw new HttpError(409, result.message);
    },
  );

  app.put(
    '/saved-builds',
    {
      preHandler: requireUser,
      attachValidation: true,
      schema: {
        summary: 'Overwrite your saved build of the same name',
        body: saveSchema.body,
        response: {
          200: saveBuildResponseSchema,
          400: saveSchema[400],
          ...errorResponses(401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const invalid = bodyProblems(request);
      if (invalid) return reply.code(400).send(invalid);
      const result = await service.update(loggedIn(request).user, request.body);
      if (result.ok) {
        logFlagged(request, result);
        return reply.code(200).send(result.answer);
      }
      if (result.reason === 'game-data') return reply.code(400).send(doesNotFitBody(result));
      throw notFound(SAVED_BUILD_TEXTS.notFound);
    },
  );

  app.get(
    '/saved-builds',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Your saved builds by name',
        response: { 200: savedBuildNamesSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => service.names(loggedIn(request).user),
  );

  app.get(
    '/saved-build-count',
    {
      preHandler: requireUser,
      schema: {
        summary: 'How many of your save slots are used, and how many there are',
        response: { 200: savedBuildCountSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => service.count(loggedIn(request).user),
  );

  app.get(
    '/my-builds',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Your saved builds as My Builds shows them, most recently updated first',
        response: { 200: myBuildsResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ builds: await service.myBuilds(loggedIn(request).user) }),
  );

  app.delete(
    '/my-build',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Delete one of your saved builds (its id, its title and your username)',
        body: deleteMyBuildRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const result = await service.remove(loggedIn(request).user, request.body);
      if (result === 'not-yours') throw new HttpError(403, ONLY_OWN_BUILDS_MESSAGE);
      if (result === 'not-found') throw notFound(SAVED_BUILD_TEXTS.notFound);
      return { message: SAVED_BUILD_TEXTS.deleted };
    },
  );

  app.get(
    '/saved-builds/:idOrUrl',
    {
      schema: {
        summary:
          'A saved build: Public ones for anyone, Private and Restricted ones for their author only',
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        response: { 200: savedBuildSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const build = await service.open(request.params.idOrUrl, request.user?.id ?? null);
      // The same answer whether it does not exist or is someone else's: nothing is revealed.
      if (!build) throw notFound(SAVED_BUILD_TEXTS.notFound);
      return build;
    },
  );

  done();
};
