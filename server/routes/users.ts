import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '../../src/api/contract/auth';
import { callerOf, noStore } from '../auth/accountRoutes';
import { clearSessionCookie, loggedIn, requireUser } from '../auth/sessionPlugin';
import { deleteAccount } from '../services/accountSettings';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { messageResponseSchema } from '../../src/api/contract/message';

const userParamsSchema = z.object({
  username: z.string().min(1).max(254).describe('The account (its own username)'),
});

/** `/api/users/{username}`: deleting one's own account. */
export const userRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { accounts }, done) => {
  noStore(app);

  app.delete(
    '/users/:username',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Delete your own account (with its current password); every session ends',
        params: userParamsSchema,
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const answer = await deleteAccount(
        accounts,
        loggedIn(request).user,
        request.params.username,
        request.body,
        callerOf(request),
      );
      clearSessionCookie(reply, accounts);
      return answer;
    },
  );

  done();
};
