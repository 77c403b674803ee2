import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  accountSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  sendEmailCodeRequestSchema,
} from '../../src/api/contract/auth';
import { callerOf, noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser } from '../auth/sessionPlugin';
import { accountView, changeEmail, sendEmailCode } from '../services/accountSettings';
import { errorResponses } from '../http/routeSchemas';
import type { ApiDeps } from './deps';
import { messageResponseSchema } from '../../src/api/contract/message';

/** `/api/account`: the logged-in player's account page and email change. Login only. */
export const accountRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { accounts }, done) => {
  noStore(app);
  // Deny by default: every route of this plugin needs a session.
  app.addHook('preHandler', requireUser);

  app.get(
    '/account',
    {
      schema: {
        summary: 'The account page: profile, login times and saved-build count',
        response: { 200: accountSchema, ...errorResponses(401) },
      },
    },
    (request) => {
      const { user, session } = loggedIn(request);
      return accountView(accounts, user, session);
    },
  );

  app.post(
    '/account/send-email-code',
    {
      schema: {
        summary: 'Mail a code to a new email address (with the current password)',
        body: sendEmailCodeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    (request) => sendEmailCode(accounts, loggedIn(request).user, request.body, callerOf(request)),
  );

  app.put(
    '/account',
    {
      schema: {
        summary:
          'Change the email address with the current password and the code mailed to it; the old address gets a link that undoes it',
        body: changeEmailRequestSchema,
        response: { 200: changeEmailResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    (request) => changeEmail(accounts, loggedIn(request).user, request.body, callerOf(request)),
  );

  done();
};
