import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '../../src/api/contract';
import { apiErrorBody } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/** Shed no probe under load: liveness must not fail because the process is busy (see app.ts). */
const NEVER_SHED = { pressureHandler: () => undefined };

/** The 503 messages of readiness. */
export const NOT_READY_DATABASE = 'Not ready: the database is not answering.';
const NOT_READY_CLOSING = 'Not ready: the server is shutting down.';
export const NOT_READY_CANNOT_WRITE = 'Not ready: the database does not take writes right now.';

/**
 * `GET /api/health` (liveness: the process and its database answer) and `GET
 * /api/health/ready` (readiness: send this process traffic, 503 while the database is
 * unreachable or takes no writes, the process is shutting down or under pressure).
 */
export const healthRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { health }, done) => {
  // From the first moment of closing, readiness fails (Fastify's own 503 covers new requests).
  app.addHook('preClose', (next) => {
    health.markClosing();
    next();
  });

  app.get(
    '/health',
    {
      // Load balancers and uptime checks poll this: never rate limit them out, and keep their
      // request lines out of the info log (a failing check still logs at error).
      config: { rateLimit: false, ...NEVER_SHED },
      logLevel: 'warn',
      schema: {
        summary: 'Whether the server and its database answer (liveness)',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await health.check();
      if (!result.ok) {
        request.log.error({ err: result.error }, 'health check: the database did not answer');
        return reply.code(503).send(apiErrorBody(503, 'The database is not answering.'));
      }
      return result.report;
    },
  );

  app.get(
    '/health/ready',
    {
      // Under pressure this answers 503 like any route: the load balancer then eases off.
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        summary: 'Whether this server process should get traffic (readiness)',
        response: { 200: readinessResponseSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await health.ready();
      if (result.ok) return result.report;
      if (result.reason === 'closing') {
        return reply.code(503).send(apiErrorBody(503, NOT_READY_CLOSING));
      }
      if (result.reason === 'cannot-write') {
        request.log.warn('readiness: the database does not take writes (a lock is held)');
        return reply.code(503).send(apiErrorBody(503, NOT_READY_CANNOT_WRITE));
      }
      // The database's error names its host: logged, never sent.
      request.log.warn({ err: result.error }, 'readiness: the database did not answer');
      return reply.code(503).send(apiErrorBody(503, NOT_READY_DATABASE));
    },
  );
  done();
};
