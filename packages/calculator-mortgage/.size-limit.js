// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '7.2 kB',
  './standalone': '7.3 kB',
  // With the terms' tooltip (issue 35): 2.79 kB.
  // With the kit's yearly chart (payments over time) and the sliders' rules (issue 34 §3): 3.23 kB.
  './styles.css': '3.6 kB',
});
