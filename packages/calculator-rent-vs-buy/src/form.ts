// The rent-vs-buy form's shape (SPEC §3 fields) and the one mapping of its API query to the input
// of @lender/mortgage-math's `rentVsBuy`, which the page and the API route (`GET
// /rmscbff/rvb/calculate`) both use, so they cannot read the same query two ways. Pure, with no
// React in this file or in what it imports: the server imports it (`@lender/calculator-rent-vs-buy/form`).
import {
  dollarsToCents,
  RENT_VS_BUY_CREDIT_SCORE_FROM_HASH,
  rentVsBuyCreditScoreFromHash,
  type RentVsBuyInput,
} from '@lender/mortgage-math';
import type { RentVsBuyQuery } from '@lender/validation';

export type { RentVsBuyQuery };

export interface RentVsBuyValues {
  purchasePrice: string;
  downPaymentAmt: string;
  downPaymentPercent: string;
  interestRate: string;
  rent: string;
  /** '580', '620', '660', '720' or '' (not chosen: PMI priced at 720, and said so). */
  creditScore: string;
}

export type RentVsBuyField = keyof RentVsBuyValues;
export type FieldErrors = Partial<Record<RentVsBuyField, string>>;

/** The fields that are checked, in screen order (the credit score is a choice, never wrong). */
export const CHECKED_FIELDS: readonly RentVsBuyField[] = [
  'purchasePrice',
  'downPaymentAmt',
  'downPaymentPercent',
  'interestRate',
  'rent',
];

// The credit tiers every calculator offers (SPEC §9), from one place.
export { CREDIT_SCORE_OPTIONS } from '@lender/calculator-kit/choices';

/** The example values the calculator opens with (labelled as such). */
export const DEFAULT_VALUES: RentVsBuyValues = {
  purchasePrice: '350000',
  downPaymentAmt: '35000',
  downPaymentPercent: '10',
  interestRate: '6.5',
  rent: '1800',
  creditScore: '',
};

/** SPEC §2: the hash's creditScore, mapped (619→580, 659→620, 719→660; 720 and 580 stay). */
export function creditScoreFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('creditScore');
  return String(rentVsBuyCreditScoreFromHash(value) ?? '');
}

/**
 * The hash's creditScore for a choice, in the SPEC §2 words the wizard's links use (620 → 659,
 * 660 → 719; 580 and 720 as they are), so a link to these figures opens the same choice;
 * undefined when none is chosen.
 */
export function creditScoreToHash(choice: string): string | undefined {
  return Object.keys(RENT_VS_BUY_CREDIT_SCORE_FROM_HASH).find(
    (word) => String(RENT_VS_BUY_CREDIT_SCORE_FROM_HASH[word]) === choice,
  );
}

const cents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : dollarsToCents(dollars);

/**
 * The SPEC §7 query (dollars) as @lender/mortgage-math's input (cents): the payments the query
 * leaves out are worked out by `rentVsBuy` from the SPEC §9 constants.
 */
export function rentVsBuyInput(query: RentVsBuyQuery): RentVsBuyInput {
  return {
    purchasePriceCents: dollarsToCents(query.purchasePrice),
    downPaymentCents: dollarsToCents(query.downPayment),
    interestRate: query.interestRate,
    monthlyRentCents: dollarsToCents(query.monthlyRent),
    principleAndInterestPaymentCents: cents(query.principleAndInterestPayment),
    mortgageInsurancePaymentCents: cents(query.mortgageInsurancePayment),
    monthlyInsurancePaymentCents: cents(query.monthlyInsurancePayment),
    monthlyTaxPaymentCents: cents(query.monthlyTaxPayment),
    closingCostCents: cents(query.closingCost),
  };
}
