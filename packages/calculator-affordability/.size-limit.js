// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '8.2 kB',
  './standalone': '8.4 kB',
  // The form's pure mapping of a query to the estimate, which the API route imports too.
  './form': '1 kB',
  // With the terms' tooltip (issue 35): 2.87 kB. With the kit's .lcalc root, summary bar and
  // figures note (issue 34 §3), which calculator.css now carries for every calculator: 3.08 kB.
  './styles.css': '3.2 kB',
});
