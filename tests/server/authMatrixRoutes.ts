import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * The server's route table, read from the app itself (Fastify's own `printRoutes`), so that the
 * auth matrix and the fuzz suites cover every route the app answers, including ones added after
 * they were written. Each route is checked back with `hasRoute`, so a misread line fails loudly.
 */

/** One registered route: a method and the URL pattern as registered (`/api/users/:username`). */
export interface AppRoute {
  method: HTTPMethods;
  url: string;
}

/** The methods that change something: the CSRF defence's and the fuzz suite's. */
export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `METHOD url`, the key of a route in the expectation tables. */
export function routeKey(route: AppRoute): string {
  return `${route.method} ${route.url}`;
}

// `│   ├── /segment (GET, HEAD)`: the tree drawing, the segment, the methods if it is a route.
const LINE = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route of `app` but the HEAD twins Fastify adds to each GET: from the tree
 * `printRoutes()` draws, where a line's segment follows its parent's.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const prefixes: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes().split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`A line of the route table could not be read: ${line}`);
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    const methods = (match[3] ?? '').split(', ').filter((m) => m !== '');
    for (const method of methods) {
      if (method === 'HEAD' && methods.includes('GET')) continue;
      const route: AppRoute = { method, url };
      if (!app.hasRoute(route)) {
        throw new Error(`The route table was misread: ${routeKey(route)}`);
      }
      routes.push(route);
    }
  }
  return routes;
}
