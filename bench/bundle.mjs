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

const clientDir = 'dist/client';
const manifestPath = join(clientDir, '.vite/manifest.json');

/** Route → the source module its lazy route chunk is built from, and its budget in kB gzip. */
const routes = [
  { route: '/', module: 'src/site/home/HomePage.tsx', budget: 110 },
  { route: '/classes', module: 'src/site/classes/ClassesPage.tsx' },
  { route: '/class/:slug', module: 'src/site/classes/ClassDetailPage.tsx' },
  { route: '/skill-trees', module: 'src/planner/PlannerPage.tsx', budget: 250 },
  { route: '/about', module: 'src/site/about/AboutPage.tsx' },
  { route: '/privacy', module: 'src/site/privacy/PrivacyPage.tsx' },
  { route: '/guild-board', module: 'src/site/underConstruction/UnderConstructionPage.tsx' },
  { route: '*', module: 'src/site/notFound/NotFoundPage.tsx' },
];

if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  console.log('Building the client (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');

const gzipSizes = new Map();
function gzipKb(file) {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length / 1024;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Files of a chunk and everything it imports statically. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const rows = [];
let failed = false;
for (const { route, module, budget } of routes) {
  if (!manifest[module]) {
    console.error(`No chunk for ${route}: ${module} is not in the manifest (was it renamed?).`);
    failed = true;
    continue;
  }
  const files = staticClosure(entryKey);
  staticClosure(module, files);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const kb = js.reduce((sum, f) => sum + gzipKb(f), 0);
  const verdict =
    budget === undefined ? '' : kb <= budget ? `PASS (≤ ${budget})` : `FAIL (> ${budget})`;
  if (verdict.startsWith('FAIL')) failed = true;
  rows.push({ route, 'initial JS (kB gzip)': kb.toFixed(1), chunks: js.length, budget: verdict });
}

console.table(rows);
process.exit(failed ? 1 : 0);
