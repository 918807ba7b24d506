// The mini purchase/refinance widget's two forms: values as typed, their checks (the mortgage
// calculator's for the purchase tab; the refinance tab's own) and the question each puts to
// @lender/mortgage-math `miniPurchaseRefinanceCalculator`. Pure, shared by the widget and tests.
import { parseDollars } from '@lender/calculator-kit';
import {
  DEFAULT_VALUES as MORTGAGE_DEFAULTS,
  fieldError as mortgageFieldError,
  parsePercent,
} from '@lender/calculator-mortgage';
import {
  dollarsToCents,
  type MiniPurchaseInput,
  type MiniRefinanceInput,
} from '@lender/mortgage-math';
import { mortgageMessages } from '@lender/validation/mortgage-messages';

export type Tab = 'purchase' | 'refinance';

export interface PurchaseValues {
  homePrice: string;
  downPayment: string;
  interestRate: string;
  termYears: string;
}

export interface RefinanceValues {
  homeValue: string;
  mortgageBalance: string;
  /** '' is none: a rate-and-term refinance. */
  cashOut: string;
  interestRate: string;
  termYears: string;
}

export interface MiniPurchaseRefinanceValues {
  tab: Tab;
  purchase: PurchaseValues;
  refinance: RefinanceValues;
}

export const PURCHASE_FIELDS = ['homePrice', 'downPayment', 'interestRate'] as const;
export const REFINANCE_FIELDS = [
  'homeValue',
  'mortgageBalance',
  'cashOut',
  'interestRate',
] as const;
export type PurchaseField = (typeof PURCHASE_FIELDS)[number];
export type RefinanceField = (typeof REFINANCE_FIELDS)[number];

export const DEFAULT_VALUES: MiniPurchaseRefinanceValues = {
  tab: 'purchase',
  purchase: {
    homePrice: MORTGAGE_DEFAULTS.homePrice,
    downPayment: MORTGAGE_DEFAULTS.downPayment,
    interestRate: MORTGAGE_DEFAULTS.interestRate,
    termYears: MORTGAGE_DEFAULTS.termYears,
  },
  refinance: {
    homeValue: '450000',
    mortgageBalance: '280000',
    cashOut: '',
    interestRate: '6.25',
    termYears: '30',
  },
};

const MAX_DOLLARS = 100_000_000;
const isAmount = (value: number | undefined): value is number =>
  value !== undefined && !Number.isNaN(value);

/** The purchase tab's message for a field: the full mortgage calculator's checks. */
export function purchaseError(field: PurchaseField, values: PurchaseValues): string | undefined {
  return mortgageFieldError(field, {
    ...MORTGAGE_DEFAULTS,
    ...values,
    // The percent box is not on this tab: it follows the amount, so it is never wrong here.
    downPaymentPercent: '0',
  });
}

/** The refinance tab's message for a field. */
export function refinanceError(field: RefinanceField, values: RefinanceValues): string | undefined {
  const text = mortgageMessages;
  const value = parseDollars(values.homeValue);
  const balance = parseDollars(values.mortgageBalance);
  const cashOut = parseDollars(values.cashOut) ?? 0;
  const overValue =
    isAmount(value) && isAmount(balance) && !Number.isNaN(cashOut) && balance + cashOut > value;
  switch (field) {
    case 'homeValue':
      if (value === undefined) return text.homeValue.errorRequired;
      if (Number.isNaN(value)) return text.homeValue.errorFormat;
      if (value <= 0) return text.homeValue.errorMin;
      return value > MAX_DOLLARS ? text.homeValue.errorMax : undefined;
    case 'mortgageBalance':
      if (balance === undefined) return text.mortgageBalance.errorRequired;
      if (Number.isNaN(balance)) return text.mortgageBalance.errorFormat;
      // Said once, on the cash out box when there is cash out.
      return overValue && cashOut === 0 ? text.cashOut.errorMax : undefined;
    case 'cashOut':
      if (Number.isNaN(cashOut)) return text.cashOut.errorFormat;
      return overValue && cashOut > 0 ? text.cashOut.errorMax : undefined;
    case 'interestRate':
      return mortgageFieldError('interestRate', {
        ...MORTGAGE_DEFAULTS,
        interestRate: values.interestRate,
      });
    default:
      return undefined;
  }
}

/** Every message of the tab's form. */
export function tabErrors(values: MiniPurchaseRefinanceValues, tab: Tab = values.tab) {
  const errors: Partial<Record<PurchaseField | RefinanceField, string>> = {};
  if (tab === 'purchase') {
    for (const field of PURCHASE_FIELDS) {
      const message = purchaseError(field, values.purchase);
      if (message) errors[field] = message;
    }
  } else {
    for (const field of REFINANCE_FIELDS) {
      const message = refinanceError(field, values.refinance);
      if (message) errors[field] = message;
    }
  }
  return errors;
}

const cents = (text: string) => dollarsToCents(parseDollars(text) ?? 0);

/** The question for `miniPurchaseRefinanceCalculator` of a tab without errors. */
export function tabInput(
  values: MiniPurchaseRefinanceValues,
  tab: Tab = values.tab,
): MiniPurchaseInput | MiniRefinanceInput {
  if (tab === 'purchase') {
    const form = values.purchase;
    return {
      tab: 'purchase',
      homePriceCents: cents(form.homePrice),
      downPaymentCents: cents(form.downPayment),
      annualRatePercent: parsePercent(form.interestRate)!,
      termMonths: Number(form.termYears) * 12,
    };
  }
  const form = values.refinance;
  return {
    tab: 'refinance',
    homeValueCents: cents(form.homeValue),
    mortgageBalanceCents: cents(form.mortgageBalance),
    cashOutCents: cents(form.cashOut),
    annualRatePercent: parsePercent(form.interestRate)!,
    termMonths: Number(form.termYears) * 12,
  };
}
