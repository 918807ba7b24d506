// The amortization form: values as typed, the check of each field (on blur and all on submit),
// the URL hash that reproduces them, the @lender/mortgage-math input a valid form asks for, and
// the calculator's definition for @lender/calculator-kit/engine. Pure, shared by the component
// and the tests.
import { bandAmount, hashParams, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import { defineCalculator } from '@lender/calculator-kit/engine';
import { monthsFrom, parseMonth, parseYear, thisMonth } from '@lender/calculator-kit/month-year';
import {
  amortizationCalculator,
  dollarsToCents,
  type AmortizationCalculatorInput,
  type OneTimeExtra,
  type YearMonth,
} from '@lender/mortgage-math';
import { loanScheduleMessages as m } from '@lender/validation/messages';
import { announcement } from './summary.ts';

/** Every field in screen order (the order of the error summary), each kept as typed. */
export const FIELDS = [
  'loanAmount',
  'interestRate',
  'termYears', // whole years
  'startMonth', // the first payment: month (1–12) and year
  'startYear',
  'extraMonthly',
  'extraYearly',
  'extraYearlyMonth', // the month (1–12) the yearly extra is paid
  'oneTimeAmount',
  'oneTimeMonth',
  'oneTimeYear',
] as const;

export type AmortizationField = (typeof FIELDS)[number];
export type AmortizationValues = Record<AmortizationField, string>;
export type FieldErrors = Partial<Record<AmortizationField, string>>;

/** Highest rate the form takes (a guard against typos; no US mortgage is near it). */
export const MAX_RATE_PERCENT = 25;
export const MAX_TERM_YEARS = 40;
const MAX_AMOUNT_DOLLARS = 100_000_000;

/** The loan: more than $0. The term: whole years. An extra: none, or an amount. */
const LOAN = { positive: true, max: MAX_AMOUNT_DOLLARS } as const;
const TERM = { whole: true, min: 1, max: MAX_TERM_YEARS } as const;
const EXTRA = { optional: true, max: MAX_AMOUNT_DOLLARS } as const;

/** The form's starting values, with the first payment the month after `today`. */
export function defaultValues(today: YearMonth): AmortizationValues {
  const next = monthsFrom(today, 1);
  return {
    loanAmount: '300000',
    interestRate: '6.5',
    termYears: '30',
    startMonth: String(next.month),
    startYear: String(next.year),
    extraMonthly: '',
    extraYearly: '',
    extraYearlyMonth: '',
    oneTimeAmount: '',
    oneTimeMonth: '',
    oneTimeYear: '',
  };
}

// The component reads the rate with the kit's parser too.
export { parseNumber };

/** An optional dollar amount: 0 when empty. */
const optionalDollars = (text: string) => parseDollars(text) ?? 0;

function start(values: AmortizationValues): YearMonth | undefined {
  const month = parseMonth(values.startMonth);
  const year = parseYear(values.startYear);
  return month === undefined || year === undefined ? undefined : { year, month };
}

/** The message for one field, or undefined. */
export function fieldError(
  field: AmortizationField,
  values: AmortizationValues,
): string | undefined {
  switch (field) {
    case 'loanAmount':
      return amountError(values.loanAmount, m.loanAmount, LOAN);
    case 'interestRate':
      return numberError(values.interestRate, m.interestRate, { max: MAX_RATE_PERCENT });
    case 'termYears':
      return numberError(values.termYears, m.termYears, TERM);
    case 'startMonth':
      if (values.startMonth.trim() === '') return m.month.errorRequired;
      return parseMonth(values.startMonth) === undefined ? m.month.errorRange : undefined;
    case 'startYear':
      if (values.startYear.trim() === '') return m.year.errorRequired;
      return parseYear(values.startYear) === undefined ? m.year.errorRange : undefined;
    case 'extraMonthly':
    case 'extraYearly':
    case 'oneTimeAmount':
      return amountError(values[field], m.extraPayment, EXTRA);
    case 'extraYearlyMonth':
      // Needed only with a yearly extra; empty means "12 months after the first payment".
      if (values.extraYearlyMonth.trim() === '') return undefined;
      return parseMonth(values.extraYearlyMonth) === undefined ? m.month.errorRange : undefined;
    case 'oneTimeMonth':
    case 'oneTimeYear': {
      if (!(optionalDollars(values.oneTimeAmount) > 0)) return undefined;
      const text = field === 'oneTimeMonth' ? values.oneTimeMonth : values.oneTimeYear;
      if (text.trim() === '') return m.oneTimeDate.errorRequired;
      const parsed = field === 'oneTimeMonth' ? parseMonth(text) : parseYear(text);
      if (parsed === undefined)
        return field === 'oneTimeMonth' ? m.month.errorRange : m.year.errorRange;
      const first = start(values);
      const month = parseMonth(values.oneTimeMonth);
      const year = parseYear(values.oneTimeYear);
      // The date as a whole is checked once, on its year.
      if (field === 'oneTimeYear' && first && month !== undefined && year !== undefined) {
        if (year * 12 + month < first.year * 12 + first.month)
          return m.oneTimeDate.errorBeforeStart;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** What a valid form asks of @lender/mortgage-math. */
export function calculatorInput(values: AmortizationValues): AmortizationCalculatorInput {
  const startDate = start(values)!;
  const input: AmortizationCalculatorInput = {
    loanAmountCents: dollarsToCents(parseDollars(values.loanAmount)!),
    annualRatePercent: parseNumber(values.interestRate)!,
    termMonths: parseNumber(values.termYears)! * 12,
    startDate,
  };
  const monthly = dollarsToCents(optionalDollars(values.extraMonthly));
  if (monthly > 0) input.extraMonthlyCents = monthly;
  const yearly = dollarsToCents(optionalDollars(values.extraYearly));
  if (yearly > 0) {
    input.extraAnnualCents = yearly;
    const month = parseMonth(values.extraYearlyMonth);
    if (month !== undefined) input.extraAnnualMonth = month;
  }
  const oneTime = dollarsToCents(optionalDollars(values.oneTimeAmount));
  if (oneTime > 0) {
    const when = { year: parseYear(values.oneTimeYear)!, month: parseMonth(values.oneTimeMonth)! };
    const extra: OneTimeExtra = {
      paymentNumber: when.year * 12 + when.month - (startDate.year * 12 + startDate.month) + 1,
      amountCents: oneTime,
    };
    input.oneTimeExtras = [extra];
  }
  return input;
}

/** The hash's parameter for each field: short, readable, stable (shared links depend on them). */
export const HASH_KEYS: Readonly<Record<AmortizationField, string>> = {
  loanAmount: 'loan',
  interestRate: 'rate',
  termYears: 'term',
  startMonth: 'startMonth',
  startYear: 'startYear',
  extraMonthly: 'extraMonthly',
  extraYearly: 'extraYearly',
  extraYearlyMonth: 'extraYearlyMonth',
  oneTimeAmount: 'oneTime',
  oneTimeMonth: 'oneTimeMonth',
  oneTimeYear: 'oneTimeYear',
};

/**
 * The values as a hash (`#loan=300000&rate=6.5…`): amounts without `$` or commas, empty ones left
 * out; the parameters of `hash` the form does not own (the wizard's `zip`) are kept.
 */
export function valuesToHash(values: AmortizationValues, hash = ''): string {
  const params = hashParams(hash);
  for (const field of FIELDS) {
    const text = values[field].replace(/[\s$,%]/g, '');
    if (text === '') params.delete(HASH_KEYS[field]);
    else params.set(HASH_KEYS[field], text);
  }
  return `#${params.toString()}`;
}

/** The fields a hash gives (only those it names); other parameters are ignored. */
export function valuesFromHash(hash: string): Partial<AmortizationValues> {
  const params = hashParams(hash);
  const values: Partial<AmortizationValues> = {};
  for (const field of FIELDS) {
    const value = params.get(HASH_KEYS[field]);
    // A cap on length: a hash is anyone's text, and it lands in the boxes as typed.
    if (value !== null) values[field] = value.slice(0, 20);
  }
  return values;
}

/** The one-time extra's amount and date: one answer in three boxes. */
const ONE_TIME: readonly AmortizationField[] = ['oneTimeAmount', 'oneTimeMonth', 'oneTimeYear'];

/** The amortization calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const amortization = defineCalculator({
  formName: 'amortization',
  results: {
    heading: 'Your amortization schedule',
    waiting: 'Enter your loan to see its payments, month by month.',
  },
  // The component passes the defaults of the visitor's month (or its `today`) at run time.
  defaults: defaultValues(thisMonth()),
  checked: FIELDS,
  fieldError,
  // A one-time extra may not come before the first payment: moving the first payment checks it.
  alsoCheck: (field) => (field === 'startMonth' || field === 'startYear' ? ['oneTimeYear'] : []),
  // A date's parts and the amount that needs it are checked together, but parts the visitor has
  // not reached yet stay quiet until submit: checked again only when they already show a message.
  recheck: (field) => (ONE_TIME.includes(field) ? ONE_TIME.filter((name) => name !== field) : []),
  fromHash: (hash) => {
    const found = valuesFromHash(hash);
    return Object.keys(found).length > 0 ? found : undefined;
  },
  toHash: (hash, values) => valuesToHash(values, hash),
  calculate: (values) => amortizationCalculator(calculatorInput(values)),
  announce: announcement,
  ran: (result, values) => {
    const input = calculatorInput(values);
    const extra = (input.extraMonthlyCents ?? 0) / 100;
    return {
      calculator_name: 'amortization',
      loan_amount_band: bandAmount(input.loanAmountCents / 100),
      result_band: bandAmount(result.monthlyPaymentCents / 100, MONTHLY_AMOUNT_EDGES),
      ...(extra > 0 ? { extra_payment_band: bandAmount(extra, MONTHLY_AMOUNT_EDGES) } : {}),
    };
  },
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = amortization.formErrors;
