// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '8.2 kB',
  './standalone': '8.4 kB',
  // With the terms' tooltip (issue 35): 2.87 kB.
  './styles.css': '3 kB',
});
