import type { StorybookConfig } from '@storybook/react-vite';

/** Every state of a calculator for designers, and as tests (vitest addon: play + axe). */
export const calculatorStorybookMain: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};
