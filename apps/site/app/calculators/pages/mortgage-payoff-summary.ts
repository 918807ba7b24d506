// The mortgage payoff page as the hub and the site map list it (no FAQ or explanation:
// the site map is in every page's JavaScript).
import type { CalculatorPageSummary } from '../calculator-page-types.ts';

export const MORTGAGE_PAYOFF_SUMMARY = {
  bundle: 'mortgage-payoff',
  path: '/calculators/mortgage-payoff',
  title: 'Mortgage payoff calculator',
  description:
    'See when extra payments would pay off your mortgage and how much interest they save, or the extra payment you need to be mortgage-free by a date.',
} as const satisfies CalculatorPageSummary;
