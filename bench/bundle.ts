// Prints each route's initial JavaScript (what the browser must download before the route can
// render) in kB gzip, from Vite's build manifest, and checks the budgets of the issues.
//
// Initial JS of a route = the entry chunk and its static imports, plus the route's lazy chunk
// and its static imports. Dynamic imports (ELK, markdown, dialogs…) are not counted: they load
// on demand.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunksOf, SITE_PAGES, type ViteManifest } from '../server/http/pageHtml';

const clientDir = 'dist/client';
const manifestPath = join(clientDir, '.vite/manifest.json');

/** Budgets of the issues, in kB gzip, by route. */
const BUDGETS: Record<string, number> = { '/': 110, '/skill-trees': 250 };

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

const rows = [];
let failed = false;
for (const { route, module } of SITE_PAGES) {
  if (!manifest[module]) {
    console.error(`No chunk for ${route}: ${module} is not in the manifest (was it renamed?).`);
    failed = true;
    continue;
  }
  // The entry and the page's chunk with their static imports; not what the page imports later.
  const keys = chunksOf(manifest, module, chunksOf(manifest, entryKey));
  const js = [...keys].map((key) => manifest[key]?.file ?? '').filter((f) => f.endsWith('.js'));
  const kb = js.reduce((sum, f) => sum + gzipKb(f), 0);
  const budget = BUDGETS[route];
  const verdict =
    budget === undefined ? '' : kb <= budget ? `PASS (≤ ${budget})` : `FAIL (> ${budget})`;
  if (verdict.startsWith('FAIL')) failed = true;
  rows.push({ route, 'initial JS (kB gzip)': kb.toFixed(1), chunks: js.length, budget: verdict });
}

console.table(rows);
process.exit(failed ? 1 : 0);
