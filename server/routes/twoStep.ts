import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../src/api/contract/authTexts';
import {
  recoveryCodesSchema,
  secondStepRequestSchema,
  twoStepConfirmRequestSchema,
  twoStepDisableRequestSchema,
  twoStepPasswordRequestSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '../../src/api/contract/twoStep';
import { TWO_STEP_MESSAGES } from '../../src/api/contract/twoStepTexts';
import { callerOf, noStore } from '../auth/accountRoutes';
import { loggedIn, requireUser, setDeviceCookie, setSessionCookie } from '../auth/sessionPlugin';
import { clientKey } from '../http/clientKey';
import { HttpError } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { toUser, type Caller } from '../services/accountContext';
import {
  confirmTwoStepSetup,
  disableTwoStep,
  regenerateRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from '../services/twoStep';
import { completeSecondStep } from '../services/twoStepLogin';
import type { ApiDeps } from './deps';
import { userSchema } from '../../src/api/contract/user';

/** Every refusal of the two-step flows, as the status and message the player gets. */
const REFUSALS = {
  'wrong-password': [400, MESSAGES.wrongCurrentPassword],
  'already-on': [409, TWO_STEP_MESSAGES.alreadyOn],
  'not-on': [409, TWO_STEP_MESSAGES.notOn],
  'no-setup': [409, TWO_STEP_MESSAGES.noSetup],
  'wrong-code': [400, TWO_STEP_MESSAGES.wrongCode],
  reused: [400, TWO_STEP_MESSAGES.codeReused],
  'ticket-ended': [401, TWO_STEP_MESSAGES.ticketEnded],
  'ticket-too-many': [401, TWO_STEP_MESSAGES.ticketTooManyTries],
} as const satisfies Record<string, readonly [number, string]>;

function refusal(reason: keyof typeof REFUSALS): HttpError {
  const [status, message] = REFUSALS[reason];
  return new HttpError(status, message);
}

/** The caller with its limit key (an IPv6 /64 counts as one client). */
function callerKeyed(request: FastifyRequest): Caller {
  return { ...callerOf(request), ip: clientKey(request) };
}

/**
 * Two-step sign-in: `/api/account/two-step/*` (the account page, login only) and
 * `/api/auth/login/two-step` (the login's second step, with the ticket the password step gave).
 */
export const twoStepRoutes: FastifyPluginCallbackZod<ApiDeps> = (app, { accounts }, done) => {
  noStore(app);

  app.get(
    '/account/two-step',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
        response: { 200: twoStepStatusSchema, ...errorResponses(401, 429) },
      },
    },
    (request) => twoStepStatus(accounts, loggedIn(request).user),
  );

  app.post(
    '/account/two-step/setup',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Start turning two-step sign-in on: the password, then a new secret and QR code',
        body: twoStepPasswordRequestSchema,
        response: { 200: twoStepSetupSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await startTwoStepSetup(
        accounts,
        loggedIn(request).user,
        request.body.password,
        callerKeyed(request),
      );
      if (!outcome.ok) throw refusal(outcome.reason);
      return outcome.setup;
    },
  );

  app.post(
    '/account/two-step/confirm',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Turn two-step sign-in on with the app’s first code: answers the recovery codes',
        body: twoStepConfirmRequestSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await confirmTwoStepSetup(
        accounts,
        loggedIn(request).user,
        request.body.code,
        callerKeyed(request),
      );
      if (!outcome.ok) throw refusal(outcome.reason);
      return outcome.codes;
    },
  );

  app.post(
    '/account/two-step/recovery-codes',
    {
      preHandler: requireUser,
      schema: {
        summary: 'New recovery codes (the old ones stop working), with the password',
        body: twoStepPasswordRequestSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await regenerateRecoveryCodes(
        accounts,
        loggedIn(request).user,
        request.body.password,
        callerKeyed(request),
      );
      if (!outcome.ok) throw refusal(outcome.reason);
      return outcome.codes;
    },
  );

  app.post(
    '/account/two-step/disable',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Turn two-step sign-in off, with the password and a code or recovery code',
        body: twoStepDisableRequestSchema,
        response: { 200: twoStepStatusSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const outcome = await disableTwoStep(
        accounts,
        loggedIn(request).user,
        request.body,
        callerKeyed(request),
      );
      if (!outcome.ok) throw refusal(outcome.reason);
      return outcome.status;
    },
  );

  app.post(
    '/auth/login/two-step',
    {
      schema: {
        summary: 'The login’s second step: the ticket and an app code or recovery code',
        body: secondStepRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const outcome = await completeSecondStep(accounts, request.body, callerKeyed(request));
      if (!outcome.ok) throw refusal(outcome.reason);
      setSessionCookie(reply, accounts, outcome.started);
      setDeviceCookie(reply, accounts, outcome.device);
      return toUser(outcome.user);
    },
  );

  done();
};
