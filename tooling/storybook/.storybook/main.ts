import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { sourceResolve } from '../../../vitest.shared.ts';

/**
 * The one Storybook (issue 34 §6): every @lender/ui component and every calculator, for designers
 * (`pnpm storybook` at the root) and as tests (`vitest run` here renders each story in Chromium,
 * runs its play function and axe). A new calculator package's stories are found by the glob.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/calculator-*/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Workspace packages from their TypeScript source, as in the tests: no build needed to look.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: sourceResolve.resolve }),
};

export default config;
