import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentChangeSchema,
  commentIdSchema,
  commentPageQuerySchema,
  commentPageSchema,
  commentReportRequestSchema,
  editCommentRequestSchema,
  postCommentRequestSchema,
} from '../../src/api/contract/comments';
import { COMMENT_TEXTS } from '../../src/api/contract/commentsTexts';
import { messageResponseSchema } from '../../src/api/contract/message';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { clientKey } from '../http/clientKey';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { CommentOutcome } from '../services/comments';
import type { ApiDeps } from './deps';

/**
 * Comments on Public builds: a build's page of threads (`/api/saved-builds/{idOrUrl}/comments`)
 * and one comment's changes (`/api/comments/{id}`). Every change needs a session; what a comment
 * shows depends on who asks, so every answer is no-store.
 */

const STATUS_OF = {
  'build-not-found': [404, COMMENT_TEXTS.buildNotFound],
  'not-found': [404, COMMENT_TEXTS.notFound],
  suspended: [403, COMMENT_TEXTS.suspended],
  'thread-full': [409, COMMENT_TEXTS.threadFull],
  removed: [409, COMMENT_TEXTS.removedLocked],
  'not-build-author': [403, COMMENT_TEXTS.notYours],
  'own-report': [400, COMMENT_TEXTS.ownReport],
  'already-reported': [409, COMMENT_TEXTS.alreadyReported],
} as const;

function answer<T>(outcome: CommentOutcome<T>): T {
  if (outcome.ok) return outcome.answer;
  const [status, message] = STATUS_OF[outcome.reason];
  throw new HttpError(status, message);
}

const buildParams = z.object({ idOrUrl: idOrUrlParamSchema });
const idParams = z.object({ id: commentIdSchema });

export const commentRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { commentService: service },
  done,
) => {
  noStore(app);

  app.get(
    '/saved-builds/:idOrUrl/comments',
    {
      schema: {
        summary: "A page of a Public build's comments, newest thread first",
        params: buildParams,
        querystring: commentPageQuerySchema,
        response: { 200: commentPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      answer(
        await service.page(request.params.idOrUrl, request.user?.id ?? null, request.query.page),
      ),
  );

  app.post(
    '/saved-builds/:idOrUrl/comments',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Comment on a Public build, or reply to one of its comments',
        params: buildParams,
        body: postCommentRequestSchema,
        response: { 201: commentChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const change = answer(
        await service.post(
          request.params.idOrUrl,
          loggedIn(request).user.id,
          request.body,
          clientKey(request),
        ),
      );
      return reply.code(201).send(change);
    },
  );

  app.patch(
    '/comments/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Change the text of your comment',
        params: idParams,
        body: editCommentRequestSchema,
        response: { 200: commentChangeSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      answer(
        await service.edit(
          request.params.id,
          loggedIn(request).user.id,
          request.body.body,
          clientKey(request),
        ),
      ),
  );

  app.delete(
    '/comments/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Delete your comment',
        params: idParams,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => answer(await service.remove(request.params.id, loggedIn(request).user.id)),
  );

  for (const [method, hidden] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/comments/:id/hidden',
      preHandler: requireUser,
      schema: {
        summary: hidden
          ? 'Hide a comment on your build'
          : 'Show a comment you hid on your build again',
        params: idParams,
        body: z.object({}).nullish(),
        response: { 200: commentChangeSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      handler: async (request) =>
        answer(await service.setHidden(request.params.id, loggedIn(request).user.id, hidden)),
    });
  }

  app.post(
    '/comments/:id/report',
    {
      preHandler: requireUser,
      schema: {
        summary: "Report someone's comment to the moderators (once per account)",
        params: idParams,
        body: commentReportRequestSchema,
        response: {
          201: messageResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const sent = answer(
        await service.report(
          request.params.id,
          loggedIn(request).user.id,
          request.body,
          clientKey(request),
        ),
      );
      return reply.code(201).send(sent);
    },
  );

  done();
};
