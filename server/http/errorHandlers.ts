import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorBody, HttpError } from './httpError';
import type { SpaFallback } from './staticFiles';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

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
 * Every error answer is `{statusCode, error, message}`. Client errors (4xx) keep their message,
 * which says what to fix; server errors are logged with their stack and answered generically,
 * so no internals (SQL, paths, stack traces) ever reach a client.
 */
export function registerErrorHandlers(app: FastifyInstance, spa: SpaFallback | null): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (error instanceof HttpError || statusCode < 500) {
      return reply.code(statusCode).send(apiErrorBody(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiErrorBody(500, GENERIC_500));
  });

  // A client-side route falls back to index.html once; if that file vanished meanwhile, the
  // second miss must end in a 404 rather than loop.
  const triedSpa = new WeakSet<FastifyRequest>();

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (!isApiPath(path) && isPageRequest && spa && !triedSpa.has(request)) {
      triedSpa.add(request);
      return spa(request, reply);
    }
    const message = isApiPath(path)
      ? `No API endpoint ${request.method} ${path}.`
      : `Nothing at ${request.method} ${path}.`;
    return reply.code(404).send(apiErrorBody(404, message));
  });
}
