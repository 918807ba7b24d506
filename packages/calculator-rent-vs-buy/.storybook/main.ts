import type { StorybookConfig } from '@storybook/react-vite';

/** Every state of the calculator for designers, and as tests (vitest addon: play + axe). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
