// Each entry point's own code, minified and gzipped (size-limit.shared.ts): about 15 % over its
// size when the budget was set, so growth is a decision, not a drift.
import { entryBudgets } from '../../size-limit.shared.ts';

export default entryBudgets(import.meta.dirname, {
  // 3.4 kB since month-year, the hash form and the yearly chart moved in (each calculator's
  // bundle takes only what it imports: apps/site's calculator-bundle-sizes measures that).
  '.': '3.9 kB',
  './loader': '2.2 kB',
  './calculator.css': '1 kB',
});
