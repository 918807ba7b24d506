// Each entry point's own code, minified and gzipped (size-limit.shared.ts): about 15 % over its
// size when the budget was set, so growth is a decision, not a drift.
import { entryBudgets } from '../../size-limit.shared.ts';

export default entryBudgets(import.meta.dirname, {
  './accordion': '1.4 kB',
  './alert': '1.4 kB',
  './button': '1.0 kB',
  './card': '1.3 kB',
  './carousel': '2.1 kB',
  './checkboxes': '2.1 kB',
  './combobox': '2.5 kB',
  './csp': '0.3 kB',
  './donut-chart': '2.5 kB',
  './equal-housing-lender': '0.9 kB',
  './error-message': '0.7 kB',
  './error-summary': '1.2 kB',
  './field': '1.0 kB',
  './link': '1.4 kB',
  './modal': '1.9 kB',
  './number-input': '1.5 kB',
  './radio-group': '1.8 kB',
  './select': '2.0 kB',
  './skeleton': '1.1 kB',
  './skip-link': '0.9 kB',
  './slider': '2.2 kB',
  './stepper': '1.8 kB',
  './tab-accordion': '1.5 kB',
  './tabs': '2.5 kB',
  './text-input': '1.3 kB',
  './textarea': '1.3 kB',
  './tooltip': '1.5 kB',
  './tokens.css': '0.6 kB',
});
