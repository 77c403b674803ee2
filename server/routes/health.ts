import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../src/api/contract';
import { apiErrorBody } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';

/** `GET /api/health`: answers 200 only after a real round trip to the database. */
export const healthRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { health }, done) => {
  app.get(
    '/health',
    {
      // Load balancers and uptime checks poll this: never rate limit them out, and keep their
      // request lines out of the info log (a failing check still logs at error).
      config: { rateLimit: false },
      logLevel: 'warn',
      schema: {
        summary: 'Whether the server and its database answer',
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
  done();
};
