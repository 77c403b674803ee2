import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { FirstLayout } from '../api/contract/pageLayout';
import type { ServedAnswers } from '../api/contract/servedAnswers';
import { ServerLayout } from '../builds/layout/mobileLayout';
import { loadPageAt, pageDataKeysAt } from './pageLoaders';
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
 * the browser renders it as before. `served`: the API's answers the page is sent with, which
 * the HTML carries to the browser too, so both sides render from the same answers. `layout`:
 * the one the visitor's user agent calls for, which the browser takes the HTML over in.
 */
export async function renderPage(
  url: string,
  served: ServedAnswers = {},
  layout: FirstLayout = 'desktop',
): Promise<string | null> {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (matchPage(pathname)?.route.ssr !== 'full') return null;
  // The page renders in the same pass as the shell, as in the browser after preloadPageAt.
  await loadPageAt(pathname);
  const site = (
    <SiteProviders served={served}>
      <ServerLayout value={layout}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ServerLayout>
    </SiteProviders>
  );
  // Synchronous: a lazy part of the first screen that had not loaded would be left to the browser
  // (React marks it and says so in the console), which tests/server/serverRendering.test.ts and
  // every browser journey (e2e/fixtures.ts) report.
  return renderToString(site);
}

/** The API GETs the page at `url` (path and query) reads on its first screen: its data keys. */
export function pageDataKeys(url: string): Promise<readonly string[]> {
  return pageDataKeysAt(new URL(url, 'http://localhost'));
}
