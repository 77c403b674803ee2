import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  // The site's client settings (vite.config.ts also knows the server renderer's build).
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'domain',
            include: ['tests/domain/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/components/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            globalSetup: ['tests/server/globalSetup.ts'],
            // Each file builds its own app on its own database; PostgreSQL is shared.
            fileParallelism: false,
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
