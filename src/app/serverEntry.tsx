import { renderToString } from 'react-dom/server';
import type { PageData } from '../api/contract/pageData';
import { StaticRouter } from 'react-router-dom';
import { loadPageAt } from './pageLoaders';
import { matchPage } from './matchPage';
import { AppRoutes } from './router';
import { SiteProviders } from './SiteProviders';

/**
 * The server's side of the site's pages (built by `vite build --ssr` into dist/ssr): the HTML of
 * a page's first screen, from the very components the browser renders, which the browser then
 * hydrates instead of painting nothing until its scripts have run. On a throttled phone the
 * first screen (and its largest text) then paints as soon as the HTML and the stylesheet arrive.
 */

/**
 * The HTML inside `#root` for `url` (path and query), or null when the page is not rendered on
 * the server: its first screen depends on what only the browser knows (a page behind login), so
 * the browser renders it as before. `pageData` is what
 * the server read for the page (the news items), which the HTML carries to the browser too.
 */
export async function renderPage(url: string, pageData?: PageData): Promise<string | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (matchPage(pathname)?.route.ssr !== 'full') return null;
  // The page renders in the same pass as the shell, as in the browser after preloadPageAt.
  await loadPageAt(pathname);
  const site = (
    <SiteProviders pageData={pageData}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </SiteProviders>
  );
  // Synchronous: a lazy part of the first screen that had not loaded would be left to the browser
  // (React marks it and says so in the console), which tests/server/serverRendering.test.ts and
  // every browser journey (e2e/fixtures.ts) report.
  return renderToString(site);
}
