import type { matchRoutes } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute } from './routes';

/** The table as the router's matcher takes it. */
const MATCHABLE = PAGE_ROUTES.map((route) => ({ path: route.path, route }));

/** A table row an address shows, and the values of its `:name` segments (decoded). */
export interface PageMatch {
  readonly route: PageRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** Finds the row of the page at a path; any unknown path is the 404 row (`*`). */
export type PageMatcher = (pathname: string) => PageMatch | undefined;

/**
 * The row finder made of React Router's own matcher (case-insensitive, a trailing slash
 * allowed), so the browser's router, the server's door and the page-view counts agree on every
 * address. Given the matcher rather than importing it: the server imports React Router only
 * once it has picked React's production build (server/pages/pageMatch.ts).
 */
export function pageMatcher(match: typeof matchRoutes): PageMatcher {
  return (pathname) => {
    const found = match(MATCHABLE, pathname)?.at(-1);
    return found && { route: found.route.route, params: found.params };
  };
}
