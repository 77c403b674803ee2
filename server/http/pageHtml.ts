import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The part of an entry in Vite's build manifest (`.vite/manifest.json`) this module reads. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk | undefined>;

/**
 * The modules a page needs at once, as source paths (the keys of Vite's manifest). The client's
 * router (src/app/router.tsx) loads the same modules lazily; announcing them in the HTML lets the
 * browser fetch them alongside the entry script instead of one round trip after another. Paths
 * match the router's: case-insensitive, trailing slash allowed.
 */
export function pageModules(pathname: string, gameVersion: string): readonly string[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return ['src/site/home/HomePage.tsx'];
  if (path === '/classes') return ['src/site/classes/ClassesPage.tsx'];
  if (/^\/class\/[^/]+$/.test(path)) return ['src/site/classes/ClassDetailPage.tsx'];
  if (path === '/skill-trees') {
    // The graph is fetched here but runs only when the trees mount (modulepreload does not
    // evaluate), so it never delays the planner's first paint.
    return [
      'src/planner/PlannerPage.tsx',
      `data/game/${gameVersion}/classes.json`,
      `data/game/${gameVersion}/trees.json`,
      `data/game/${gameVersion}/skills.json`,
      'src/graph/index.ts',
    ];
  }
  if (path === '/about') return ['src/site/about/AboutPage.tsx'];
  if (path === '/privacy') return ['src/site/privacy/PrivacyPage.tsx'];
  if (path === '/guild-board' || path === '/under-construction') {
    return ['src/site/underConstruction/UnderConstructionPage.tsx'];
  }
  return ['src/site/notFound/NotFoundPage.tsx'];
}

/** Every chunk `key` loads, itself first, then its static imports (depth first, once each). */
function chunksOf(manifest: ViteManifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  into.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, into);
}

/**
 * `<link rel="modulepreload">` tags for the files of `modules` that the entry (index.html) does
 * not already load. Vite's own preload helper recognises these links and does not fetch twice.
 * Low priority: the entry script and its stylesheet paint the site's shell first, and the page's
 * modules follow without competing with them for a slow phone's bandwidth.
 */
export function modulePreloadLinks(manifest: ViteManifest, modules: readonly string[]): string {
  const loadedByEntry = new Set<string>();
  chunksOf(manifest, 'index.html', loadedByEntry);
  const wanted = new Set<string>();
  for (const module of modules) chunksOf(manifest, module, wanted);
  return [...wanted]
    .filter((key) => !loadedByEntry.has(key))
    .map(
      (key) =>
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${manifest[key]?.file ?? ''}">`,
    )
    .join('');
}

/** One page's HTML, ready to send in each encoding a browser may accept. */
export interface PageHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function encode(html: string): PageHtml {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10 },
    }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * The client's index.html for each page, with that page's modules announced. Built once per
 * distinct module list and rebuilt when index.html changes (a new build while the server runs).
 * Without Vite's manifest (a hand-made client folder) pages get index.html as it is.
 */
export function createPageHtml(
  clientDir: string,
  gameVersion: string,
): (pathname: string) => PageHtml | null {
  const indexPath = join(clientDir, 'index.html');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  let builtFor = -1;
  let index = '';
  let manifest: ViteManifest = {};
  const cache = new Map<string, PageHtml>();

  return (pathname) => {
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
      cache.clear();
      builtFor = modified;
    }
    const modules = pageModules(pathname, gameVersion);
    const key = modules.join('\n');
    let page = cache.get(key);
    if (!page) {
      const links = modulePreloadLinks(manifest, modules);
      page = encode(links ? index.replace('</head>', `${links}</head>`) : index);
      cache.set(key, page);
    }
    return page;
  };
}
