import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  followStateSchema,
  markReadRequestSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSettingsChangeSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from '../../src/api/contract/notifications';
import { NOTIFICATION_TEXTS } from '../../src/api/contract/notificationsTexts';
import { noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import type { FollowOutcome } from '../services/notifications';
import type { ApiDeps } from './deps';

/**
 * Following authors (`/api/users/{username}/follow`) and builds
 * (`/api/saved-builds/{idOrUrl}/follow`), and the asker's notifications, unread count and
 * settings. Changes need a session; every answer is the asker's own, so no-store.
 */

const STATUS_OF = {
  'user-not-found': [404, NOTIFICATION_TEXTS.userNotFound],
  'build-not-found': [404, NOTIFICATION_TEXTS.buildNotFound],
  'own-account': [400, NOTIFICATION_TEXTS.ownAccount],
  'own-build': [400, NOTIFICATION_TEXTS.ownBuild],
  'too-many': [409, NOTIFICATION_TEXTS.tooManyFollows],
} as const;

function answer(outcome: FollowOutcome) {
  if (outcome.ok) return outcome.answer;
  const [status, message] = STATUS_OF[outcome.reason];
  throw new HttpError(status, message);
}

const authorParams = z.object({ username: z.string().min(1).max(254) });
const buildParams = z.object({ idOrUrl: idOrUrlParamSchema });

export const notificationRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { notificationService: service },
  done,
) => {
  noStore(app);
  const emptyBody = z.object({}).nullish();

  app.get(
    '/users/:username/follow',
    {
      schema: {
        summary: 'Whether you follow an author, and how many do',
        params: authorParams,
        response: { 200: followStateSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      answer(await service.authorState(request.params.username, request.user?.id ?? null)),
  );

  app.get(
    '/saved-builds/:idOrUrl/follow',
    {
      schema: {
        summary: 'Whether you follow a build, and how many do',
        params: buildParams,
        response: { 200: followStateSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      answer(await service.buildState(request.params.idOrUrl, request.user?.id ?? null)),
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/users/:username/follow',
      preHandler: requireUser,
      schema: {
        summary: on ? 'Follow an author' : 'Stop following an author',
        params: authorParams,
        body: emptyBody,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      handler: async (request) =>
        answer(await service.followAuthor(request.params.username, loggedIn(request).user.id, on)),
    });
    app.route({
      method,
      url: '/saved-builds/:idOrUrl/follow',
      preHandler: requireUser,
      schema: {
        summary: on ? 'Follow a Public build' : 'Stop following a build',
        params: buildParams,
        body: emptyBody,
        response: { 200: followStateSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
      handler: async (request) =>
        answer(await service.followBuild(request.params.idOrUrl, loggedIn(request).user.id, on)),
    });
  }

  app.get(
    '/notifications',
    {
      preHandler: requireUser,
      schema: {
        summary: 'A page of your notifications, newest first',
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.page(loggedIn(request).user.id, request.query.page),
  );

  app.get(
    '/notifications/unread',
    {
      preHandler: requireUser,
      schema: {
        summary: 'How many of your notifications are unread',
        response: { 200: unreadCountSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => ({ unread: await service.unread(loggedIn(request).user.id) }),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Mark these of your notifications read (all, without ids)',
        body: markReadRequestSchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      unread: await service.markRead(loggedIn(request).user.id, request.body.ids),
    }),
  );

  app.get(
    '/notifications/settings',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Which kinds of notification you get, and your email digest',
        response: { 200: notificationSettingsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => service.settings(loggedIn(request).user.id),
  );

  app.put(
    '/notifications/settings',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Switch kinds of notification on or off, and choose an email digest',
        body: notificationSettingsChangeSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.saveSettings(loggedIn(request).user.id, request.body),
  );

  done();
};
