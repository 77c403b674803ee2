import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../services/accountContext';

/**
 * What the account route files share: the caller of a request, and `Cache-Control: no-store`
 * on every answer (account data and codes must never sit in a shared or browser cache).
 */

/** The client's address and session, for throttling and "the other sessions". */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, sessionId: request.session?.id };
}

/** Every answer of the plugin's routes, errors included, is `Cache-Control: no-store`. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
