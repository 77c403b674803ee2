// The first screen of Home, the planner, a class page, the community list and a build's viewer,
// as a desktop (1366×900) and a phone (390×844) see them, saved as PNGs; prints where each
// page's first skill tree starts (its top, in pixels and as a share of the window's height).
// Against the production server on a fresh database with the example builds, like
// bench:lighthouse, so two builds can be shown side by side.
//
//   npm run bench:screenshots -- --out /tmp/shots-after
//   CLIENT_DIR=../before/dist/client npm run bench:screenshots -- \
//     --server ../before/dist/server/main.js --out /tmp/shots-before
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/browser.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const OUT_DIR = argument('--out', 'screenshots');
const SERVER_SCRIPT = argument('--server', 'dist/server/main.js');

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'planner', path: '/skill-trees' },
  { name: 'class', path: '/class/trooper' },
  { name: 'community', path: '/community-builds' },
  { name: 'viewer', find: exampleViewerPath },
];
const SCREENS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
];

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls the server's health until it answers (or the time runs out). */
async function waitForServer(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > end) throw new Error(`The server did not start within ${timeoutMs / 1000} s`);
    await delay(150);
  }
}

/** The viewer address of the first example build (the seeding may finish after the health check). */
async function exampleViewerPath(origin, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${origin}/api/public-builds?limit=1`);
    const url = response.ok ? (await response.json()).data?.[0]?.url : undefined;
    if (url) return `/build-viewer/${url}`;
    if (Date.now() > end) throw new Error('No public build to view');
    await delay(250);
  }
}

if (!process.env.CLIENT_DIR && !existsSync(SERVER_SCRIPT)) {
  console.log('No build in dist/: building (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}

mkdirSync(OUT_DIR, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-shots-data-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [SERVER_SCRIPT], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_EXAMPLES: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitForServer(origin);
  console.log('page       screen    first tree top');
  for (const page of PAGES) {
    const path = page.path ?? (await page.find(origin));
    for (const screen of SCREENS) {
      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile ?? false,
        hasTouch: screen.hasTouch ?? false,
      });
      const tab = await context.newPage();
      await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await tab.evaluate(() => document.fonts.ready);
      const top = await tab
        .locator('[data-testid="skill-tree"]')
        .first()
        .evaluate((tree) => tree.getBoundingClientRect().top + window.scrollY, undefined, {
          timeout: 5000,
        })
        .catch(() => undefined);
      const where =
        top === undefined
          ? 'none'
          : `${Math.round(top)} px (${Math.round((top / screen.viewport.height) * 100)}%)`;
      console.log(`${page.name.padEnd(10)} ${screen.name.padEnd(9)} ${where}`);
      await tab.screenshot({ path: join(OUT_DIR, `${page.name}-${screen.name}.png`) });
      await context.close();
    }
  }
  console.log(`Saved in ${OUT_DIR}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
