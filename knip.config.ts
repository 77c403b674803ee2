import type { KnipConfig } from 'knip';

/**
 * What `npm run lint:exports` reads. Knip's plugins find the entries their configs name (Vite's
 * index.html, Vitest's tests and setup, Playwright's specs, Storybook's stories, package.json's
 * scripts); the entries below are those no config names.
 */
const config: KnipConfig = {
  entry: [
    'src/app/serverEntry.tsx',
    // Started with `new Worker(new URL(...))`, or bundled as the server's drawing thread.
    'src/**/*.worker.ts',
    'server/previews/renderWorker.ts',
    'server/db/sqliteReadThread.ts',
    'server/db/sqliteSearchFoldThread.ts',
    'server/admin/*Cli.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.{ts,mjs}',
    // Started as a child process by its path (bench/support/server.ts).
    'bench/support/bareServer.ts',
    'bench/graph/pages/*.tsx',
    'e2e/support/*.mjs',
  ],
  project: ['**/*.{ts,tsx,mjs,js,css}'],
  // bench/support/server.ts loads it with createRequire (it ships no types).
  ignoreDependencies: ['autocannon'],
  // scripts/ensure-browser.mjs installs the browser's system libraries on a bare machine.
  ignoreBinaries: ['apt-get'],
  // A page exports its component twice: by default for the loader, by name for stories and tests.
  ignoreIssues: { 'src/**/*Page.tsx': ['duplicates'] },
};

export default config;
