import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { feedbackRequestSchema, feedbackResponseSchema } from '../../src/api/contract/feedback';
import { noStore } from '../auth/accountRoutes';
import { errorResponses } from '../http/routeSchemas';
import { clientKey } from '../http/clientKey';
import type { ApiDeps } from './deps';
import { FEEDBACK_TEXTS } from '../../src/api/contract/feedbackTexts';

/**
 * `POST /api/feedback` (spec §3 Feedback submission, §7): anyone sends feedback through the
 * bot-check. The CSRF defence (server/http/csrf.ts) guards it like every mutation; the per-address
 * limit is the service's, kept in the database.
 */
export const feedbackRoutes: FastifyPluginCallbackZod<ApiDeps> = (
  app,
  { feedbackService },
  done,
) => {
  noStore(app);
  app.post(
    '/feedback',
    {
      schema: {
        summary: 'Send feedback to the people who run the site',
        body: feedbackRequestSchema,
        response: { 201: feedbackResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await feedbackService.submit(request.body, clientKey(request));
      return reply.code(201).send({ message: FEEDBACK_TEXTS.success });
    },
  );
  done();
};
