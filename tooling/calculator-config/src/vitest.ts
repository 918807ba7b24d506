import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../../../vitest.shared.ts';

/**
 * A calculator package's vitest config: its unit tests (Testing Library in jsdom). Its stories run
 * in the one Storybook's browser run (tooling/storybook), with every other story.
 */
export function calculatorVitestConfig() {
  return defineConfig({
    ...sourceResolve,
    test: {
      environment: 'jsdom',
      // A test here is a visitor's journey typed key by key (user-event in jsdom): about a
      // second alone, over 5 s when CI runs every package's tests at once on two cores.
      testTimeout: 30_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
    },
  });
}
