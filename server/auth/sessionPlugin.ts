import cookie from '@fastify/cookie';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { MESSAGES } from '../../src/api/contract/authTexts';
import { HttpError } from '../http/httpError';
import type { SessionRow } from '../repositories/sessionRepository';
import type { UserRow } from '../repositories/userRepository';
import type { AccountServices } from '../services/accounts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../services/loginTrust';
import type { StartedSession } from '../services/sessions';

/**
 * Sessions for the API: reads the session cookie on every /api request and sets
 * `request.user` and `request.session` (null for a visitor). Routes only for logged-in players
 * add `preHandler: requireUser`, which answers 401 otherwise: deny by default, checked before
 * the handler runs. Registered once in the /api scope (it does not wrap itself in a new scope,
 * so every API route sees the decorations; nothing outside /api does).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in account, or null. */
    user: UserRow | null;
    /** The session of this request's cookie, or null. */
    session: SessionRow | null;
  }
}

/** preHandler of login-only routes: 401 `MESSAGES.notLoggedIn` for a visitor. */
export const requireUser: preHandlerAsyncHookHandler = (request) =>
  request.user === null || request.session === null
    ? Promise.reject(new HttpError(401, MESSAGES.notLoggedIn))
    : Promise.resolve();

/** The logged-in user and session of a request that passed `requireUser`. */
export function loggedIn(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (request.user === null || request.session === null) {
    throw new HttpError(401, MESSAGES.notLoggedIn);
  }
  return { user: request.user, session: request.session };
}

/** Sets the cookie of a new session (Max-Age only for remember me). */
export function setSessionCookie(
  reply: FastifyReply,
  accounts: AccountServices,
  started: StartedSession,
): void {
  reply.setCookie(accounts.cookie.name, started.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: accounts.cookie.secure,
    ...(started.cookieMaxAgeSeconds === undefined ? {} : { maxAge: started.cookieMaxAgeSeconds }),
  });
}

/** Sets the device cookie of a browser that just logged in (a year; kept across logouts). */
export function setDeviceCookie(
  reply: FastifyReply,
  accounts: AccountServices,
  value: string,
): void {
  reply.setCookie(accounts.deviceCookie, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: accounts.cookie.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(reply: FastifyReply, accounts: AccountServices): void {
  reply.clearCookie(accounts.cookie.name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: accounts.cookie.secure,
  });
}

const plugin: FastifyPluginAsync<{ accounts: AccountServices }> = async (app, { accounts }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  // Not async: most requests carry no session cookie, and skip the promise an async hook costs.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[accounts.cookie.name];
    if (token === undefined) {
      done();
      return;
    }
    // A real token is 43 base64url characters; anything else is not worth a query.
    const resolving = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? accounts.sessions.resolve(token)
      : Promise.resolve(undefined);
    resolving
      .then((resolved) => {
        if (resolved) {
          request.user = resolved.user;
          request.session = resolved.session;
        } else {
          // Expired, ended elsewhere or forged: the browser forgets it instead of sending it on
          // every request. A login in this same request sets its new cookie after, and that wins.
          clearSessionCookie(reply, accounts);
        }
      })
      // Every outcome, a throw in the lines above included, ends the hook.
      .then(() => {
        done();
      }, done);
  });
};
// Not a new scope: the decorations and hooks apply to the scope that registers it (/api).
(plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

/** Registers cookies and the session lookup in the /api scope. */
export const sessionPlugin = plugin;
