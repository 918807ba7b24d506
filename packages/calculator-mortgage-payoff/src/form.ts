// The mortgage payoff form: values as typed, the check of each field (on blur and all on submit),
// the URL hash that reproduces them, the @lender/mortgage-math input a valid form asks for, and
// the calculator's definition for @lender/calculator-kit/engine. Pure, shared by the component
// and the tests.
import { bandAmount, hashParams, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import { defineCalculator } from '@lender/calculator-kit/engine';
import { monthsFrom, parseMonth, parseYear, thisMonth } from '@lender/calculator-kit/month-year';
import {
  amortizationSchedule,
  dollarsToCents,
  mortgagePayoffCalculator,
  scheduleByYear,
  type MortgagePayoffCalculatorInput,
  type MortgagePayoffCalculatorResult,
  type ScheduleYear,
  type YearMonth,
} from '@lender/mortgage-math';
import { loanScheduleMessages as m } from '@lender/validation/messages';
import { announcement } from './summary.ts';

/** The two questions: when an extra payment pays the loan off, or what extra pays it off by a date. */
export type PayoffGoal = 'payoffDateForExtra' | 'extraForPayoffDate';

/** Every field in screen order, the order the hash carries them in too. */
const ALL_FIELDS = [
  'balance',
  'interestRate',
  'paymentsLeft', // monthly payments still to make
  'nextMonth', // the next payment: month (1–12) and year
  'nextYear',
  'goal',
  'extraMonthly', // goal payoffDateForExtra: extra principal every month
  'payoffMonth', // goal extraForPayoffDate: the month of the last payment wanted
  'payoffYear',
] as const;

export type MortgagePayoffField = (typeof ALL_FIELDS)[number];
/** The values as typed, and the goal chosen. */
export type MortgagePayoffValues = Record<Exclude<MortgagePayoffField, 'goal'>, string> & {
  goal: PayoffGoal;
};
export type FieldErrors = Partial<Record<MortgagePayoffField, string>>;

/** Every checked field in screen order (the goal is a choice, never wrong). */
export const FIELDS: readonly MortgagePayoffField[] = ALL_FIELDS.filter(
  (field) => field !== 'goal',
);

export const GOAL_OPTIONS = [
  { value: 'payoffDateForExtra', label: 'When I would pay it off with an extra payment' },
  { value: 'extraForPayoffDate', label: 'The extra payment to pay it off by a date' },
] as const;

export const MAX_RATE_PERCENT = 25;
export const MAX_PAYMENTS_LEFT = 480;
const MAX_AMOUNT_DOLLARS = 100_000_000;

/** The balance: more than $0. Payments left: a whole number. The extra: none, or an amount. */
const BALANCE = { positive: true, max: MAX_AMOUNT_DOLLARS } as const;
const PAYMENTS_LEFT = { whole: true, min: 1, max: MAX_PAYMENTS_LEFT } as const;
const EXTRA = { optional: true, max: MAX_AMOUNT_DOLLARS } as const;

/** The form's starting values, with the next payment the month after `today`. */
export function defaultValues(today: YearMonth): MortgagePayoffValues {
  const next = monthsFrom(today, 1);
  const target = monthsFrom(next, 15 * 12 - 1);
  return {
    balance: '250000',
    interestRate: '6.5',
    paymentsLeft: '300',
    nextMonth: String(next.month),
    nextYear: String(next.year),
    goal: 'payoffDateForExtra',
    extraMonthly: '200',
    payoffMonth: String(target.month),
    payoffYear: String(target.year),
  };
}

// The component reads the rate with the kit's parser too.
export { parseNumber };

function date(monthText: string, yearText: string): YearMonth | undefined {
  const month = parseMonth(monthText);
  const year = parseYear(yearText);
  return month === undefined || year === undefined ? undefined : { year, month };
}

/** The message for one field, or undefined. */
export function fieldError(
  field: MortgagePayoffField,
  values: MortgagePayoffValues,
): string | undefined {
  switch (field) {
    case 'balance':
      return amountError(values.balance, m.currentBalance, BALANCE);
    case 'interestRate':
      return numberError(values.interestRate, m.interestRate, { max: MAX_RATE_PERCENT });
    case 'paymentsLeft':
      return numberError(values.paymentsLeft, m.paymentsLeft, PAYMENTS_LEFT);
    case 'nextMonth':
    case 'payoffMonth': {
      if (field === 'payoffMonth' && values.goal !== 'extraForPayoffDate') return undefined;
      const text = values[field];
      if (text.trim() === '') return m.month.errorRequired;
      return parseMonth(text) === undefined ? m.month.errorRange : undefined;
    }
    case 'nextYear':
    case 'payoffYear': {
      if (field === 'payoffYear' && values.goal !== 'extraForPayoffDate') return undefined;
      const text = values[field];
      if (text.trim() === '') return m.year.errorRequired;
      if (parseYear(text) === undefined) return m.year.errorRange;
      // The payoff date as a whole is checked once, on its year.
      const next = date(values.nextMonth, values.nextYear);
      const by = date(values.payoffMonth, values.payoffYear);
      if (field === 'payoffYear' && next && by) {
        if (by.year * 12 + by.month < next.year * 12 + next.month)
          return m.payoffDate.errorBeforeStart;
      }
      return undefined;
    }
    case 'extraMonthly':
      if (values.goal !== 'payoffDateForExtra') return undefined;
      return amountError(values.extraMonthly, m.extraPayment, EXTRA);
    default:
      return undefined;
  }
}

/** What a valid form asks of @lender/mortgage-math's `mortgagePayoffCalculator`. */
export function calculatorInput(values: MortgagePayoffValues): MortgagePayoffCalculatorInput {
  const common = {
    currentBalanceCents: dollarsToCents(parseDollars(values.balance)!),
    annualRatePercent: parseNumber(values.interestRate)!,
    remainingMonths: parseNumber(values.paymentsLeft)!,
    startDate: date(values.nextMonth, values.nextYear)!,
  };
  if (values.goal === 'extraForPayoffDate') {
    return {
      ...common,
      goal: 'extraForPayoffDate',
      payoffBy: date(values.payoffMonth, values.payoffYear)!,
    };
  }
  return {
    ...common,
    goal: 'payoffDateForExtra',
    extraMonthlyCents: dollarsToCents(parseDollars(values.extraMonthly) ?? 0),
  };
}

/** The hash's parameter for each field: short, readable, stable (shared links depend on them). */
export const HASH_KEYS: Readonly<Record<MortgagePayoffField, string>> = {
  balance: 'balance',
  interestRate: 'rate',
  paymentsLeft: 'left',
  nextMonth: 'nextMonth',
  nextYear: 'nextYear',
  goal: 'goal',
  extraMonthly: 'extra',
  payoffMonth: 'byMonth',
  payoffYear: 'byYear',
};

const isGoal = (value: string): value is PayoffGoal =>
  value === 'payoffDateForExtra' || value === 'extraForPayoffDate';

/** Whether the hash carries `field` for these values: only the chosen goal's fields. */
function inHash(field: MortgagePayoffField, goal: PayoffGoal): boolean {
  if (field === 'extraMonthly') return goal === 'payoffDateForExtra';
  if (field === 'payoffMonth' || field === 'payoffYear') return goal === 'extraForPayoffDate';
  return true;
}

/**
 * The values as a hash: amounts without `$` or commas; only the chosen goal's fields, empty ones
 * left out; the parameters of `hash` the form does not own (the wizard's `zip`) are kept.
 */
export function valuesToHash(values: MortgagePayoffValues, hash = ''): string {
  const params = hashParams(hash);
  for (const field of ALL_FIELDS) {
    const text = values[field].replace(/[\s$,%]/g, '');
    if (text !== '' && inHash(field, values.goal)) params.set(HASH_KEYS[field], text);
    else params.delete(HASH_KEYS[field]);
  }
  return `#${params.toString()}`;
}

/** The fields a hash gives (only those it names, the goal only when it is one of the two). */
export function valuesFromHash(hash: string): Partial<MortgagePayoffValues> {
  const params = hashParams(hash);
  const values: Partial<MortgagePayoffValues> = {};
  for (const field of ALL_FIELDS) {
    const value = params.get(HASH_KEYS[field]);
    if (value === null) continue;
    if (field === 'goal') {
      if (isGoal(value)) values.goal = value;
    } else {
      // A cap on length: a hash is anyone's text, and it lands in the boxes as typed.
      values[field] = value.slice(0, 20);
    }
  }
  return values;
}

/** The figures: mortgage-math's result, and the balance year by year without and with the extra. */
export type PayoffFigures = MortgagePayoffCalculatorResult & {
  /** The loan as scheduled, year by year: the chart's first line. */
  originalYears: ScheduleYear[];
  /** With the extra payment: the chart's second line. */
  years: ScheduleYear[];
};

/** A valid form's figures, the chart's two lines included. */
export function payoffFigures(values: MortgagePayoffValues): PayoffFigures {
  const input = calculatorInput(values);
  const result = mortgagePayoffCalculator(input);
  const original = amortizationSchedule({
    loanAmountCents: input.currentBalanceCents,
    annualRatePercent: input.annualRatePercent,
    termMonths: input.remainingMonths,
    startDate: input.startDate,
  });
  return {
    ...result,
    originalYears: scheduleByYear(original.rows),
    years: scheduleByYear(result.schedule.rows),
  };
}

/** The mortgage payoff calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const mortgagePayoff = defineCalculator({
  formName: 'mortgage payoff',
  results: {
    heading: 'Paying off your mortgage early',
    waiting: 'Enter your loan to see how extra payments could pay it off sooner.',
  },
  // The component passes the defaults of the visitor's month (or its `today`) at run time.
  defaults: defaultValues(thisMonth()),
  checked: FIELDS,
  fieldError,
  // The payoff date may not come before the next payment: moving the next payment checks it.
  alsoCheck: (field) => (field === 'nextMonth' || field === 'nextYear' ? ['payoffYear'] : []),
  // A new goal: the other goal's fields no longer count, so their messages go.
  recheck: (field) => (field === 'goal' ? FIELDS : []),
  // A goal from a host kept to the two on offer.
  normalise: (values): MortgagePayoffValues =>
    isGoal(values.goal) ? values : { ...values, goal: 'payoffDateForExtra' },
  fromHash: (hash) => {
    const found = valuesFromHash(hash);
    return Object.keys(found).length > 0 ? found : undefined;
  },
  toHash: (hash, values) => valuesToHash(values, hash),
  calculate: payoffFigures,
  announce: announcement,
  ran: (result, values) => ({
    calculator_name: 'mortgage payoff',
    loan_amount_band: bandAmount(calculatorInput(values).currentBalanceCents / 100),
    extra_payment_band: bandAmount(result.extraMonthlyCents / 100, MONTHLY_AMOUNT_EDGES),
  }),
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = mortgagePayoff.formErrors;
