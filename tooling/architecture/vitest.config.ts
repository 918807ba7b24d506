import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // The fixtures are trees to cruise, not tests.
    exclude: [...configDefaults.exclude, '**/__fixtures__/**'],
  },
});
