import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  botCheckTokenSchema,
  forgotUsernameRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  passwordFieldSchema,
  registerRequestSchema,
  resetPasswordCompleteSchema,
  resetPasswordTokenSchema,
  resetPasswordVerifySchema,
  settingsRequestSchema,
  undoEmailChangeRequestSchema,
  usernameFieldSchema,
  verifySignupRequestSchema,
} from '../../src/api/contract/auth';
import { secondStepSchema } from '../../src/api/contract/twoStep';
import { callerOf, noStore } from '../auth/accountRoutes';
import {
  clearSessionCookie,
  loggedIn,
  requireUser,
  setDeviceCookie,
  setSessionCookie,
} from '../auth/sessionPlugin';
import { toUser } from '../services/accountContext';
import { undoEmailChange, updateSettings } from '../services/accountSettings';
import { login } from '../services/login';
import { STEP_UP_PURPOSE } from '../services/loginTrust';
import {
  completePasswordReset,
  forgotUsername,
  requestPasswordChange,
  requestPasswordReset,
  verifyPasswordReset,
} from '../services/passwordReset';
import { register, verifySignup } from '../services/registration';
import { errorResponses } from '../http/routeSchemas';
import { altchaChallengeWith } from './botCheck';
import type { ApiDeps } from './deps';
import { messageResponseSchema } from '../../src/api/contract/message';
import { userSchema } from '../../src/api/contract/user';

/** The harder login check: an ALTCHA challenge marked (and signed) as such. */
const stepUpChallengeSchema = altchaChallengeWith(
  z.object({ action: z.literal('login'), purpose: z.literal(STEP_UP_PURPOSE) }),
);

/** Both passwords of the account page's form, or neither (the forgot-password page). */
const BOTH_PASSWORDS = 'Enter your current password and the new one.';

/**
 * `POST /api/auth/reset-password/request`. One object rather than the contract's union: with a
 * union, a logged-in request whose new password is too weak would silently match the
 * forgot-password form and start a reset instead of saying what is wrong with the password.
 */
const resetPasswordRequestBodySchema = z
  .object({
    username: usernameFieldSchema,
    recaptchaToken: botCheckTokenSchema,
    currentPassword: passwordFieldSchema.optional(),
    newPassword: newPasswordSchema.optional(),
  })
  .refine((body) => (body.currentPassword === undefined) === (body.newPassword === undefined), {
    error: BOTH_PASSWORDS,
  });

/** `/api/auth/*`: registration, login, sessions, settings and password/username recovery. */
export const authRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { accounts }, done) => {
  noStore(app);

  for (const url of ['/auth/register', '/auth/signup']) {
    app.post(
      url,
      {
        schema: {
          summary: 'Start a registration: a 6-digit code is mailed',
          body: registerRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429, 503) },
        },
      },
      (request) => register(accounts, request.body, callerOf(request)),
    );
  }

  app.post(
    '/auth/verify-signup',
    {
      schema: {
        summary: 'Confirm a registration with its code: creates the account and logs in',
        body: verifySignupRequestSchema,
        response: { 201: userSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const { user, started, device } = await verifySignup(
        accounts,
        request.body,
        callerOf(request),
      );
      setSessionCookie(reply, accounts, started);
      setDeviceCookie(reply, accounts, device);
      return reply.code(201).send(toUser(user));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        summary:
          'Log in with username and password (202 with a ticket when two-step sign-in asks for a code)',
        description:
          'After many wrong passwords for the account, a browser without its device cookie gets 401 with the message to solve `GET /api/auth/login/challenge` and send the solution as `stepUpToken`.',
        body: loginRequestSchema,
        response: { 200: userSchema, 202: secondStepSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const outcome = await login(
        accounts,
        { ...request.body, deviceCookie: request.cookies[accounts.deviceCookie] },
        callerOf(request),
      );
      if ('secondStep' in outcome) return reply.code(202).send(outcome);
      setSessionCookie(reply, accounts, outcome.started);
      setDeviceCookie(reply, accounts, outcome.device);
      return toUser(outcome.user);
    },
  );

  app.get(
    '/auth/login/challenge',
    {
      schema: {
        summary: 'The harder login check: an ALTCHA challenge 20 times the bot-check’s work',
        response: { 200: stepUpChallengeSchema },
      },
    },
    async () => stepUpChallengeSchema.parse(await accounts.loginTrust.stepUpChallenge()),
  );

  app.get(
    '/auth/me',
    {
      preHandler: requireUser,
      schema: {
        summary: 'The logged-in user',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    (request) => Promise.resolve(toUser(loggedIn(request).user)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'End this session',
        response: { 204: z.null().describe('No body'), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      if (request.session) await accounts.sessions.end(request.session.id);
      clearSessionCookie(reply, accounts);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      preHandler: requireUser,
      schema: {
        summary: 'End every session of the account, on every device',
        response: { 204: z.null().describe('No body'), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await accounts.sessions.endAll(loggedIn(request).user.id);
      clearSessionCookie(reply, accounts);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/auth/settings',
    {
      preHandler: requireUser,
      schema: {
        summary:
          'Change username and email (a new email needs the current password and the code mailed to it)',
        body: settingsRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const updated = await updateSettings(
        accounts,
        loggedIn(request).user,
        request.body,
        callerOf(request),
      );
      return toUser(updated);
    },
  );

  app.post(
    '/auth/reset-password/request',
    {
      schema: {
        summary:
          'Forgot password ({username}) or, logged in, change password ({username, currentPassword, newPassword}): mails a code',
        body: resetPasswordRequestBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    (request) => {
      const { username, recaptchaToken, currentPassword, newPassword } = request.body;
      if (currentPassword === undefined || newPassword === undefined) {
        return requestPasswordReset(accounts, { username, recaptchaToken }, callerOf(request));
      }
      return requestPasswordChange(
        accounts,
        loggedIn(request).user,
        { username, recaptchaToken, currentPassword, newPassword },
        callerOf(request),
      );
    },
  );

  app.post(
    '/auth/reset-password/verify',
    {
      schema: {
        summary: 'Exchange the mailed code for a one-use token',
        body: resetPasswordVerifySchema,
        response: { 200: resetPasswordTokenSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => verifyPasswordReset(accounts, request.body, callerOf(request)),
  );

  app.post(
    '/auth/reset-password/complete',
    {
      schema: {
        summary: 'Set the new password with the token',
        body: resetPasswordCompleteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => completePasswordReset(accounts, request.body, callerOf(request)),
  );

  app.post(
    '/auth/undo-email-change',
    {
      schema: {
        summary:
          'Put back the email address an email change replaced (the link mailed to it): every session ends',
        body: undoEmailChangeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => undoEmailChange(accounts, request.body, callerOf(request)),
  );

  app.post(
    '/auth/forgot-username',
    {
      schema: {
        summary: 'Mail the username to the address on file',
        body: forgotUsernameRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    (request) => forgotUsername(accounts, request.body, callerOf(request)),
  );

  done();
};
