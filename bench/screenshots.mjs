// The first screen of Home, the planner, a class page, the community list and a build's viewer,
// as a desktop (1366×900) and a phone (390×844) see them, saved as PNGs; prints where each
// page's first skill tree starts (its top, in pixels and as a share of the window's height).
// Against the production server on a fresh database with the example builds, like
// bench:lighthouse, so two builds can be shown side by side.
//
//   npm run bench:screenshots -- --out /tmp/shots-after
//   CLIENT_DIR=../before/dist/client npm run bench:screenshots -- \
//     --server ../before/dist/server/main.js --out /tmp/shots-before
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/browser.mjs';
import { exampleViewerPath, startBuiltSite } from './support/builtSite.mjs';

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

if (!process.env.CLIENT_DIR && !existsSync(SERVER_SCRIPT)) {
  console.log('No build in dist/: building (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}

mkdirSync(OUT_DIR, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'arrakis-shots-data-'));
const { server, origin } = await startBuiltSite(SERVER_SCRIPT, dataDir);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
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
