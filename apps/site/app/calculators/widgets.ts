// The small calculators other pages carry (issue 24): the bundle each loads through
// CalculatorSlot (its registry id), where its fallback link goes, and which pages show it.
import { calculatorById } from '@lender/calculator-kit/registry';
import type { CalculatorSlotTarget } from './CalculatorSlot.tsx';

/** The mini mortgage widget, in the learning center's articles about buying and its costs. */
export const MINI_MORTGAGE_WIDGET: CalculatorSlotTarget = {
  bundle: calculatorById('mini-mortgage').bundle,
  fallback: {
    href: calculatorById('mortgage').path,
    text: 'Work out your payment with our mortgage calculator',
  },
};

/** The mini purchase/refinance widget, on the home page. */
export const MINI_PURCHASE_REFINANCE_WIDGET: CalculatorSlotTarget = {
  bundle: calculatorById('mini-purchase-refinance').bundle,
  fallback: { href: '/purchase/get-started', text: 'Talk to a loan officer about your payment' },
};

/** The mini home equity widget, on the learning center's home equity articles. */
export const MINI_HOME_EQUITY_WIDGET: CalculatorSlotTarget = {
  bundle: calculatorById('mini-home-equity').bundle,
  fallback: { href: calculatorById('home-equity').path, text: 'Open the home equity calculator' },
};

/** The learning-center category whose articles show the mini home equity widget. */
export const MINI_HOME_EQUITY_CATEGORY = 'Home equity';

/** The article categories where a payment estimate helps the reader (buying, loans, costs). */
export const MINI_MORTGAGE_CATEGORIES: readonly string[] = [
  'Buying',
  'Loan types',
  'Rates and costs',
];

/** Whether an article of this category carries the mini mortgage widget. */
export function showsMiniMortgage(category: string): boolean {
  return MINI_MORTGAGE_CATEGORIES.includes(category);
}
