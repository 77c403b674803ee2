import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { APP_CSP_DIRECTIVES } from '../../server/http/securityHeaders';
import { DOCS_CSP, DOCS_PREFIX, OPENAPI_PATH } from '../../server/http/openApi';
import { databaseKinds, useTestApp } from './helpers';

/**
 * The OpenAPI document lists every API route the app registered, with its schemas, and the
 * reference page is served under its own Content-Security-Policy.
 */

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Every route as `METHOD /path`, read from Fastify's route tree (there is no route list API). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    const parent = stack[depth - 1]?.path ?? '';
    const path = parent === '' ? segment : `${parent}${segment}`;
    stack.push({ depth, path });
    for (const method of methods.split(', ')) routes.push(`${method} ${path}`);
  }
  return routes;
}

/** `/api/classes/:slugOrId` → `/api/classes/{slugOrId}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The routes of the document itself and of the reference page, hidden as having no value there. */
function isDocumentationRoute(path: string): boolean {
  return path === OPENAPI_PATH || path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

describe.each(databaseKinds)('OpenAPI document on %s', (kind) => {
  const suite = useTestApp(kind);

  async function readDocument(): Promise<OpenApiDocument> {
    const res = await suite.app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<OpenApiDocument>();
  }

  it('lists every registered /api route, tagged by resource', async () => {
    const document = await readDocument();
    expect(document.openapi).toMatch(/^3\./);
    const apiRoutes = registeredRoutes(suite.app).filter((route) => {
      const [method = '', path = ''] = route.split(' ');
      return method !== 'HEAD' && path.startsWith('/api/') && !isDocumentationRoute(path);
    });
    // The game-data and build-link routes at least; account routes join them automatically.
    expect(apiRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/classes/:slugOrId/skill-trees',
        'POST /api/build-link',
      ]),
    );
    for (const route of apiRoutes) {
      const [method = '', path = ''] = route.split(' ');
      const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
      expect(operation, `${route} is missing from the OpenAPI document`).toBeDefined();
      expect(operation?.tags?.length, `${route} has no tag`).toBeGreaterThan(0);
      // A route without schemas shows only Fastify's "Default Response" without content.
      const successes = Object.entries(operation?.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      expect(
        successes.some(([status, answer]) => status === '204' || answer.content !== undefined),
        `${route} declares no response schema`,
      ).toBe(true);
      const pathParams = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const documented = (operation?.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      expect(documented.sort(), `${route} declares no params schema`).toEqual(pathParams.sort());
    }
    expect(Object.keys(document.paths).filter(isDocumentationRoute)).toEqual([]);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('serves the reference page as HTML under its own policy, the app keeping its own', async () => {
    const page = await suite.app.inject({ url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
    expect(DOCS_CSP).toMatch(/script-src 'self'(;|$)/);

    const script = await suite.app.inject({ url: `${DOCS_PREFIX}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
    const initializer = await suite.app.inject({
      url: `${DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    // "Try it out" passes the CSRF rule for cookies (a Chromium run showed the header sent).
    expect(initializer.body).toMatch(/\[["']X-Requested-With["']\]\s*=\s*["']arrakis["']/);

    const api = await suite.app.inject({ url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain(
      `script-src ${APP_CSP_DIRECTIVES.scriptSrc.join(' ')};`,
    );
    expect(api.headers['content-security-policy']).not.toBe(DOCS_CSP);
  });
});
