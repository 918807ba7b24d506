// Each entry point's own code, minified and gzipped (size-limit.shared.ts): about 15 % over its
// size when the budget was set, so growth is a decision, not a drift.
import { entryBudgets } from '../../size-limit.shared.ts';

export default entryBudgets(import.meta.dirname, {
  './calculators': '0.9 kB',
  './wizard': '4.6 kB',
  './loan-options': '4.5 kB',
  './rate-comparison': '1.3 kB',
  './rate-ticker': '0.6 kB',
  './market-insights': '2.4 kB',
});
