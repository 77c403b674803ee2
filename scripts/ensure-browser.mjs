// Makes sure a Chromium exists before browser tests start: installs Debian's packages when this
// is a Debian machine and we are root, otherwise says exactly what is missing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', process.env.CHROME_PATH];
const headlessShell = '/usr/bin/chromium-headless-shell';
const playwrightCache =
  process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
const hasPlaywrightBrowser =
  existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));
const hasChromium = systemChromium.some((p) => p && existsSync(p));
const canInstall =
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

const install = (packages) =>
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    { stdio: 'inherit' },
  );

if (process.env.CHROME_PATH || hasPlaywrightBrowser || (hasChromium && existsSync(headlessShell)))
  process.exit(0);

if (canInstall) {
  // The journeys run in the headless shell, which needs less CPU than the whole browser;
  // the stories and the benchmarks run in the whole browser.
  const missing = [hasChromium ? '' : 'chromium', 'chromium-headless-shell'].join(' ').trim();
  console.log(`Installing Debian's ${missing} for the browser tests (about 30 s)…`);
  try {
    install(missing);
  } catch (error) {
    if (!hasChromium) throw error;
    console.warn('chromium-headless-shell could not be installed: the tests use chromium.');
  }
  process.exit(0);
}
if (hasChromium) process.exit(0);
console.error(
  'No Chromium found for the browser tests. Install one of:\n' +
    '  - Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell\n' +
    "  - or Playwright's own build: npx playwright install chromium\n" +
    '  - or point CHROME_PATH at an existing Chromium/Chrome binary.',
);
process.exit(1);
