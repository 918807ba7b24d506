// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '7.2 kB',
  './standalone': '7.3 kB',
  // The form's shape and the query's mapping, for the API route.
  './form': '0.7 kB',
  './styles.css': '2.8 kB',
});
