import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Most files here spend their time waiting: for a server process to start, for PostgreSQL,
    // for a worker thread's PGlite. Vitest's default on a 2-core machine is one file at a time
    // (cores - 1), which left this suite the longest task of CI.
    maxWorkers: 2,
    // Some tests start real server processes or build an in-memory database in the test itself
    // (4–5 s alone). In CI the browser tests run beside this suite on the same two cores, and
    // such a test once took over 30 s there; a broken one still fails, after two minutes.
    testTimeout: 120_000,
    // A hook that creates a database (an in-memory PGlite: initdb and every migration) takes
    // 4–5 s alone, and took over 30 s once in CI with the browser tests and two files of this
    // suite on the same two cores. A broken set-up still fails, after two minutes.
    hookTimeout: 120_000,
  },
});
