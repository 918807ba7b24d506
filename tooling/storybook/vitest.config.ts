import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium.shared.ts';
import { sourceResolve } from '../../vitest.shared.ts';

// One browser run of every story in the one Storybook (issue 34 §6): each story rendered in
// headless Chromium, its play function and axe (the a11y addon) as the test. It replaced thirteen
// runs (@lender/ui's and each calculator's), each starting its own Vite server and browser.
export default defineConfig({
  ...sourceResolve,
  // Pre-bundled up front: found one story at a time, Vite re-optimises mid-run and the first run
  // fails with "optimized dependencies changed. reloading".
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
      'react-aria-components/I18nProvider',
      'react-aria-components/Modal',
      'react-aria-components/NumberField',
      'react-aria-components/Popover',
      'react-aria-components/RadioGroup',
      'react-aria-components/Select',
      'react-aria-components/Slider',
      'react-aria-components/Tabs',
      'react-aria-components/Tooltip',
      'react-aria/SSRProvider',
      'react-aria/useDisclosure',
    ],
  },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    // A story's play function types like a visitor: 1–4 s alone, several times that beside CI's
    // other tasks on two cores (the default bar is 15 s).
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
});
