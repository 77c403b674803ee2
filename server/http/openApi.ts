import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The API's OpenAPI document, built from the zod schemas every route declares
 * (fastify-type-provider-zod's transform), served as JSON at `/api/openapi.json` and as a
 * readable reference at `/api/docs`. Registered before any route: @fastify/swagger collects
 * routes as they are added, so a route registered earlier would be missing.
 */

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The reference page's own Content-Security-Policy. Swagger UI's page loads only its own
 * scripts (no inline script) but sets inline styles and shows its logo as a data: image; it
 * calls the API for "Try it out". The app's policy stays as strict as before everywhere else.
 */
export const DOCS_CSP = [
  `default-src 'self'`,
  `script-src 'self'`,
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `connect-src 'self'`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

/** `/api/build-link/:linkId` → `build-link`: routes are grouped by the resource they serve. */
function resourceTag(url: string): string | undefined {
  const match = /^\/api\/([^/:?*]+)/.exec(url);
  return match?.[1];
}

/**
 * Tags every API route that names no tag by its resource, so the reference groups them. The
 * site's pages and static files are not API: they stay out of the document.
 */
function tagByResource(route: RouteOptions): void {
  const schema = route.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
  if (schema?.hide === true || (Array.isArray(schema?.tags) && schema.tags.length > 0)) return;
  const tag = resourceTag(route.url);
  route.schema = tag === undefined ? { ...schema, hide: true } : { ...schema, tags: [tag] };
}

/** Registers the document and the reference page; call before registering any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Added before @fastify/swagger's own hook, so it sees the tags.
  app.addHook('onRoute', tagByResource);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Arrakis Planner API',
        description:
          'Game data, shared build links, accounts and saved builds of Arrakis Planner, an unofficial fan site for Dune: Awakening. Every error answer is `{statusCode, error, message}`; a request that does not match its schema gets 400 with a `problems` list. Changes (POST, PUT, PATCH, DELETE) sent with a cookie need `Content-Type: application/json` or `X-Requested-With: arrakis`.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    theme: { title: 'Arrakis Planner API' },
    uiConfig: {
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      // "Try it out" sends the header the CSRF defence asks of the site's own scripts
      // (csrf.ts), so a logged-in reader can call the API from the reference. Swagger UI
      // sends this function's source text to the page: it must stand alone.
      requestInterceptor: function addRequestedWith(request: Record<string, unknown>) {
        (request.headers as Record<string, string>)['X-Requested-With'] = 'arrakis';
        return request;
      },
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
