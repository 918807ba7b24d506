import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] },
});
