import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackInboxQuerySchema,
  feedbackInboxSchema,
  feedbackItemSchema,
  feedbackMarkSchema,
} from '../../src/api/contract/feedback';
import { noStore } from '../auth/accountRoutes';
import { requireAdmin } from '../auth/requireAdmin';
import { loggedIn } from '../auth/sessionPlugin';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/** What a moderator reads when the message is gone (or the id was never one). */
const FEEDBACK_NOT_FOUND = 'No such feedback message.';

/**
 * The desk's feedback inbox: `GET /api/admin/feedback?status=open|done&page=N` and
 * `PATCH /api/admin/feedback/{id}` {done}. Moderators only (requireAdmin runs before the request is
 * validated, so nobody else learns its schema); a mark is recorded in the desk's record with the
 * change.
 */
export const adminFeedbackRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { feedbackService },
  done,
) => {
  noStore(app);
  app.addHook('preValidation', requireAdmin);

  app.get(
    '/admin/feedback',
    {
      schema: {
        summary: 'A page of the feedback inbox, newest first (moderators)',
        querystring: feedbackInboxQuerySchema,
        response: { 200: feedbackInboxSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => feedbackService.inbox(request.query.status, request.query.page),
  );

  app.patch(
    '/admin/feedback/:id',
    {
      schema: {
        summary: 'Mark a feedback message done, or open again (moderators)',
        params: z.object({ id: z.uuid() }),
        body: feedbackMarkSchema,
        response: { 200: feedbackItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user } = loggedIn(request);
      const item = await feedbackService.mark(request.params.id, request.body.done, user);
      if (!item) throw notFound(FEEDBACK_NOT_FOUND);
      return item;
    },
  );
  done();
};
