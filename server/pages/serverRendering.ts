import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstLayout } from '../../src/api/contract/pageLayout';
import type { ServedAnswers } from '../../src/api/contract/servedAnswers';

/**
 * The client's own components on the server (src/app/serverEntry.tsx, built by `vite build
 * --ssr` into `ssr/` beside the client folder): a page's data keys, and the HTML inside `#root`
 * of its first screen rendered with their answers in the visitor's layout (null for a page the
 * browser renders alone).
 */
export interface PageRenderer {
  render(url: string, served: ServedAnswers, layout: FirstLayout): Promise<string | null>;
  dataKeys(url: string): Promise<readonly string[]>;
}

/** The part of the built server entry this module calls. */
interface ServerEntry {
  renderPage: PageRenderer['render'];
  pageDataKeys: PageRenderer['dataKeys'];
}

/** Where the build writes the server entry: `ssr/` beside the client folder (dist/ssr). */
function serverEntryPath(clientDir: string): string {
  return join(clientDir, '..', 'ssr', 'serverEntry.js');
}

/** When each server entry this process imported was built: the version Node keeps loaded. */
const firstSeen = new Map<string, number>();

/**
 * The page renderer of the build beside `clientDir`, or null when there is none (a client built
 * alone): pages are then sent as the bare index.html and the browser renders them. Node loads a
 * module once per process, so after a rebuild while the server runs the renderer would draw the
 * old components under the new client: it then renders nothing and names no keys (the browser
 * renders every page, as without a server entry) until the server restarts.
 */
export async function importPageRenderer(clientDir: string): Promise<PageRenderer | null> {
  const path = serverEntryPath(clientDir);
  const modifiedAt = () => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return null;
    }
  };
  const loadedAt = firstSeen.get(path) ?? modifiedAt();
  if (loadedAt === null) return null;
  firstSeen.set(path, loadedAt);
  // Imported by its plain URL: the page chunks import shared code back from the entry, and a
  // second URL (a cache-busting query) would load a second copy with its own React contexts.
  const entry = (await import(pathToFileURL(path).href)) as Partial<ServerEntry>;
  const { renderPage, pageDataKeys } = entry;
  if (typeof renderPage !== 'function' || typeof pageDataKeys !== 'function') {
    throw new Error(`${path} lacks renderPage or pageDataKeys: rebuild with "npm run build".`);
  }
  const current = () => modifiedAt() === loadedAt;
  return {
    render: async (url, served, layout) => (current() ? renderPage(url, served, layout) : null),
    dataKeys: async (url) => (current() ? pageDataKeys(url) : []),
  };
}
