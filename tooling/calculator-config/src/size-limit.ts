// A calculator package's size budgets (size-limit, gzip; in `pnpm test` through check:size).
// 1. Each entry point's own code with its dependencies left out, as for every package.
// 2. Issue 23's budget of the calculator bundle: its own code beyond what calculators share
//    with each other and with the host (React, and @lender/ui with React Aria), so the API
//    client, the kit, mortgage-math and the messages all count.
import { entryBudgets } from '../../../size-limit.shared.ts';

/** What a calculator bundle shares instead of carrying (apps/site/scripts/calculator-bundles.ts). */
export const SHARED = ['react', 'react-dom', '@lender/ui', 'react-aria', 'react-aria-components'];

export function calculatorBudgets(packageDir: string, entries: Record<string, string>) {
  return [
    ...entryBudgets(packageDir, entries),
    {
      name: 'calculator bundle: own code beyond React and @lender/ui (at most 25 kB)',
      path: 'dist/standalone.js',
      limit: '25 kB',
      gzip: true,
      ignore: SHARED,
    },
  ];
}
