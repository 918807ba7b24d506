import type { CalculatorName } from '../calculators.ts';
import type { OwnAHome, WizardCalculating } from './questions.ts';

/** A SPEC §4 card key: the own-a-home answer and the calculating answer joined by a hyphen. */
export type WizardCardKey = `${OwnAHome}-${WizardCalculating}`;

/** SPEC §4: the calculator cards by ownership and calculating choice, in the order shown. */
export const WIZARD_CARDS: Readonly<Partial<Record<WizardCardKey, readonly CalculatorName[]>>> = {
  'yes-monthly-payment': ['Mortgage', 'HomeAffordability', 'DownPayment'],
  'yes-down-payment': ['DownPayment', 'Mortgage', 'HomeAffordability'],
  'yes-home-price': ['HomeAffordability', 'Mortgage', 'RentVsBuy'],
  'yes-lower-monthly-payment': ['Refinance', 'HomeEquity', 'Mortgage'],
  'yes-shorter-loan-term': ['MortgagePayoff', 'Amortization', 'Mortgage'],
  'yes-available-equity': ['HomeEquity', 'Refinance', 'Mortgage'],
  'no-monthly-payment-interested': ['Mortgage', 'RentVsBuy', 'RentRewards'],
  'no-down-payment-options': ['DownPayment', 'HomeAffordability', 'RentRewards'],
  'no-home-price-afford': ['HomeAffordability', 'Mortgage', 'RentRewards'],
};

/** The cards of an ownership × calculating pair; empty when the pair is not in the table. */
export function wizardCards(ownAHome: string, calculating: string): readonly CalculatorName[] {
  return WIZARD_CARDS[`${ownAHome}-${calculating}` as WizardCardKey] ?? [];
}
