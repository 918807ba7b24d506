// Shared by every package's vitest config: resolve workspace packages to their
// TypeScript source (the "@lender/source" export condition), so tests never need
// a prior build of the packages they import.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = '@lender/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * The test config of a package of pure functions (no I/O, mocks or globals): Node, and one module
 * graph for every file (isolate: false), which spares each file its own worker start (about 4 s
 * each on CI's busy cores). Pass it to vitest's defineConfig.
 */
export function pureFunctionsTestConfig() {
  return {
    ...sourceResolve,
    test: {
      environment: 'node' as const,
      isolate: false,
      // Property tests run hundreds of cases: a second alone, over the default 5 s when CI runs
      // every package's tests at once on two cores.
      testTimeout: 30_000,
    },
  };
}
