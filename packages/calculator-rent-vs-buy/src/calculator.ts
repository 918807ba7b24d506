// The rent-vs-buy calculator for @lender/calculator-kit/engine (issue 34 §2): each field's check
// (SPEC §5), the down payment's amount, percent and the price moving each other, the request a
// valid form makes, the link's hash (SPEC §2 creditScore), the live region's sentence and
// CALCULATION_RAN. It reads money with the kit's main entry, which also holds React components,
// so the server imports form.ts (the query's mapping) and not this file.
import { bandAmount, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import {
  defineCalculator,
  hashHasValues,
  hashOfValues,
  valuesFromHash,
} from '@lender/calculator-kit/engine';
import {
  downPaymentCentsFromPercent,
  downPaymentPercentOf,
  dollarsToCents,
  firstYearBuyingIsCheaper,
  rentVsBuy,
  rentVsBuyPmiCents,
  RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT,
  selfReportedCreditBand,
  type RentVsBuyResult,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import {
  CHECKED_FIELDS,
  CREDIT_SCORE_OPTIONS,
  creditScoreFromHash,
  creditScoreToHash,
  DEFAULT_VALUES,
  rentVsBuyInput,
  type RentVsBuyField,
  type RentVsBuyQuery,
  type RentVsBuyValues,
} from './form.ts';

/** First year (1-based) buying's cumulative cost is below renting's, if it ever is. */
export const crossoverYear = firstYearBuyingIsCheaper;

/** The percent and the rate read a minus sign, so `-1` is told the range rather than "a number". */
const SIGNED = { negative: true } as const;

/** The message for one field, or undefined (SPEC §5). */
export function fieldError(field: RentVsBuyField, values: RentVsBuyValues): string | undefined {
  switch (field) {
    case 'purchasePrice':
      return amountError(values.purchasePrice, messages.purchasePrice, {
        positive: true,
        max: 100_000_000,
      });
    case 'downPaymentAmt':
      return amountError(values.downPaymentAmt, messages.downPayment, {
        below: parseDollars(values.purchasePrice),
      });
    case 'downPaymentPercent':
      // Empty, it gets the format message: the catalogue has no "enter" one for it.
      return numberError(values.downPaymentPercent, messages.downPaymentPercent, {
        ...SIGNED,
        min: 0,
        below: 100,
      });
    case 'interestRate':
      return numberError(values.interestRate, messages.interestRate, {
        ...SIGNED,
        min: 0,
        max: RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT,
      });
    case 'rent':
      return amountError(values.rent, messages.monthlyRent, { max: 1_000_000 });
    default:
      return undefined;
  }
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
  const percent = parseNumber(percentText, SIGNED);
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

/** One field changed, with the down payment's amount and percent kept in step with the price. */
export function withField(
  values: RentVsBuyValues,
  field: RentVsBuyField,
  text: string,
): RentVsBuyValues {
  if (field === 'downPaymentAmt') return withAmount(values, text);
  if (field === 'downPaymentPercent') return withPercent(values, text);
  if (field === 'purchasePrice') return withPrice(values, text);
  return { ...values, [field]: text };
}

/** What a valid form asks: the API query (dollars) and the same for @lender/mortgage-math (cents). */
export function request(values: RentVsBuyValues) {
  const price = parseDollars(values.purchasePrice)!;
  const downPayment = parseDollars(values.downPaymentAmt)!;
  // The API takes no credit score: the PMI it prices is sent, worked out the way it would.
  const creditScore = values.creditScore === '' ? 720 : Number(values.creditScore);
  const pmiCents = rentVsBuyPmiCents(
    dollarsToCents(price) - dollarsToCents(downPayment),
    dollarsToCents(price),
    creditScore,
  );
  const query = {
    purchasePrice: price,
    downPayment,
    interestRate: parseNumber(values.interestRate, SIGNED)!,
    monthlyRent: parseDollars(values.rent)!,
    mortgageInsurancePayment: pmiCents / 100,
  } satisfies RentVsBuyQuery;
  return { query, math: rentVsBuyInput(query), creditScore };
}

/** The live region's sentence after each calculation. */
export function rentVsBuySummary(result: RentVsBuyResult): string {
  const cross = crossoverYear(result.rentData, result.buyData);
  return cross === undefined
    ? 'Renting costs less than buying in every year up to 30.'
    : `Buying costs less than renting from year ${cross}.`;
}

const CHOICES: readonly string[] = CREDIT_SCORE_OPTIONS.map((option) => option.value);

/** The rent vs buy calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const rentVsBuyCalculator = defineCalculator({
  formName: 'rent vs buy',
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  // The down payment must stay below the price; the amount and percent move each other.
  alsoCheck: (field) => (field === 'purchasePrice' ? ['downPaymentAmt'] : []),
  recheck: (field) =>
    field === 'downPaymentAmt'
      ? ['downPaymentPercent']
      : field === 'downPaymentPercent'
        ? ['downPaymentAmt']
        : field === 'purchasePrice'
          ? ['downPaymentPercent']
          : [],
  withField,
  normalise: (values) =>
    CHOICES.includes(values.creditScore) ? values : { ...values, creditScore: '' },
  // SPEC §2: the hash's creditScore (the wizard's link) is a score, mapped to a choice; any
  // other value leaves the choice empty. The other keys are the form's, as typed.
  fromHash: (hash, base) => {
    if (!hashHasValues(hash, base)) return undefined;
    const found = valuesFromHash(hash, base);
    if (found.creditScore !== undefined) found.creditScore = creditScoreFromHash(hash);
    return found;
  },
  toHash: (hash, { creditScore, ...values }) => {
    const params = new URLSearchParams(hashOfValues(hash, values).slice(1));
    const score = creditScoreToHash(creditScore);
    if (score === undefined) params.delete('creditScore');
    else params.set('creditScore', score);
    return `#${params.toString()}`;
  },
  calculate: (values) => rentVsBuy(request(values).math),
  announce: rentVsBuySummary,
  ran: (_result, values) => {
    const { query, creditScore } = request(values);
    return {
      calculator_name: 'rent vs buy',
      price_band: bandAmount(query.purchasePrice),
      down_payment_band: bandAmount(query.downPayment),
      rent_band: bandAmount(query.monthlyRent, MONTHLY_AMOUNT_EDGES),
      self_reported_credit_score_range:
        values.creditScore === '' ? 'none' : selfReportedCreditBand(creditScore),
    };
  },
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = rentVsBuyCalculator.formErrors;
