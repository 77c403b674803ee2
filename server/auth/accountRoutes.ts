import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../http/clientKey';
import type { Caller } from '../services/accountContext';

/**
 * What the account route files share: the caller of a request, and `Cache-Control: no-store`
 * on every answer (account data and codes must never sit in a shared or browser cache).
 */

/**
 * The client and session, for throttling and "the other sessions": `ip` is the client key
 * (an IPv6 address counts as its /64), so every per-address limit counts the client.
 */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: clientKey(request), sessionId: request.session?.id };
}

/** Every answer of the plugin's routes, errors included, is `Cache-Control: no-store`. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
