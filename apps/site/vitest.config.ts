import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    environment: 'node',
    // Some tests are a visitor's journey typed key by key (user-event in jsdom): a second or two
    // alone, over 5 s when CI runs every package's tests at once on two cores.
    testTimeout: 20_000,
    include: ['app/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
