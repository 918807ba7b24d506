import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for designers and for tests: every story is rendered in Chromium by the vitest
 * addon (`vitest --project storybook`), which runs its play function and axe (a11y addon).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
