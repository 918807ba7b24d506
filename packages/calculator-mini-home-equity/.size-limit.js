// Size budgets (gzip, in `pnpm test` through check:size): each entry point, and the bundle's own
// code beyond React and @lender/ui (@lender/calculator-config/size-limit).
import { calculatorBudgets } from '@lender/calculator-config/size-limit';

export default calculatorBudgets(import.meta.dirname, {
  '.': '2.5 kB',
  './standalone': '2.6 kB',
  // 1.6 kB before the engine: the kit's calculator.css it imports now carries the .lcalc root,
  // FiguresNote's and SummaryBar's rules (+0.24 kB); the widget's own rules are as before.
  './styles.css': '1.8 kB',
});
