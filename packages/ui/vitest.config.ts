import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

// The unit tests (Testing Library in jsdom). The stories run in the one Storybook's browser run
// (tooling/storybook), with every calculator's.
export default defineConfig({
  ...sourceResolve,
  test: {
    environment: 'jsdom',
    // A test here types like a visitor (user-event in jsdom): under a second alone, over the
    // default 5 s when CI runs every package's tests at once on two cores.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
