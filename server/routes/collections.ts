import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionChangeSchema,
  collectionIdSchema,
  collectionListQuerySchema,
  collectionListSchema,
  collectionPageQuerySchema,
  collectionPageSchema,
  createCollectionRequestSchema,
  favouriteResponseSchema,
  moveCollectionBuildRequestSchema,
  updateCollectionRequestSchema,
} from '../../src/api/contract/collections';
import { COLLECTION_TEXTS } from '../../src/api/contract/collectionsTexts';
import { messageResponseSchema } from '../../src/api/contract/message';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { CollectionOutcome } from '../services/collections';
import type { ApiDeps } from './deps';

/**
 * Favourites and collections: a build's star (`/api/saved-builds/{idOrUrl}/favourite`), the
 * asker's collections, one collection's page and changes, and an author's Public ones. Every
 * change needs a session and touches only the asker's own collections; answers are no-store.
 */

const STATUS_OF = {
  'not-found': [404, COLLECTION_TEXTS.notFound],
  'build-not-found': [404, COLLECTION_TEXTS.buildNotFound],
  'not-in-collection': [404, COLLECTION_TEXTS.buildNotInCollection],
  'name-taken': [409, COLLECTION_TEXTS.nameTaken],
  'limit-reached': [409, COLLECTION_TEXTS.limitReached],
  full: [409, COLLECTION_TEXTS.full],
  flagged: [400, COLLECTION_TEXTS.flagged],
  'favourites-fixed': [400, COLLECTION_TEXTS.favouritesFixed],
} as const;

function answer<T>(outcome: CollectionOutcome<T>): T {
  if (outcome.ok) return outcome.answer;
  const [status, message] = STATUS_OF[outcome.reason];
  throw new HttpError(status, message);
}

const idParams = z.object({ id: collectionIdSchema });
const entryParams = z.object({ id: collectionIdSchema, idOrUrl: idOrUrlParamSchema });

export const collectionRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { collectionService: service },
  done,
) => {
  noStore(app);
  // The client sends `{}`; nothing in it is read.
  const emptyBody = z.object({}).nullish();

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/saved-builds/:idOrUrl/favourite',
      preHandler: requireUser,
      schema: {
        summary: on
          ? 'Add a Public build to your Favourites'
          : 'Take a build out of your Favourites',
        params: z.object({ idOrUrl: idOrUrlParamSchema }),
        body: emptyBody,
        response: { 200: favouriteResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      handler: async (request) =>
        answer(await service.favourite(request.params.idOrUrl, loggedIn(request).user.id, on)),
    });
  }

  app.get(
    '/collections',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Your collections, Favourites first; with `build`, which of them hold it',
        querystring: collectionListQuerySchema,
        response: { 200: collectionListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { build } = request.query;
      const key = build === undefined ? undefined : idOrUrlParamSchema.safeParse(build);
      if (key?.success === false) throw new HttpError(400, 'Expected a build id or link id.');
      return service.mine(loggedIn(request).user.id, key?.data);
    },
  );

  app.post(
    '/collections',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Make a collection',
        body: createCollectionRequestSchema,
        response: { 201: collectionChangeSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const made = answer(await service.create(loggedIn(request).user.id, request.body));
      return reply.code(201).send(made);
    },
  );

  app.get(
    '/collections/:id',
    {
      schema: {
        summary: 'A collection and a page of its Public builds (a Private one for its owner only)',
        params: idParams,
        querystring: collectionPageQuerySchema,
        response: { 200: collectionPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      answer(await service.page(request.params.id, request.user?.id ?? null, request.query.page)),
  );

  app.patch(
    '/collections/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: "Change your collection's name, description or listing",
        params: idParams,
        body: updateCollectionRequestSchema,
        response: { 200: collectionChangeSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      answer(await service.update(request.params.id, loggedIn(request).user.id, request.body)),
  );

  app.delete(
    '/collections/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Delete your collection (not Favourites)',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => answer(await service.remove(request.params.id, loggedIn(request).user.id)),
  );

  app.put(
    '/collections/:id/builds/:idOrUrl',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Add a Public build to your collection, at its end',
        params: entryParams,
        body: emptyBody,
        response: { 200: collectionChangeSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const { id, idOrUrl } = request.params;
      return answer(await service.addBuild(id, loggedIn(request).user.id, idOrUrl));
    },
  );

  app.delete(
    '/collections/:id/builds/:idOrUrl',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Take a build out of your collection',
        params: entryParams,
        response: { 200: collectionChangeSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { id, idOrUrl } = request.params;
      return answer(await service.takeBuild(id, loggedIn(request).user.id, idOrUrl));
    },
  );

  app.patch(
    '/collections/:id/builds/:idOrUrl',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Move a build to a place (0-based) in your collection',
        params: entryParams,
        body: moveCollectionBuildRequestSchema,
        response: { 200: collectionChangeSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { id, idOrUrl } = request.params;
      const { position } = request.body;
      return answer(await service.moveBuild(id, loggedIn(request).user.id, idOrUrl, position));
    },
  );

  app.get(
    '/users/:username/collections',
    {
      schema: {
        summary: "An author's Public collections",
        params: z.object({ username: z.string().min(1).max(254) }),
        response: { 200: collectionListSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const list = await service.ofAuthor(request.params.username);
      if (!list) throw new HttpError(404, COMMUNITY_TEXTS.userNotFound);
      return list;
    },
  );

  done();
};
