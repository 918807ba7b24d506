import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../../../chromium.shared.ts';
import { sourceResolve } from '../../../vitest.shared.ts';

/** Modules every calculator's stories import; pre-bundled so the browser run starts once. */
const STORY_DEPENDENCIES = [
  'react',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'storybook/test',
  '@storybook/react-vite',
  'react-aria-components/I18nProvider',
  'react-aria-components/NumberField',
  'react-aria-components/Slider',
  'react-aria-components/Button',
  'react-aria-components/RadioGroup',
];

/**
 * A calculator package's vitest config, from its folder (`import.meta.url` of its config):
 * `unit` (Testing Library in jsdom) and `storybook` (every story in headless Chromium: its play
 * function and axe, the a11y addon, as the test), as in @lender/ui.
 */
export function calculatorVitestConfig(configUrl: string, extraStoryDependencies: string[] = []) {
  return defineConfig({
    ...sourceResolve,
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // A test here is a visitor's journey typed key by key (user-event in jsdom): about a
            // second alone, over 5 s when CI runs every package's tests at once on two cores.
            testTimeout: 30_000,
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
          },
        },
        {
          extends: true,
          optimizeDeps: { include: [...STORY_DEPENDENCIES, ...extraStoryDependencies] },
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', configUrl)) })],
          test: {
            name: 'storybook',
            // A story's play function types like a visitor; with every package's browser tests at
            // once on two cores, one can take several times its 1–4 s alone (the default bar is 15 s).
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  });
}
