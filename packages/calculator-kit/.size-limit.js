// Each entry point's own code, minified and gzipped (size-limit.shared.ts): about 15 % over its
// size when the budget was set, so growth is a decision, not a drift.
import { entryBudgets } from '../../size-limit.shared.ts';

export default entryBudgets(import.meta.dirname, {
  // The terms' tooltips beside the figures (issue 35, terms.tsx): 1.34 kB.
  // With the results section every calculator shares (issue 34: CalculatorResults, FiguresNote,
  // SummaryBar), each calculator's own copy gone: 2.17 kB.
  '.': '2.5 kB',
  // The pins (integrity-checked import map and stylesheets, issue 33 §6): 2.49 kB.
  './loader': '2.85 kB',
  './month-year': '0.6 kB',
  // The one calculator lifecycle (issue 34 §2): the hook, the definition and the hash; the
  // hash-form entry is its earlier name.
  './engine': '2.3 kB',
  './hash-form': '2.3 kB',
  './standalone': '0.4 kB',
  // The calculators' names, paths and bundles (issue 34 §2): read by the site and the wizard.
  './registry': '1.8 kB',
  // With the chart's figure (caption, legend, lines and table panel) and the loan-balance lines
  // the amortization, payoff and mortgage calculators share (issue 34 §3): 1.53 kB.
  './yearly-chart': '1.75 kB',
  // With the sliders under price, down payment and rate (issue 34 §3): 1.43 kB.
  './form-fields': '1.65 kB',
  './choices': '0.4 kB',
  // A form's box checks (issue 34): the number parser and the amount and number checks each
  // calculator's fieldError wrote again, with their own copy of parseDollars: 436 B.
  './checks': '0.5 kB',
  './calculator.css': '1 kB',
  './yearly-chart.css': '0.6 kB',
});
