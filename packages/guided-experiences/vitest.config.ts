import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    environment: 'node',
    // Pure functions, no mocks or globals: one module graph for every file (isolate: false) spares
    // each file its own worker start (about 4 s each on CI's busy cores).
    isolate: false,
    testTimeout: 30_000,
  },
});
