// Where the test browsers come from. On this project's machines that is Debian's Chromium;
// on a laptop with Playwright's own browsers installed, Playwright's default is used instead.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Path of a system Chromium, or undefined to let Playwright use its own browser. */
export const chromiumExecutable = candidates.find((path) => path && existsSync(path));

/** Flags Chromium needs in a headless, sandbox-less container with no network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launch options shared by Playwright, the Vitest browser provider and benchmarks. */
export const chromiumLaunchOptions = {
  ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}),
  args: chromiumArgs,
};
