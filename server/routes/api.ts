import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sessionPlugin } from '../auth/sessionPlugin';
import { clientKey } from '../http/clientKey';
import { rateLimitStore } from '../http/rateLimitStore';
import { HttpError } from '../http/httpError';
import type { RequestCounters } from '../counters/requestCounters';
import { accountRoutes } from './account';
import { adminFeedbackRoutes } from './adminFeedback';
import { adminNewsRoutes } from './adminNews';
import { adminQueueRoutes } from './adminQueue';
import { authorRoutes } from './authors';
import { authRoutes } from './auth';
import { basedOnBuildRoutes } from './basedOnBuilds';
import { botCheckRoutes } from './botCheck';
import { buildLinkRoutes } from './buildLinks';
import { classRoutes } from './classes';
import type { ApiDeps } from './deps';
import { feedbackRoutes } from './feedback';
import { gameVersionRoutes } from './gameVersions';
import { healthRoutes } from './health';
import { likeRoutes } from './likes';
import { collectionRoutes } from './collections';
import { commentRoutes } from './comments';
import { notificationRoutes } from './notifications';
import { digestUnsubscribeRoutes } from './digestUnsubscribe';
import { adminCommentRoutes } from './adminComments';
import { openedBuildRoutes } from './openedBuilds';
import { compareRoutes } from './compare';
import { pageViewRoutes } from './pageViews';
import { publicBuildRoutes } from './publicBuilds';
import { reportRoutes } from './reports';
import { savedBuildRoutes } from './savedBuilds';
import { buildRevisionRoutes } from './buildRevisions';
import { buildMigrationRoutes } from './buildMigration';
import { siteConfigRoutes } from './siteConfig';
import { skillTreeRoutes } from './skillTrees';
import { twoStepRoutes } from './twoStep';
import { userRoutes } from './users';

export interface ApiOptions {
  deps: ApiDeps;
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Build links created per minute per client address; 0 leaves only the general limit. */
  linkRateLimitPerMinute: number;
  /** Searches per minute per client; 0 leaves only the general limit. */
  searchRateLimitPerMinute: number;
  /** Where the limits count: memory, Redis or batched into the database, never per request. */
  rateLimitCounters: RequestCounters;
  /** The page door's own requests for a page's answers: the page request already counted. */
  isPageAnswer?: (request: FastifyRequest) => boolean;
}

/**
 * server/routes/: HTTP only. Each file registers the routes of one resource with their zod
 * schemas (params, query string, body, and every answer by status code, from
 * src/api/contract), and turns a service's outcome into a status code and body. Rules live in
 * server/services/, database queries in server/repositories/.
 *
 * Everything under /api. The rate limit is registered in this scope, so it covers the API
 * routes only: static files are cheap and a page load fetches many of them.
 */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  app,
  {
    rateLimitPerMinute,
    linkRateLimitPerMinute,
    searchRateLimitPerMinute,
    rateLimitCounters,
    isPageAnswer,
    deps,
  },
) => {
  if (rateLimitPerMinute > 0 || linkRateLimitPerMinute > 0 || searchRateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      // With the general limit off, only routes with a limit of their own are limited.
      global: rateLimitPerMinute > 0,
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      // One client per IPv4 address or IPv6 /64, as every other limit counts.
      keyGenerator: clientKey,
      ...(isPageAnswer ? { allowList: (request: FastifyRequest) => isPageAnswer(request) } : {}),
      // Our counters: shared across processes when there are several (openRequestCounters.ts).
      store: rateLimitStore(rateLimitCounters, 'api'),
      // A counting hiccup must not turn every API answer into a 500 on its own account.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests: the limit is ${context.max} per minute. Try again in ${context.after}.`,
        ),
    });
  }
  // Session cookie → request.user for every API route (login-only routes add requireUser).
  await app.register(sessionPlugin, { accounts: deps.accounts });
  await app.register(healthRoutes, deps);
  await app.register(gameVersionRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(skillTreeRoutes, deps);
  await app.register(buildLinkRoutes, { ...deps, linkRateLimitPerMinute });
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(twoStepRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(botCheckRoutes, deps);
  await app.register(savedBuildRoutes, deps);
  await app.register(buildRevisionRoutes, deps);
  await app.register(buildMigrationRoutes, deps);
  await app.register(openedBuildRoutes, deps);
  await app.register(compareRoutes, deps);
  await app.register(basedOnBuildRoutes, deps);
  await app.register(publicBuildRoutes, { ...deps, searchRateLimitPerMinute });
  await app.register(likeRoutes, deps);
  await app.register(collectionRoutes, deps);
  await app.register(commentRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(digestUnsubscribeRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(pageViewRoutes, deps);
  await app.register(siteConfigRoutes, deps);
  await app.register(authorRoutes, deps);
  await app.register(feedbackRoutes, deps);
  await app.register(adminFeedbackRoutes, deps);
  await app.register(adminNewsRoutes, deps);
  await app.register(adminQueueRoutes, deps);
  await app.register(adminCommentRoutes, deps);
};
