import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The build cards' thumbnails at their API address, as the server draws them.
  staticDirs: ['../public', { from: '../stories/fixtures/thumbnails', to: '/api/thumbnails' }],
  core: { disableTelemetry: true },
};
export default config;
