import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    environment: 'node',
    // The property tests run hundreds of schedules: a second alone, over the default 5 s when CI
    // runs every package's tests at once on two cores.
    testTimeout: 30_000,
  },
});
