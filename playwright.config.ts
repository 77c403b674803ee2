import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAME_ON_A_PHONE } from './e2e/support/phoneTags';
import { journeyChromiumLaunchOptions } from './scripts/browser.mjs';

// The journeys run against the production build served by the real server, on a fresh SQLite
// database, exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// The workers load this file again: they inherit the runner's folder through the environment,
// so a journey can run `npm run admin` against the server's database (e2e/support/admins.ts).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arrakis-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The site mails its codes over real SMTP to a peer the journeys read (e2e/support/mailPeer.mjs).
const mailSmtpPort = Number(process.env.MAIL_PEER_SMTP_PORT ?? 3125);
const mailHttpPort = Number(process.env.MAIL_PEER_HTTP_PORT ?? 3126);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording every journey cost as much as a third of the run on 2 cores; a failure's retry
    // records one (`--trace on` to record all).
    trace: 'on-first-retry',
    launchOptions: journeyChromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: journeyChromiumLaunchOptions },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: journeyChromiumLaunchOptions },
      // On a phone these journeys pass the same forms, desk, texts and server rules as on a
      // desktop; each of their screens has a phone story (stories/admin, account, site/feedback).
      testIgnore: [
        'account.spec.ts',
        'admin.spec.ts',
        'feedback.spec.ts',
        'loginLockout.spec.ts',
        'twoStep.spec.ts',
        'xss.spec.ts',
      ],
      grepInvert: new RegExp(SAME_ON_A_PHONE),
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/mailPeer.mjs',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        MAIL_PEER_SMTP_PORT: String(mailSmtpPort),
        MAIL_PEER_HTTP_PORT: String(mailHttpPort),
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: 'localhost',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // As behind a proxy on this machine: each player's pages send their own address
        // (e2e/support/players.ts), so the per-address limits count one player each. Everything
        // else comes from this machine, as before.
        TRUST_PROXY: '127.0.0.1,::1',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        MAIL_FROM: 'Arrakis Planner <noreply@arrakis.test>',
        FEEDBACK_TO: 'team@arrakis.test',
      },
    },
  ],
});
