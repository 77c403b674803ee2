import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../auth/accountRoutes';
import { clientKey } from '../http/clientKey';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { AccountServices } from '../services/accounts';
import { isVisitorId, newVisitorId, type LikeOutcome, type Liker } from '../services/likes';
import type { ApiDeps } from './deps';
import { idOrUrlParamSchema } from '../http/savedBuildKeyParam';
import { COMMUNITY_TEXTS } from '../../src/api/contract/publicBuildsTexts';
import { likeResponseSchema } from '../../src/api/contract/likes';
import { SAVED_BUILD_TEXTS } from '../../src/api/contract/savedBuildsTexts';

/**
 * `POST` and `DELETE /api/saved-builds/{idOrUrl}/like` (spec §7 Like): like a build, or take the
 * like back. A logged-in player likes as the account; anyone else as the browser, which gets an
 * HttpOnly visitor cookie the first time (SameSite=Lax, and Secure with the `__Host-` prefix over
 * https, as the session cookie).
 */

/** A year: the browser keeps its identity, so its likes stay its own. */
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor cookie's name: `__Host-` over https, like the session cookie's. */
function visitorCookieName(secure: boolean): string {
  return secure ? '__Host-arrakis_visitor' : 'arrakis_visitor';
}

/** Who the caller is; a visitor without a (well-formed) cookie gets one now (likes, reports). */
export function likerOf(
  request: FastifyRequest,
  reply: FastifyReply,
  accounts: AccountServices,
): Liker {
  if (request.user !== null) return { kind: 'account', userId: request.user.id };
  const name = visitorCookieName(accounts.cookie.secure);
  const sent = request.cookies[name];
  if (sent !== undefined && isVisitorId(sent)) {
    return { kind: 'visitor', visitorId: sent, ip: clientKey(request) };
  }
  const visitorId = newVisitorId();
  reply.setCookie(name, visitorId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: accounts.cookie.secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
  return { kind: 'visitor', visitorId, ip: clientKey(request) };
}

function answer(outcome: LikeOutcome) {
  if (outcome.ok) return outcome.answer;
  if (outcome.reason === 'already-liked') throw new HttpError(409, COMMUNITY_TEXTS.alreadyLiked);
  // The same answer whether it does not exist or is someone else's: nothing is revealed.
  throw notFound(SAVED_BUILD_TEXTS.notFound);
}

export const likeRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { likeService, accounts },
  done,
) => {
  noStore(app);
  const schema = {
    params: z.object({ idOrUrl: idOrUrlParamSchema }),
    // The client sends `{}`; nothing in it is read.
    body: z.object({}).nullish(),
  };

  app.post(
    '/saved-builds/:idOrUrl/like',
    {
      schema: {
        summary: 'Like a build (once per account, or once per browser for visitors)',
        ...schema,
        response: { 200: likeResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      answer(await likeService.like(request.params.idOrUrl, likerOf(request, reply, accounts))),
  );

  app.delete(
    '/saved-builds/:idOrUrl/like',
    {
      schema: {
        summary: 'Take back your like of a build',
        ...schema,
        response: { 200: likeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) =>
      answer(await likeService.unlike(request.params.idOrUrl, likerOf(request, reply, accounts))),
  );

  done();
};
