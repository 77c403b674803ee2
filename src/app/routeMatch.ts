import { matchRoutes } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute } from './routes';

/** The table as the router's matcher takes it. */
const MATCHABLE = PAGE_ROUTES.map((route) => ({ path: route.path, route }));

/** A table row an address shows, and the values of its `:name` segments (decoded). */
export interface PageMatch {
  readonly route: PageRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/**
 * The row of the page at `pathname`, matched by the router's own matcher (case-insensitive, a
 * trailing slash allowed): the browser's router, the server's page door and the page-view
 * counts agree on every address. Any unknown path is the 404 row (`*`).
 */
export function matchPage(pathname: string): PageMatch | undefined {
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  return match && { route: match.route.route, params: match.params };
}
