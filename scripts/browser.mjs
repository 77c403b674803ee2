// Where the browsers come from. On this project's machines that is Debian's Chromium; on a
// laptop with Playwright's own browsers installed, Playwright's default is used instead.
import { existsSync } from 'node:fs';

const found = (paths) => paths.find((path) => path && existsSync(path));

/** Path of a system Chromium (the whole browser), or undefined to let Playwright use its own. */
export const chromiumExecutable = found([
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
]);

/**
 * What the journeys run in: Chromium's headless shell (the same engine without the browser's
 * windowing side) where Debian's package is installed, else the browser above.
 */
const journeyChromiumExecutable = process.env.CHROME_PATH
  ? chromiumExecutable
  : (found(['/usr/bin/chromium-headless-shell']) ?? chromiumExecutable);

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

/** Launch options of the whole browser: the stories, and the benchmarks of what a player gets. */
export const chromiumLaunchOptions = {
  ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}),
  args: chromiumArgs,
};

/** Launch options of the journeys (Playwright against the built site). */
export const journeyChromiumLaunchOptions = {
  ...(journeyChromiumExecutable ? { executablePath: journeyChromiumExecutable } : {}),
  args: chromiumArgs,
};
