import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryPreloadsElement } from '../../src/api/contract/entryPreloads';
import type { FirstLayout } from '../../src/api/contract/pageLayout';
import {
  SITE_ANSWER_KEYS,
  type ServedAnswers,
  servedAnswersElement,
} from '../../src/api/contract/servedAnswers';
import { pageModuleOf } from '../../src/app/pageModules';
import { loadPageMatcher, pageMatchAt } from './pageMatch';
import type { PageRoute } from '../../src/app/routes';
import { PLANNER_GATE_ELEMENT } from '../http/plannerGate';
import { importPageRenderer, type PageRenderer } from './serverRendering';

/** The part of an entry in Vite's build manifest (`.vite/manifest.json`) this module reads. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** Stylesheets that load with this chunk (Vite injects them when the chunk is imported). */
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk | undefined>;

/** The modules a page announces: its own chunk, and what it fetches as soon as it runs. */
export interface PagePreloads {
  /** The page's own chunk: it renders the first screen, so it loads beside the entry. */
  readonly page: readonly string[];
  /** What the page fetches once it runs (game data, graph): after the first screen's code. */
  readonly later: readonly string[];
  /** Named for the entry to add once it runs, not fetched beside the HTML (`announced`). */
  readonly byEntry: boolean;
  /**
   * Without the entry's own preload links: the server-rendered first screen paints from the HTML
   * and stylesheet, which they competed with. Not the planner's (`byEntry`): it waits for its code.
   */
  readonly withoutEntryLinks: boolean;
}

/** The row of the page `pathname` shows, matched by the router's own matcher. */
function pageAt(pathname: string): PageRoute | undefined {
  return pageMatchAt(pathname)?.route;
}

/** Whether `pathname` is a page of the router, not its catch-all (the 404 page). */
export function isKnownPage(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== undefined && page.path !== '*';
}

/** Whether the page at `pathname` is rendered in its visitor's device layout (one per layout). */
export function isRenderedByDevice(pathname: string): boolean {
  return pageAt(pathname)?.layout === 'device';
}

/**
 * The modules the page at `pathname` needs at once, as source paths, split by how soon. Paths
 * match like the router's: case-insensitive, a trailing slash allowed.
 */
export function pagePreloads(pathname: string, gameVersion: string): PagePreloads {
  const page = pageAt(pathname);
  if (!page) return { page: [], later: [], byEntry: false, withoutEntryLinks: false };
  const byEntry = page.announced === 'by-entry';
  return {
    page: [pageModuleOf(page)],
    later: page.alsoNeeds?.(gameVersion) ?? [],
    byEntry,
    withoutEntryLinks: page.ssr === 'full' && !byEntry,
  };
}

/** The modules the page at `pathname` needs at once (its chunk first), as source paths. */
export function pageModules(pathname: string, gameVersion: string): readonly string[] {
  const { page, later } = pagePreloads(pathname, gameVersion);
  return [...page, ...later];
}

/** Every chunk `key` loads, itself first, then its static imports (depth first, once each). */
export function chunksOf(
  manifest: ViteManifest,
  key: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

/**
 * Stylesheet tags for the CSS `modules`' chunks bring that the entry's does not (a class page's
 * trees): the server's HTML of them paints styled, and Vite's loader, finding them, adds none.
 */
export function stylesheetLinks(manifest: ViteManifest, modules: readonly string[]): string {
  const entryCss = new Set(
    [...chunksOf(manifest, 'index.html')].flatMap((key) => manifest[key]?.css ?? []),
  );
  const wanted = new Set<string>();
  for (const module of modules) chunksOf(manifest, module, wanted);
  const files = new Set([...wanted].flatMap((key) => manifest[key]?.css ?? []));
  return [...files]
    .filter((file) => !entryCss.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
}

/**
 * Modulepreload tags (which Vite's loader then skips) for `modules`' files the entry lacks, then
 * `later`'s at low priority; the page's own stay default, as low they waited for the entry.
 */
export function modulePreloadLinks(
  manifest: ViteManifest,
  modules: readonly string[],
  later: readonly string[] = [],
): string {
  const announced = chunksOf(manifest, 'index.html');
  const link = (priority: string) => (key: string) =>
    `<link rel="modulepreload" crossorigin${priority} href="/${manifest[key]?.file ?? ''}">`;
  const linksOf = (list: readonly string[], priority: string): string[] => {
    const wanted = new Set<string>();
    for (const module of list) chunksOf(manifest, module, wanted);
    const keys = [...wanted].filter((key) => !announced.has(key));
    for (const key of keys) announced.add(key);
    return keys.map(link(priority));
  };
  return [...linksOf(modules, ''), ...linksOf(later, ' fetchpriority="low"')].join('');
}

/** One page's HTML, ready to send in each encoding a browser may accept. */
export interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function encode(html: string, effort: 'best' | 'fast' = 'best'): PageHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 10 : 5 },
    }),
    gzip: gzipSync(identity, { level: effort === 'best' ? 9 : 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * `html` with `text` inserted before the first `marker`. Not `replace` with a string: there `$&`,
 * `` $` `` and `$'` in the text (a build's title in its preview tags) would be replaced by parts
 * of the page.
 */
function insertBefore(html: string, marker: string, text: string): string {
  return html.replace(marker, () => `${text}${marker}`);
}

/** The most server-rendered pages kept: their URLs differ by the query (filters), so capped. */
const MAX_RENDERED_PAGES = 200;

/** index.html without its `<link rel="modulepreload">` tags (Vite writes the entry's there). */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** Where the server-rendered first screen goes: the client's empty root element. */
const EMPTY_ROOT = '<div id="root"></div>';

/** The API's answers for a page's data keys (server/pages/servedAnswers.ts). */
export type AnswerKeys = (keys: readonly string[]) => Promise<ServedAnswers>;

/**
 * The client's index.html for each page, with that page's modules announced, its served answers
 * (the site's and its data keys', by `answerKeys`) after `#root`, and, for a page rendered on the
 * server (src/app/serverEntry.tsx), its first screen from those answers (in the visitor's
 * `layout` where the page has one per device) inside `#root`. Shells are built once per distinct
 * module list, pages once per layout, URL and content of their answers (the
 * least recently used dropped beyond a cap, an edit shows at the next request), and all of them
 * again when index.html changes (a new build while the server runs). Without Vite's manifest (a
 * hand-made client folder) pages get index.html as it is; without the server entry, or when
 * rendering fails (`onRenderError`), the shell with the site's answers.
 */
export function createPageHtml(
  clientDir: string,
  gameVersion: string,
  onRenderError: (error: unknown, url: string) => void,
  answerKeys?: AnswerKeys,
): (url: string, layout?: FirstLayout) => Promise<PageHtml | null> {
  const indexPath = join(clientDir, 'index.html');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let builtFor = -1;
  let index = '';
  let manifest: ViteManifest = {};
  let renderer: Promise<PageRenderer | null> = Promise.resolve(null);
  const shells = new Map<string, string>();
  const rendered = new Map<
    string,
    { answersHash: string; served: ServedAnswers; page: PageHtml }
  >();

  const shellFor = (pathname: string) => {
    const modules = pagePreloads(pathname, gameVersion);
    const head = pageAt(pathname)?.plannerGate ? PLANNER_GATE_ELEMENT : '';
    const key = `${modules.page.join('\n')}|${modules.later.join('\n')}|${modules.byEntry}|${modules.withoutEntryLinks}|${head}`;
    let shell = shells.get(key);
    if (shell === undefined) {
      const preloads = modulePreloadLinks(manifest, modules.page, modules.later);
      const links =
        (modules.byEntry ? '' : stylesheetLinks(manifest, modules.page) + preloads) + head;
      const base = modules.withoutEntryLinks ? withoutModulePreloads(index) : index;
      const withHead = links ? insertBefore(base, '</head>', links) : base;
      // Named for the entry at the end of the body: the parser reaches the first screen before
      // it, and the entry, which reads it, runs once the whole page is parsed.
      shell = modules.byEntry
        ? insertBefore(withHead, '</body>', entryPreloadsElement(preloads))
        : withHead;
      shells.set(key, shell);
    }
    return shell;
  };

  /** The page's keys and their answers; a failure leaves the page to ask for them itself. */
  const answersFor = async (url: string, render: PageRenderer | null): Promise<ServedAnswers> => {
    let pageKeys: readonly string[] = [];
    try {
      pageKeys = render ? await render.dataKeys(url) : [];
    } catch (error) {
      // The site's own answers are still served: the shell reads them on every page.
      onRenderError(error, url);
    }
    try {
      return answerKeys ? await answerKeys([...SITE_ANSWER_KEYS, ...pageKeys]) : {};
    } catch (error) {
      onRenderError(error, url);
      return {};
    }
  };

  return async (url, layout = 'desktop') => {
    await loadPageMatcher();
    let modified: number;
    try {
      modified = statSync(indexPath).mtimeMs;
    } catch {
      return null;
    }
    if (modified !== builtFor) {
      index = readFileSync(indexPath, 'utf8');
      manifest = existsSync(manifestPath)
        ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest)
        : {};
      renderer = importPageRenderer(clientDir).catch((error: unknown) => {
        onRenderError(error, url);
        return null;
      });
      shells.clear();
      rendered.clear();
      builtFor = modified;
    }
    const pathname = url.split('?')[0] ?? '/';
    const render = await renderer;
    const served = await answersFor(url, render);
    // A page whose first screen has a phone and a desktop layout: one page per layout.
    const byDevice = isRenderedByDevice(pathname);
    const shown = byDevice ? layout : 'desktop';
    const key = byDevice ? `${layout} ${url}` : url;
    const known = rendered.get(key);
    // The very answers it was made with (the door keeps answers a cache may keep): the same page.
    if (known && sameAnswers(known.served, served)) {
      // Most recently used last.
      rendered.delete(key);
      rendered.set(key, known);
      return known.page;
    }
    const answersElement = servedAnswersElement(served);
    // Per URL, as rendered with the answers last read for it: a page rendered with older answers
    // is replaced, not kept beside it, so a page whose data changes often does not push every
    // other page out with its old versions.
    const answersHash = createHash('sha256').update(answersElement).digest('base64url');
    if (known?.answersHash === answersHash) {
      rendered.delete(key);
      rendered.set(key, { ...known, served });
      return known.page;
    }
    const shell = shellFor(pathname);
    // One of many (a list's filters in the query, a build's or a player's page), or made again
    // whenever its answers change (the community list's cards at each like): less effort.
    const effort =
      url.includes('?') ||
      pageAt(pathname)?.path.includes(':') ||
      Object.keys(served).some((key) => !SITE_ANSWER_KEYS.includes(key))
        ? 'fast'
        : 'best';
    let body: string | null = null;
    if (render && shell.includes(EMPTY_ROOT)) {
      try {
        body = await render.render(url, served, shown);
      } catch (error) {
        // Not kept: the next request tries again.
        onRenderError(error, url);
        return withAnswers(shell, EMPTY_ROOT, answersElement, 'fast');
      }
    }
    const page = withAnswers(
      shell,
      // Inert until the browser has taken it over (src/app/main.tsx): a tap or a key on the
      // HTML alone would be undone by the takeover (React sets every field back to its state),
      // so nothing on it answers before then, and nothing a player does is lost.
      body === null ? EMPTY_ROOT : `<div id="root" inert>${body}</div>`,
      answersElement,
      effort,
    );
    rendered.delete(key);
    rendered.set(key, { answersHash, served, page });
    if (rendered.size > MAX_RENDERED_PAGES) rendered.delete(rendered.keys().next().value as string);
    return page;
  };
}

/** Whether `a` and `b` hold the very same answer objects under the same keys. */
function sameAnswers(a: ServedAnswers, b: ServedAnswers): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The page from `shell` with `root` (the rendered root element, or the empty one) in place of
 * the empty root, followed by the page's answers. A function replacement, so a `$&` in the
 * page's text stays text (see insertBefore).
 */
function withAnswers(shell: string, root: string, answers: string, effort: 'fast' | 'best') {
  return encode(
    shell.replace(EMPTY_ROOT, () => `${root}${answers}`),
    effort,
  );
}

/**
 * The site's own description and Open Graph/Twitter tags in index.html: a page that names its
 * own (a build's link preview) replaces them, since crawlers read the first of each.
 */
const SITE_PREVIEW_TAGS =
  /<meta\s+(?:name="description"|property="og:[^"]*"|name="(?:twitter:[^"]*)")[^>]*>\s*/g;

/**
 * `page` with the site's preview tags replaced by `headTags` (already escaped HTML). Made per
 * request (the tags name one build), so it is compressed with less effort than cached pages.
 */
export function withHeadTags(page: PageHtml, headTags: string): PageHtml {
  const html = page.identity.toString('utf8').replace(SITE_PREVIEW_TAGS, '');
  return encode(insertBefore(html, '</head>', headTags), 'fast');
}
