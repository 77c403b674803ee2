import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

/** Server tests that measure time (a budget, a wait, a burst against a pool): run alone. */
const TIMED_SERVER_TESTS = [
  'tests/server/countingUnderLock.test.ts',
  'tests/server/crash.test.ts',
  'tests/server/likesConcurrency.test.ts',
  'tests/server/previewImages.test.ts',
  'tests/server/previewsRendering.test.ts',
  'tests/server/publicBuildSearch.test.ts',
  'tests/server/writeLock.test.ts',
];

/**
 * Component tests about a page load's once-only work (the toasts' viewport): a fresh module graph
 * and document each, where a late toast from another file's request cannot reach them.
 */
const FRESH_PAGE_TESTS = 'tests/components/toast.test.tsx';

export default mergeConfig(
  // The site's client settings (vite.config.ts also knows the server renderer's build).
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      // Vitest's default keeps one core of two for itself; its own work is light, ours is not.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            include: ['tests/domain/**/*.test.ts'],
            environment: 'node',
            // Property runs build hostile files by the thousand: beside the stories' browser, more
            // than Vitest's default allows.
            testTimeout: 30_000,
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.{ts,tsx}'],
            exclude: [FRESH_PAGE_TESTS],
            environment: 'jsdom',
            setupFiles: ['tests/components/setup.ts'],
            // A bound against hangs, as the other projects have: on a loaded machine a planner test
            // outlasted Vitest's default.
            testTimeout: 30_000,
            // One jsdom and module graph per worker, not per file: setting up a fresh one was most
            // of what this project cost.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'components-fresh-page',
            include: [FRESH_PAGE_TESTS],
            environment: 'jsdom',
            setupFiles: ['tests/components/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: TIMED_SERVER_TESTS,
            environment: 'node',
            globalSetup: ['tests/server/globalSetup.ts'],
            // Beside the stories, two files at once, each its own app and database: they wait on
            // PostgreSQL and child processes, about one core's work; the timing-bound ones are apart.
            maxWorkers: 2,
            // A bound against hangs, not a budget (those are in the timed files and benchmarks):
            // beside the stories, registering and drawing a preview outlasted Vitest's default.
            testTimeout: 30_000,
            hookTimeout: 30_000,
            // Each file builds its own app and database; a fresh module graph per file imported
            // the whole server again, for most of this project's time.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'server-timed',
            include: TIMED_SERVER_TESTS,
            environment: 'node',
            globalSetup: ['tests/server/globalSetup.ts'],
            // Last and one at a time: their budgets are for the machine's whole attention.
            sequence: { groupOrder: 1 },
            fileParallelism: false,
            isolate: false,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'stories',
            // Lazy chunks (the graph, dialogs, markdown) are transformed on first use in a cold
            // run; a story may wait for them longer than Vitest's 5 s default.
            testTimeout: 30_000,
            // All story files in one page per worker, as the stories of one file always were: a
            // fresh page per file spent half the project's time loading the preview again.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromiumLaunchOptions }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
