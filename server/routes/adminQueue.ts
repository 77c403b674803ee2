import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminActionsSchema,
  moderationDecisionResponseSchema,
  moderationDecisionSchema,
  moderationQueueSchema,
} from '../../src/api/contract/admin';
import { noStore } from '../auth/accountRoutes';
import { requireAdmin } from '../auth/requireAdmin';
import { loggedIn } from '../auth/sessionPlugin';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * The desk's moderation queue and record: `GET /api/admin/queue`,
 * `POST /api/admin/builds/{id}/decision` {decision, note} and `GET /api/admin/actions?page=N`.
 * Moderators only (requireAdmin runs before the request is validated); each decision is recorded
 * with the change it makes.
 */
export const adminQueueRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { moderationQueueService, adminActions },
  done,
) => {
  noStore(app);
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/admin/queue',
    {
      schema: {
        summary: 'Builds waiting for a moderator, the longest waiting first (moderators)',
        response: { 200: moderationQueueSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ builds: await moderationQueueService.queue() }),
  );

  app.post(
    '/admin/builds/:id/decision',
    {
      schema: {
        summary: 'Clear, keep Restricted or delete a build (moderators)',
        params: z.object({ id: z.uuid() }),
        body: moderationDecisionSchema,
        response: {
          200: moderationDecisionResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { user } = loggedIn(request);
      const outcome = await moderationQueueService.decide(request.params.id, request.body, {
        id: user.id,
        username: user.username,
      });
      if (!outcome) throw notFound(SAVED_BUILD_TEXTS.notFound);
      return outcome;
    },
  );

  app.get(
    '/admin/actions',
    {
      schema: {
        summary: "A page of the desk's record, newest first (moderators)",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: adminActionsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => adminActions.list(request.query.page),
  );
  done();
};
