import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { SitePageEntry } from './pages';

/** A page module: its default export renders the page with the table's props. */
interface PageModule {
  default: ComponentType<Record<string, string>>;
}

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

const pages = new Map<string, LazyExoticComponent<ComponentType<Record<string, string>>>>();

/**
 * The lazily loaded component of a table row; one per module, so two routes showing the same
 * page share its chunk. A module missing from the patterns above is a programming error.
 */
export function lazyPage(
  entry: SitePageEntry,
): LazyExoticComponent<ComponentType<Record<string, string>>> {
  const known = pages.get(entry.module);
  if (known) return known;
  const load = LOADERS[globKey(entry.module)];
  if (!load) throw new Error(`No page module ${entry.module} for route ${entry.route}.`);
  const page = lazy(load);
  pages.set(entry.module, page);
  return page;
}

/** The modules the router can load, as table paths (for the table's test). */
export function loadablePageModules(): string[] {
  return Object.keys(LOADERS).map((key) => `src/${key.replace(/^\.\.\//, '')}`);
}
