import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../src/api/contract/pageData';

/**
 * The HTML inside `#root` of a page's first screen, made by the client's own components
 * (src/app/serverEntry.tsx, built by `vite build --ssr` into `ssr/` beside the client folder),
 * or null for a page the browser renders alone. `pageData`: what the server read for the page.
 */
export type PageRenderer = (url: string, pageData?: PageData) => Promise<string | null>;

/** The part of the built server entry this module calls. */
interface ServerEntry {
  renderPage: PageRenderer;
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
 * old components under the new client: it then answers null (the browser renders every page, as
 * without a server entry) until the server restarts.
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
  const { renderPage } = entry;
  if (typeof renderPage !== 'function') {
    throw new Error(`${path} exports no renderPage: rebuild with "npm run build".`);
  }
  return async (url, pageData) => (modifiedAt() === loadedAt ? renderPage(url, pageData) : null);
}
