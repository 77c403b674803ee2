import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../src/api/contract';
import { badRequestSchema } from '../http/routeSchemas';
import type { Caller } from '../services/accountContext';

/**
 * What the account route files share: their error answers (for the OpenAPI document), the
 * caller of a request, and `Cache-Control: no-store` on every answer (account data and codes
 * must never sit in a shared or browser cache).
 */

const accountErrorAnswers = {
  400: badRequestSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  503: apiErrorSchema,
} as const;

type AccountErrorStatus = keyof typeof accountErrorAnswers;

/** `accountErrors(400, 401)` → `{400: …, 401: …}` for a route's `schema.response`. */
export function accountErrors<S extends AccountErrorStatus>(
  ...statuses: S[]
): Pick<typeof accountErrorAnswers, S> {
  return Object.fromEntries(statuses.map((s) => [s, accountErrorAnswers[s]])) as Pick<
    typeof accountErrorAnswers,
    S
  >;
}

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
