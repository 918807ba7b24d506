// The home equity calculator's page as the site map and the hub list it (issue 24);
// its words are in ./home-equity.ts, imported by its route alone.
import type { CalculatorPageContent, CalculatorPageSummary } from '../calculator-page-types.ts';

export const HOME_EQUITY_SUMMARY = {
  bundle: 'home-equity',
  path: '/calculators/home-equity',
  title: 'Home equity calculator',
  description:
    'See how much equity you have, how much a lender could let you borrow against it, and what a HELOC or a home equity loan would cost each month.',
} as const satisfies CalculatorPageSummary;

/** The mini home equity widget on the learning center's home equity articles (issue 24). */
export const MINI_HOME_EQUITY_SLOT = {
  bundle: 'mini-home-equity',
  fallback: { href: HOME_EQUITY_SUMMARY.path, text: 'Open the home equity calculator' },
} as const satisfies Pick<CalculatorPageContent, 'bundle' | 'fallback'>;

/** The learning-center category whose articles show the mini home equity widget. */
export const MINI_HOME_EQUITY_CATEGORY = 'Home equity';
