import { type PageMatch, type PageMatcher, pageMatcher } from '../../src/app/routeMatch';

let matcher: PageMatcher | null = null;

/**
 * Loads React Router's matcher over the page table (src/app/routeMatch.ts) for the server, with
 * the first page asked for: imported at start, it would load React's development build before
 * server/main.ts picks the production one, which the server's render then mixes with.
 */
export async function loadPageMatcher(): Promise<void> {
  matcher ??= pageMatcher((await import('react-router-dom')).matchRoutes);
}

/** The row of the page at `pathname` (see pageMatcher), once loadPageMatcher has resolved. */
export function pageMatchAt(pathname: string): PageMatch | undefined {
  if (!matcher) throw new Error('The page matcher is not loaded: await loadPageMatcher() first.');
  return matcher(pathname);
}
