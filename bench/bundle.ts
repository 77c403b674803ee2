// Prints each route's initial JavaScript and CSS (what the browser must download before the
// route can render) in kB gzip, from Vite's build manifest, and checks each budgeted route
// against its budgets, PASS or FAIL per route.
//
// Initial code of a route = the entry chunk and its static imports, plus the route's lazy chunk
// and its static imports, with the stylesheets the manifest ties to them. Dynamic imports (ELK,
// markdown, dialogs…) are not counted: they load on demand. The "first screen" column adds what
// the page fetches as soon as it runs (its game data and graph, the modules the server's preload
// hints announce), for information.
//
//   npm run bench:bundle               # measures dist/client, building it when missing
//   npm run bench:bundle -- --build    # builds the client first
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import manifestJson from '../data/game/manifest.json';
import { chunksOf, type ViteManifest } from '../server/pages/pageHtml';
import { pageModuleOf } from '../src/app/pageModules';
import { PAGE_ROUTES } from '../src/app/routes';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const manifestPath = join(clientDir, '.vite/manifest.json');

/** A route's budgets, in kB gzip: its initial JS and its initial CSS. */
interface Budget {
  js: number;
  css: number;
}

/**
 * Budgets by route, in kB gzip: Home's and the planner's JS are the issues', the others' their JS
 * when they shipped plus a margin (growth is a decision); CSS leaves the shared sheet room to grow.
 */
const BUDGETS: Readonly<Record<string, Budget>> = {
  '/': { js: 110, css: 16 },
  '/skill-trees': { js: 250, css: 17 },
  '/community-builds': { js: 150, css: 16 },
  '/user/:username': { js: 150, css: 16 },
  '/build-viewer/:buildId': { js: 170, css: 16 },
  '/build-viewer': { js: 170, css: 16 },
  '/compare/:a/:b': { js: 170, css: 16 },
  '/collection/:id': { js: 130, css: 16 },
  '/collections': { js: 120, css: 16 },
  '/notifications': { js: 120, css: 16 },
};

if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  console.log('Building the client (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');

const gzipSizes = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The JS and CSS files of `keys` (manifest keys) and their total size in kB gzip. */
function sizeOf(keys: Iterable<string>): { js: number; css: number; files: number } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
  }
  const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipKb(f), 0);
  return { js: total(js), css: total(css), files: js.size };
}

function verdict(kb: number, budget: number | undefined): string {
  if (budget === undefined) return '';
  return kb <= budget ? `PASS (≤ ${budget})` : `FAIL (> ${budget})`;
}

const rows = [];
let failed = false;
for (const page of PAGE_ROUTES) {
  const { path: route, alsoNeeds } = page;
  const module = pageModuleOf(page);
  if (!manifest[module]) {
    console.error(`No chunk for ${route}: ${module} is not in the manifest (was it renamed?).`);
    failed = true;
    continue;
  }
  // The entry and the page's chunk with their static imports; not what the page imports later.
  const initialKeys = chunksOf(manifest, module, chunksOf(manifest, entryKey));
  const initial = sizeOf(initialKeys);
  const firstScreenKeys = new Set(initialKeys);
  for (const needed of alsoNeeds?.(manifestJson.current) ?? []) {
    chunksOf(manifest, needed, firstScreenKeys);
  }
  const firstScreen = sizeOf(firstScreenKeys);
  const budget = BUDGETS[route];
  const jsVerdict = verdict(initial.js, budget?.js);
  const cssVerdict = verdict(initial.css, budget?.css);
  if (jsVerdict.startsWith('FAIL') || cssVerdict.startsWith('FAIL')) failed = true;
  rows.push({
    route,
    'initial JS (kB gzip)': initial.js.toFixed(1),
    'JS budget': jsVerdict,
    'initial CSS (kB gzip)': initial.css.toFixed(1),
    'CSS budget': cssVerdict,
    chunks: initial.files,
    'first screen JS+CSS (kB gzip)':
      firstScreenKeys.size > initialKeys.size ? (firstScreen.js + firstScreen.css).toFixed(1) : '',
  });
}

console.table(rows);
process.exit(failed ? 1 : 0);
