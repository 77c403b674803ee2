import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminNewsListSchema,
  newsImagesSchema,
  newsItemInputSchema,
  savedNewsItemSchema,
} from '../../src/api/contract/news';
import { noStore } from '../auth/accountRoutes';
import { requireAdmin } from '../auth/requireAdmin';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { AdminActor } from '../services/adminActions';
import type { ApiDeps } from './deps';

/**
 * The news editor of the moderators' desk: `/api/admin/news` lists, adds, changes and removes the
 * items `/news.json` serves, and `/api/admin/news-images` lists the images an item may use. Every
 * route is for moderators only (requireAdmin: 401 visitor, 403 player); every change is recorded
 * with who and when.
 */

/** The answer to an id that names no item. */
export const NEWS_NOT_FOUND = 'No news item has this id.';

/** The moderator acting (requireAdmin has run, so there is one). */
function actorOf(request: FastifyRequest): AdminActor {
  if (request.user === null) throw new Error('requireAdmin lets no visitor through.');
  return { id: request.user.id, username: request.user.username };
}

const idParams = z.object({ id: z.string().min(1).max(100) });

export const adminNewsRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { newsService }, done) => {
  noStore(app);
  // Before the body is validated: a visitor or player learns nothing, not even a schema's 400.
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/admin/news',
    {
      schema: {
        summary: 'Every news item, newest first, with ids (moderators)',
        response: { 200: adminNewsListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await newsService.list() }),
  );

  app.post(
    '/admin/news',
    {
      schema: {
        summary: 'Add a news item (moderators)',
        body: newsItemInputSchema,
        response: {
          201: savedNewsItemSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const item = await newsService.create(actorOf(request), request.body);
      return reply.code(201).send({ item });
    },
  );

  app.put(
    '/admin/news/:id',
    {
      schema: {
        summary: 'Change a news item (moderators)',
        params: idParams,
        body: newsItemInputSchema,
        response: {
          200: savedNewsItemSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const item = await newsService.update(actorOf(request), request.params.id, request.body);
      if (item === null) throw notFound(NEWS_NOT_FOUND);
      return { item };
    },
  );

  app.delete(
    '/admin/news/:id',
    {
      schema: {
        summary: 'Remove a news item (moderators)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await newsService.remove(actorOf(request), request.params.id))) {
        throw notFound(NEWS_NOT_FOUND);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/news-images',
    {
      schema: {
        summary: 'The images a news item may use (moderators)',
        response: { 200: newsImagesSchema, ...errorResponses(401, 403) },
      },
    },
    () => ({ images: newsService.images() }),
  );

  done();
};
