import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchPage } from './matchPage';
import type { PageModule, PageRoute } from './routes';

/** What the router renders for a table row. */
type PageComponent = ComponentType;

/** Pages whose module has loaded, by table row: these render at once, without suspending. */
const loadedPages = new Map<PageRoute, PageComponent>();
/** The loaded modules' own say on taking over the server's HTML, by table row. */
const serverHtmlChecks = new Map<PageRoute, () => boolean>();
const pages = new Map<PageRoute, PageComponent>();

/**
 * The component of a table row, made once. A page whose module has already loaded (see preloadPageAt) renders in the same commit
 * as the shell; any other loads lazily, the layout's Suspense showing its spinner meanwhile.
 */
export function lazyPage(route: PageRoute): PageComponent {
  const known = pages.get(route);
  if (known) return known;
  const Lazy = lazy(() => loadModule(route));
  function Page() {
    // Chosen once per mount: switching from the lazy page to the loaded one later (a preload that
    // finished after the first render) would remount the page and lose what the player typed.
    const [Component] = useState<PageComponent>(() => loadedPages.get(route) ?? Lazy);
    return createElement(Component);
  }
  pages.set(route, Page);
  return Page;
}

/**
 * Loads the module of the page at `pathname` so the app's first render shows the page itself
 * instead of the shell with a spinner and a second render once the chunk has run: the server
 * announces the page's chunks in the HTML, so they usually arrive with the entry. Resolves when
 * loaded, or after `waitMs` at most (the page then loads lazily as any other); never rejects
 * (a failed load is reported by the lazy page's own try, inside the layout's error boundary).
 */
export function preloadPageAt(pathname: string, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([loadPageAt(pathname), waited]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * Loads the module of the page at `pathname` (see preloadPageAt) however long it takes: the
 * server renders a page only once its module is there. Never rejects.
 */
export function loadPageAt(pathname: string): Promise<void> {
  const route = matchPage(pathname)?.route;
  if (!route) return Promise.resolve();
  return loadModule(route)
    .then((module) => {
      loadedPages.set(route, module.default);
    })
    .catch(() => undefined);
}

/**
 * A page's module with what its first render needs (PageModule.preparePage), however the page
 * is reached: preloaded for the first render, or lazily by the router. Not ready is not fatal:
 * the page then shows its own loading state and loads it itself.
 */
async function loadModule(route: PageRoute): Promise<PageModule> {
  const module = await route.page();
  if (module.takesServerHtml) serverHtmlChecks.set(route, module.takesServerHtml);
  await module.preparePage?.().catch(() => undefined);
  return module;
}

/**
 * Whether the browser may take over the server's HTML of the page at `pathname` (hydrate it):
 * what the page's module says once loaded (see PageModule.takesServerHtml), else yes.
 */
export function pageTakesServerHtml(pathname: string): boolean {
  const route = matchPage(pathname)?.route;
  const check = route ? serverHtmlChecks.get(route) : undefined;
  return check ? check() : true;
}

/**
 * The data keys of the page at `url` (path and query; see PageModule.dataKeys): none for a page
 * that reads no data on its first screen.
 */
export async function pageDataKeysAt(url: URL): Promise<readonly string[]> {
  const match = matchPage(url.pathname);
  if (!match) return [];
  // The module alone: its keys need nothing its first render prepares.
  const module = await match.route.page();
  return module.dataKeys?.(match.params, url.searchParams) ?? [];
}
