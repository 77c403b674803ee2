import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageViewRequestSchema,
  pageViewsQuerySchema,
  pageViewsSchema,
} from '../../src/api/contract/admin';
import { noStore } from '../auth/accountRoutes';
import { requireAdmin } from '../auth/requireAdmin';
import { badRequest } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { clientKey } from '../http/clientKey';
import type { ApiDeps } from './deps';

/** The 400 answer to a page that is not one of the site's route patterns. */
export const UNKNOWN_PAGE_MESSAGE = 'Not a page of this site.';

/**
 * `POST /api/page-views` (anyone; 204, no cookie, nothing about the caller kept) and
 * `GET /api/admin/page-views` (the moderators' desk): first-party page counts.
 */
export const pageViewRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { pageViewService },
  done,
) => {
  noStore(app);

  app.post(
    '/page-views',
    {
      schema: {
        summary: 'Count one view of a page (its route pattern), for the day',
        body: pageViewRequestSchema,
        response: { 204: z.null().describe('No body'), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await pageViewService.record(request.body.page, clientKey(request));
      if (outcome === 'unknown-page') throw badRequest(UNKNOWN_PAGE_MESSAGE);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/page-views',
    {
      preHandler: requireAdmin,
      schema: {
        summary: 'Page views per page and day over the last days (moderators only)',
        querystring: pageViewsQuerySchema,
        response: { 200: pageViewsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => pageViewService.report(request.query.days),
  );

  done();
};
