import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseBusy } from '../db/databaseBusy';
import { apiErrorBody, HttpError } from './httpError';
import { refusalAnswer } from './refusalAnswers';
import { validationErrorBody } from './validationErrors';

/** The message of every 5xx answer: what went wrong is logged, never sent. */
export const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

/** What a request that waited too long for the database reads (503, with Retry-After). */
export const DATABASE_BUSY_MESSAGE =
  'The server is too busy right now. Please try again in a few seconds.';

/** Seconds a client is told to wait after the database gave up on its request. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

/** Fastify's own words for a broken JSON body name its internals; this says what to fix. */
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  // Echoed in a JSON message: bounded so a huge URL does not make a huge answer.
  return path.length > 200 ? `${path.slice(0, 200)}...` : path;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * Sends an error body as plain JSON: a route's response schemas describe its answers, but an
 * error body must never fail them and turn a 400 into a 500.
 */
function sendError(reply: FastifyReply, statusCode: number, body: object): FastifyReply {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * Every error answer is `{statusCode, error, message}`. A request that fails its route's zod
 * schema gets 400 with the first issue's message and a `problems` list (validationErrors.ts).
 * Other client errors (4xx) keep their message, which says what to fix; server errors,
 * including an answer that does not match its own response schema, are logged with their
 * stack and answered generically, so no internals (SQL, paths, stack traces) reach a client.
 */
export function registerErrorHandlers(
  app: FastifyInstance,
  sendPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        400,
        validationErrorBody(error.validation, error.validationContext ?? 'body'),
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, apiErrorBody(400, INVALID_JSON_MESSAGE));
    }
    // A held lock or a runaway statement: a moment's trouble, not a fault of ours or theirs.
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'the database gave up waiting (lock or statement timeout)');
      reply.header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, apiErrorBody(503, DATABASE_BUSY_MESSAGE));
    }
    // A service's refusal: its message is for the player; a 429 or 503 says when to come back.
    const refusal = refusalAnswer(error);
    if (refusal) {
      if (refusal.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
      }
      return sendError(reply, refusal.statusCode, apiErrorBody(refusal.statusCode, error.message));
    }
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    const isServerFault = error instanceof ResponseSerializationError || statusCode >= 500;
    if (error instanceof HttpError || !isServerFault) {
      return sendError(reply, statusCode, apiErrorBody(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, apiErrorBody(500, GENERIC_500));
  });

  // A client-side route falls back to index.html once; if that file vanished meanwhile, the
  // second miss must end in a 404 rather than loop.
  const triedSpa = new WeakSet<FastifyRequest>();

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (!isApiPath(path) && isPageRequest && sendPage && !triedSpa.has(request)) {
      triedSpa.add(request);
      return sendPage(request, reply);
    }
    const message = isApiPath(path)
      ? `No API endpoint ${request.method} ${path}.`
      : `Nothing at ${request.method} ${path}.`;
    return reply.code(404).send(apiErrorBody(404, message));
  });
}
