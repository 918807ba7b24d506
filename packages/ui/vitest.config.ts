import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium.shared.ts';
import { sourceResolve } from '../../vitest.shared.ts';

// Two projects, both run by `vitest run`: `unit` (Testing Library in jsdom) and `storybook`
// (every story rendered in headless Chromium, its play function and axe checks as the test).
export default defineConfig({
  ...sourceResolve,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A test here types like a visitor (user-event in jsdom): under a second alone, over the
          // default 5 s when CI runs every package's tests at once on two cores.
          testTimeout: 30_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        // Pre-bundled up front: found one story at a time, Vite re-optimises mid-run and the
        // first run fails with "optimized dependencies changed. reloading".
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'react-dom',
            'react-dom/client',
            'react-dom/server',
            'storybook/test',
            '@storybook/react-vite',
            'react-aria-components/Button',
            'react-aria-components/DisclosureGroup',
            'react-aria/SSRProvider',
            'react-aria/useDisclosure',
            'react-aria-components/I18nProvider',
            'react-aria-components/Modal',
            'react-aria-components/NumberField',
            'react-aria-components/Popover',
            'react-aria-components/RadioGroup',
            'react-aria-components/Select',
            'react-aria-components/Slider',
            'react-aria-components/Tabs',
            'react-aria-components/Tooltip',
          ],
        },
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          // A story's play function types like a visitor; with every package's browser tests at
          // once on two cores, one can take several times its 1–4 s alone (the default bar is 15 s).
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
