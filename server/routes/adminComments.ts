import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentDecisionResponseSchema,
  commentDecisionSchema,
  commentIdSchema,
  commentingRequestSchema,
  commentingResponseSchema,
  commentQueueSchema,
} from '../../src/api/contract/comments';
import { COMMENT_TEXTS } from '../../src/api/contract/commentsTexts';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { noStore } from '../auth/accountRoutes';
import { requireAdmin } from '../auth/requireAdmin';
import { loggedIn } from '../auth/sessionPlugin';
import { notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/**
 * The desk's comments: `GET /api/admin/comments`, `POST /api/admin/comments/{id}/decision`
 * {decision, note} and `PUT /api/admin/users/{username}/commenting` {suspended, note}.
 * Moderators only (requireAdmin runs before the request is validated); each change is recorded.
 */
export const adminCommentRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { commentDeskService: desk },
  done,
) => {
  noStore(app);
  app.addHook('preValidation', requireAdmin);

  const moderatorOf = (request: Parameters<typeof loggedIn>[0]) => {
    const { user } = loggedIn(request);
    return { id: user.id, username: user.username };
  };

  app.get(
    '/admin/comments',
    {
      schema: {
        summary: 'Comments waiting for a moderator, the longest waiting first (moderators)',
        response: { 200: commentQueueSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ comments: await desk.queue() }),
  );

  app.post(
    '/admin/comments/:id/decision',
    {
      schema: {
        summary: 'Keep or remove a comment (moderators)',
        params: z.object({ id: commentIdSchema }),
        body: commentDecisionSchema,
        response: { 200: commentDecisionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const outcome = await desk.decide(request.params.id, request.body, moderatorOf(request));
      if (!outcome) throw notFound(COMMENT_TEXTS.notFound);
      return outcome;
    },
  );

  app.put(
    '/admin/users/:username/commenting',
    {
      schema: {
        summary: "Suspend or restore an account's commenting (moderators)",
        params: z.object({ username: z.string().min(1).max(254) }),
        body: commentingRequestSchema,
        response: { 200: commentingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { suspended, note } = request.body;
      const outcome = await desk.setCommenting(
        request.params.username,
        suspended,
        note,
        moderatorOf(request),
      );
      if (!outcome) throw notFound(COMMUNITY_TEXTS.userNotFound);
      return outcome;
    },
  );
  done();
};
