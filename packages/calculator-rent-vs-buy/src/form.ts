// The rent-vs-buy form (SPEC §3 fields, §5 rules): values as typed, the check of each field on
// blur and all on submit, and the request it makes. Pure, shared by the component and tests.
import { parseDollars } from '@lender/calculator-kit';
import {
  downPaymentCentsFromPercent,
  downPaymentPercentOf,
  dollarsToCents,
  rentVsBuyCreditScoreFromHash,
  rentVsBuyPmiCents,
  RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT,
  type RentVsBuyInput,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';

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

function number(text: string): number | undefined {
  const cleaned = text.replace(/[\s,%]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The message for one field, or undefined (SPEC §5). */
export function fieldError(field: RentVsBuyField, values: RentVsBuyValues): string | undefined {
  switch (field) {
    case 'purchasePrice': {
      const price = parseDollars(values.purchasePrice);
      if (price === undefined) return messages.purchasePrice.errorRequired;
      if (Number.isNaN(price)) return messages.purchasePrice.errorFormat;
      if (price <= 0) return messages.purchasePrice.errorMin;
      return price > 100_000_000 ? messages.purchasePrice.errorMax : undefined;
    }
    case 'downPaymentAmt': {
      const amount = parseDollars(values.downPaymentAmt);
      if (amount === undefined) return messages.downPayment.errorRequired;
      if (Number.isNaN(amount)) return messages.downPayment.errorFormat;
      const price = parseDollars(values.purchasePrice);
      return price !== undefined && !Number.isNaN(price) && amount >= price
        ? messages.downPayment.errorMax
        : undefined;
    }
    case 'downPaymentPercent': {
      const percent = number(values.downPaymentPercent);
      if (percent === undefined || Number.isNaN(percent))
        return messages.downPaymentPercent.errorFormat;
      return percent < 0 || percent >= 100 ? messages.downPaymentPercent.errorRange : undefined;
    }
    case 'interestRate': {
      const rate = number(values.interestRate);
      if (rate === undefined) return messages.interestRate.errorRequired;
      if (Number.isNaN(rate)) return messages.interestRate.errorFormat;
      return rate < 0 || rate > RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT
        ? messages.interestRate.errorRange
        : undefined;
    }
    case 'rent': {
      const rent = parseDollars(values.rent);
      if (rent === undefined) return messages.monthlyRent.errorRequired;
      if (Number.isNaN(rent)) return messages.monthlyRent.errorFormat;
      return rent > 1_000_000 ? messages.monthlyRent.errorMax : undefined;
    }
    default:
      return undefined;
  }
}

export function formErrors(values: RentVsBuyValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CHECKED_FIELDS) {
    const message = fieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

const PERCENT_TEXT = (percent: number) => String(Math.round(percent * 100) / 100);

/** The down payment amount changed: the percent follows (exact, shown to 2 decimals). */
export function withAmount(values: RentVsBuyValues, amountText: string): RentVsBuyValues {
  const next = { ...values, downPaymentAmt: amountText };
  const price = parseDollars(values.purchasePrice);
  const amount = parseDollars(amountText);
  if (price && price > 0 && amount !== undefined && !Number.isNaN(amount) && amount <= price) {
    next.downPaymentPercent = PERCENT_TEXT(
      downPaymentPercentOf(dollarsToCents(price), dollarsToCents(amount)),
    );
  }
  return next;
}

/** The percent changed: the amount follows (to the cent, half up). */
export function withPercent(values: RentVsBuyValues, percentText: string): RentVsBuyValues {
  const next = { ...values, downPaymentPercent: percentText };
  const price = parseDollars(values.purchasePrice);
  const percent = number(percentText);
  if (price && price > 0 && percent !== undefined && percent >= 0 && percent <= 100) {
    // Whole dollars, as the box shows them (SPEC §5).
    next.downPaymentAmt = String(
      Math.round(downPaymentCentsFromPercent(dollarsToCents(price), percent) / 100),
    );
  }
  return next;
}

/** The price changed: the percent stays, the amount follows it. */
export function withPrice(values: RentVsBuyValues, priceText: string): RentVsBuyValues {
  return withPercent({ ...values, purchasePrice: priceText }, values.downPaymentPercent);
}

/** What a valid form asks: the API query (dollars) and the same for @lender/mortgage-math (cents). */
export function request(values: RentVsBuyValues) {
  const price = parseDollars(values.purchasePrice)!;
  const downPayment = parseDollars(values.downPaymentAmt)!;
  const interestRate = number(values.interestRate)!;
  const rent = parseDollars(values.rent)!;
  const priceCents = dollarsToCents(price);
  const downPaymentCents = dollarsToCents(downPayment);
  // The API takes no credit score: the PMI it prices is sent, worked out the way it would.
  const creditScore = values.creditScore === '' ? 720 : Number(values.creditScore);
  const pmiCents = rentVsBuyPmiCents(priceCents - downPaymentCents, priceCents, creditScore);
  const math: RentVsBuyInput = {
    purchasePriceCents: priceCents,
    downPaymentCents,
    interestRate,
    monthlyRentCents: dollarsToCents(rent),
    mortgageInsurancePaymentCents: pmiCents,
  };
  const query = {
    purchasePrice: price,
    downPayment,
    interestRate,
    monthlyRent: rent,
    mortgageInsurancePayment: pmiCents / 100,
  };
  return { query, math, creditScore };
}
