import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './errorHandlers';
import { HttpError } from './httpError';

/**
 * CSRF defence for every mutating API call (DESIGN.md "Security"). Session cookies are
 * SameSite=Lax, and on top of that a mutation is refused when the browser says it comes from
 * another site: `Sec-Fetch-Site: cross-site`, or an `Origin` that is not this site's. A body
 * must be JSON: an HTML form or a "simple" fetch can only send form or text bodies without a
 * CORS preflight, so refusing those closes the classic CSRF path even for old browsers.
 * Requests with neither header (curl, server-to-server) carry no ambient cookies of a victim
 * and pass.
 *
 * A mutation that carries a Cookie header (the session) must besides say it comes from our
 * own script: `Content-Type: application/json` or `X-Requested-With: arrakis`, bodyless ones
 * (logout, delete) included. Both are headers a cross-site page cannot send without a CORS
 * preflight, which this API never grants, so a forged request with the victim's cookie fails
 * even in a browser that sends neither Origin nor Sec-Fetch-Site.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route acts only on a secret key in its URL, never on a session: mail programs' one-click
     * unsubscribe (RFC 8058) posts a form from their own servers, so this defence cannot apply.
     */
    keyedOneClick?: boolean;
  }
}

const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  "Cross-site requests are refused: this API only accepts changes from the site's own pages.";
export const NOT_JSON_MESSAGE =
  'The request body must be JSON, sent with the header Content-Type: application/json.';

/** The header value the site's own request helper sends with every call. */
const REQUESTED_WITH = 'arrakis';

export const COOKIE_NEEDS_HEADER_MESSAGE =
  'A change sent with a session cookie must come from this site: send the header X-Requested-With: arrakis, or a JSON body with Content-Type: application/json.';

export interface CsrfOptions {
  /** The configured public origin (PUBLIC_ORIGIN), accepted besides the request's own. */
  publicOrigin: string | null;
}

/** The origin the request was addressed to: its protocol and Host (as trusted proxies say). */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function isOwnOrigin(
  origin: string,
  request: FastifyRequest,
  publicOrigin: string | null,
): boolean {
  // `null` (sandboxed frames, privacy redirects) is never a site of ours.
  return origin === publicOrigin || origin === requestOrigin(request);
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function isOwnScript(request: FastifyRequest): boolean {
  const value = request.headers['x-requested-with'];
  return typeof value === 'string' && value.trim().toLowerCase() === REQUESTED_WITH;
}

/**
 * Why a request must be refused (403 cross-site, 415 not JSON, 403 a cookie without our
 * script's header), or null to let it through.
 */
function csrfRefusal(request: FastifyRequest, { publicOrigin }: CsrfOptions): HttpError | null {
  if (!MUTATING_METHODS.has(request.method)) return null;
  // The matched route, not the raw URL: the router decodes `/%61pi/…` to an /api route.
  if (!isApiPath(request.routeOptions.url ?? request.url.split('?')[0] ?? '')) return null;
  if (request.routeOptions.config.keyedOneClick === true) return null;
  if (request.headers['sec-fetch-site'] === 'cross-site')
    return new HttpError(403, CROSS_SITE_MESSAGE);
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin)) {
    return new HttpError(403, CROSS_SITE_MESSAGE);
  }
  const json = isJson(request.headers['content-type']);
  if (hasBody(request) && !json) return new HttpError(415, NOT_JSON_MESSAGE);
  if (request.headers.cookie !== undefined && !json && !isOwnScript(request)) {
    return new HttpError(403, COOKIE_NEEDS_HEADER_MESSAGE);
  }
  return null;
}

/** Registers the check before any body is read, for every route including unknown ones. */
export function registerCsrfDefence(app: FastifyInstance, options: CsrfOptions): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(csrfRefusal(request, options) ?? undefined);
  });
}
