import type { PageRoute } from './routes';

/**
 * The `.tsx` path a row's lazy import names, as its source text has it: as written (Node), or as
 * a loader rewrote the import around it (from the root, `/src/…`, in Vite's module runner).
 */
const IMPORTED_PATH = /["'`]([^"'`]+\.tsx)["'`]/;

/**
 * The source path of the module a route's page imports (`() => import('../site/news/NewsPage.tsx')`
 * → `src/site/news/NewsPage.tsx`), read from the import's own text: the server's preloads and the
 * lint and bundle checks key Vite's manifest and the cruises by it, while the row names the page
 * once. For Node-side code only: a bundler rewrites the import in the browser's copy.
 */
export function pageModuleOf(route: Pick<PageRoute, 'page' | 'path'>): string {
  const specifier = IMPORTED_PATH.exec(route.page.toString())?.[1];
  if (!specifier) {
    throw new Error(`The page of ${route.path} is not one import() of a .tsx module.`);
  }
  const parts = specifier.startsWith('/') ? [] : ['src', 'app'];
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
