import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: { environment: 'jsdom', testTimeout: 30_000, setupFiles: ['./vitest.setup.ts'] },
});
