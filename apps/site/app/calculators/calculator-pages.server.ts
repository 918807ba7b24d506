// Each calculator page's words by registry id, and the page they make with the registry entry.
// Server only: the calculator route's loader reads them, so no page's JavaScript carries any
// page's words (the registry, in every page through the site map, stays small).
import {
  CALCULATOR_REGISTRY,
  calculatorPageAt,
  type CalculatorEntry,
  type CalculatorPageId,
} from '@lender/calculator-kit/registry';
import type { CalculatorPageContent, CalculatorPageWords } from './calculator-page-types.ts';
import { AFFORDABILITY_WORDS } from './pages/affordability.ts';
import { AMORTIZATION_WORDS } from './pages/amortization.ts';
import { DOWN_PAYMENT_WORDS } from './pages/down-payment.ts';
import { HOME_EQUITY_WORDS } from './pages/home-equity.ts';
import { MORTGAGE_PAYOFF_WORDS } from './pages/mortgage-payoff.ts';
import { MORTGAGE_WORDS } from './pages/mortgage.ts';
import { REFINANCE_WORDS } from './pages/refinance.ts';
import { RENT_VS_BUY_WORDS } from './pages/rent-vs-buy.ts';
import { SHORTER_TERM_REFINANCE_WORDS } from './pages/shorter-term-refinance.ts';

/** Every registered page's words: a page added to the registry without them fails typecheck. */
export const CALCULATOR_PAGE_WORDS: Readonly<Record<CalculatorPageId, CalculatorPageWords>> = {
  mortgage: MORTGAGE_WORDS,
  affordability: AFFORDABILITY_WORDS,
  'down-payment': DOWN_PAYMENT_WORDS,
  'rent-vs-buy': RENT_VS_BUY_WORDS,
  refinance: REFINANCE_WORDS,
  'shorter-term-refinance': SHORTER_TERM_REFINANCE_WORDS,
  'mortgage-payoff': MORTGAGE_PAYOFF_WORDS,
  amortization: AMORTIZATION_WORDS,
  'home-equity': HOME_EQUITY_WORDS,
};

/** The calculator page at `path`: its registry entry and its words; undefined without either. */
export function calculatorPageContent(
  path: string,
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
  words: Readonly<Record<string, CalculatorPageWords>> = CALCULATOR_PAGE_WORDS,
): CalculatorPageContent | undefined {
  const entry = calculatorPageAt(path, registry);
  const pageWords = entry && words[entry.id];
  if (!entry || !pageWords) return undefined;
  return {
    ...pageWords,
    bundle: entry.bundle,
    path: entry.path,
    title: entry.name,
    description: entry.description,
  };
}
