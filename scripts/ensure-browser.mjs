// Makes sure a Chromium exists before browser tests start: installs Debian's package when this
// is a Debian machine and we are root, otherwise says exactly what is missing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', process.env.CHROME_PATH];
const playwrightCache =
  process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
const hasPlaywrightBrowser =
  existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));

if (systemChromium.some((p) => p && existsSync(p)) || hasPlaywrightBrowser) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("Chromium is missing: installing Debian's chromium package (about 30 s)…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  process.exit(0);
}
console.error(
  'No Chromium found for the browser tests. Install one of:\n' +
    '  - Debian/Ubuntu: sudo apt-get install chromium\n' +
    "  - or Playwright's own build: npx playwright install chromium\n" +
    '  - or point CHROME_PATH at an existing Chromium/Chrome binary.',
);
process.exit(1);
