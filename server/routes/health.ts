import type { FastifyPluginCallback } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '../../src/api/contract';
import { apiErrorBody } from '../http/httpError';
import type { ApiDeps } from './deps';

/** `GET /api/health`: answers 200 only after a real round trip to the database. */
export const healthRoutes: FastifyPluginCallback<ApiDeps> = (app, { database, manifest }, done) => {
  app.get(
    '/health',
    // Load balancers and uptime checks poll this: never rate limit them out, and keep their
    // request lines out of the info log (a failing check still logs at error).
    { config: { rateLimit: false }, logLevel: 'warn' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await sql`select 1`.execute(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply.code(503).send(apiErrorBody(503, 'The database is not answering.'));
      }
      const body: HealthResponse = {
        status: 'ok',
        database: database.kind,
        gameVersion: manifest.current,
      };
      return body;
    },
  );
  done();
};
