// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit). Set about 10 % over
// the sizes measured when the package was made (7.0, 7.1, 1.9 and 11.1 kB).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '7.8 kB',
  './standalone': '7.9 kB',
  // With the sliders' rules from the kit (issue 34 §3): 2.21 kB.
  './styles.css': '2.5 kB',
});
