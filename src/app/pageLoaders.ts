import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchRoutes } from 'react-router-dom';
import { SITE_PAGE_TABLE, type SitePageEntry } from './pages';

/** A page module: its default export renders the page with the table's props. */
interface PageModule {
  default: ComponentType<Record<string, string>>;
  /**
   * What the page's first render needs besides its code (the planner's game data): loaded with
   * the module, on the server and in the browser, before the first render.
   */
  preparePage?: () => Promise<unknown>;
  /**
   * Whether the browser's first render is the server's HTML (default: always). The planner's
   * is not when the address or storage names a build the server could not see (a share code in
   * the fragment, a hand-over): the browser then renders the page instead of taking it over.
   */
  takesServerHtml?: () => boolean;
}

/** What the router renders for a table row. */
type PageComponent = ComponentType<Record<string, string>>;

// Every module that may render a page, one lazy chunk each: the first visit downloads the shell
// and only the page it opens. The patterns are literal (Vite resolves them at build time).
const LOADERS = import.meta.glob<PageModule>([
  '../site/*/*Page.tsx',
  '../planner/PlannerPage.tsx',
  '../community/*Page.tsx',
  '../viewer/*Page.tsx',
  '../community/*/*Page.tsx',
  '../account/*/*Page.tsx',
  '../admin/*Page.tsx',
]);

/** The glob key of a table module (`src/site/home/HomePage.tsx` → `../site/home/HomePage.tsx`). */
function globKey(module: string): string {
  return `../${module.replace(/^src\//, '')}`;
}

/** The loader of a table row's module; a module missing from the patterns is a programming error. */
function loaderOf(entry: SitePageEntry): () => Promise<PageModule> {
  const load = LOADERS[globKey(entry.module)];
  if (!load) throw new Error(`No page module ${entry.module} for route ${entry.route}.`);
  return load;
}

/** Page modules already loaded, by table module: these render at once, without suspending. */
const loadedPages = new Map<string, PageComponent>();
/** The loaded modules' own say on taking over the server's HTML, by table module. */
const serverHtmlChecks = new Map<string, () => boolean>();
const pages = new Map<string, PageComponent>();

/**
 * The component of a table row; one per module, so two routes showing the same page share its
 * chunk. A page whose module has already loaded (see preloadPageAt) renders in the same commit
 * as the shell; any other loads lazily, the layout's Suspense showing its spinner meanwhile.
 */
export function lazyPage(entry: SitePageEntry): PageComponent {
  const known = pages.get(entry.module);
  if (known) return known;
  const Lazy = lazy(() => loadModule(entry));
  function Page(props: Record<string, string>) {
    // Chosen once per mount: switching from the lazy page to the loaded one later (a preload that
    // finished after the first render) would remount the page and lose what the player typed.
    const [Component] = useState<PageComponent>(() => loadedPages.get(entry.module) ?? Lazy);
    return createElement(Component, props);
  }
  pages.set(entry.module, Page);
  return Page;
}

/** The table row the router shows at `pathname`, matched as the router matches it. */
export function pageEntryAt(pathname: string): SitePageEntry | undefined {
  const routes = SITE_PAGE_TABLE.map((entry) => ({ path: entry.route, entry }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.entry;
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
  const entry = pageEntryAt(pathname);
  if (!entry) return Promise.resolve();
  return loadModule(entry)
    .then((module) => {
      loadedPages.set(entry.module, module.default);
    })
    .catch(() => undefined);
}

/**
 * A page's module with what its first render needs (PageModule.preparePage), however the page
 * is reached: preloaded for the first render, or lazily by the router. Not ready is not fatal:
 * the page then shows its own loading state and loads it itself.
 */
async function loadModule(entry: SitePageEntry): Promise<PageModule> {
  const module = await loaderOf(entry)();
  if (module.takesServerHtml) serverHtmlChecks.set(entry.module, module.takesServerHtml);
  await module.preparePage?.().catch(() => undefined);
  return module;
}

/**
 * Whether the browser may take over the server's HTML of the page at `pathname` (hydrate it):
 * what the page's module says once loaded (see PageModule.takesServerHtml), else yes.
 */
export function pageTakesServerHtml(pathname: string): boolean {
  const entry = pageEntryAt(pathname);
  const check = entry ? serverHtmlChecks.get(entry.module) : undefined;
  return check ? check() : true;
}

/** The modules the router can load, as table paths (for the table's test). */
export function loadablePageModules(): string[] {
  return Object.keys(LOADERS).map((key) => `src/${key.replace(/^\.\.\//, '')}`);
}
