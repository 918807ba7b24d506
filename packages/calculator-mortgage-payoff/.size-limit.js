// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit). Set about 10 % over
// the sizes measured when the package was made (5.9, 6.0, 1.9 and 10.0 kB).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '6.5 kB',
  './standalone': '6.6 kB',
  './styles.css': '2.2 kB',
});
