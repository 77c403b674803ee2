import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The analytics script after consent: the built server runs with ANALYTICS_SCRIPT_URL pointing at a
 * tiny local server that counts requests for the script. A visitor in Berlin makes no request to it
 * before pressing Accept and does after; a visitor in New York loads it at once. Its own server:
 * the shared one runs without the variable.
 */

test.describe.configure({ mode: 'serial' });

let scriptRequests = 0;
let scriptHost: Server;
let site: ChildProcess;
let siteUrl = '';
let dataDir = '';
const cspProblems: string[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The analytics-configured server did not start.');
}

test.beforeAll(async () => {
  scriptHost = createServer((request, response) => {
    if (request.url?.startsWith('/script.js')) scriptRequests += 1;
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end('window.__analyticsLoaded = true;');
  });
  const scriptPort = await listen(scriptHost);
  const port = await freePort();
  siteUrl = `http://localhost:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'arrakis-consent-'));
  site = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_EXAMPLES: 'false',
      ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${scriptPort}/script.js`,
      ANALYTICS_SITE_ID: 'arrakis.test',
    },
    stdio: 'ignore',
  });
  await waitForHealth(siteUrl);
});

test.afterAll(async () => {
  site.kill();
  await new Promise((resolve) => scriptHost.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function visit(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  // The site must pass its own CSP with the script's origin added (as the shared fixture checks).
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      cspProblems.push(message.text());
    }
  });
  // The page learns its scripts from its own HTML: it never needs to ask the API.
  const configAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/site-config')) configAsked.push(request.url());
  });
  const pageView = page.waitForRequest((r) => r.url().endsWith('/api/page-views'));
  await page.goto(siteUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { context, page, pageView, configAsked };
}

test('a visitor in Berlin loads the analytics script only after accepting', async ({ browser }) => {
  scriptRequests = 0;
  const { context, page, pageView, configAsked } = await visit(browser, {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  // First-party page counts need no consent: the view is reported before Accept.
  expect((await pageView).postDataJSON()).toEqual({ page: '/' });
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  // Time for a script that would load to have asked: it must not have.
  await page.waitForTimeout(1000);
  expect(scriptRequests).toBe(0);
  await expect(page.locator('script#third-party-analytics')).toHaveCount(0);

  await banner.getByRole('button', { name: /accept/i }).click();
  await expect.poll(() => scriptRequests).toBe(1);
  await expect(page.locator('script#third-party-analytics')).toHaveAttribute(
    'data-domain',
    'arrakis.test',
  );
  await expect.poll(() => page.evaluate(() => '__analyticsLoaded' in window)).toBe(true);
  expect(configAsked).toEqual([]);
  expect(cspProblems).toEqual([]);
  await context.close();
});

test('a visitor in New York loads the analytics script at once', async ({ browser }) => {
  scriptRequests = 0;
  const { context, page, pageView, configAsked } = await visit(browser, {
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  // The first-party count goes out too: the page's route pattern, answered 204.
  const report = await pageView;
  expect(report.postDataJSON()).toEqual({ page: '/' });
  expect((await report.response())?.status()).toBe(204);
  await expect.poll(() => scriptRequests).toBe(1);
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
  expect(configAsked).toEqual([]);
  expect(cspProblems).toEqual([]);
  await context.close();
});
