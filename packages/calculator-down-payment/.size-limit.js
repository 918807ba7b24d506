// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '6.3 kB',
  './standalone': '6.5 kB',
  // With the sliders' rules from the kit (issue 34 §3): 2.14 kB.
  './styles.css': '2.4 kB',
});
