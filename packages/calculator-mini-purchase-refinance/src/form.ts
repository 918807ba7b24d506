// The mini purchase/refinance widget's two forms: values as typed, their checks (the mortgage
// calculator's for the purchase tab; the refinance tab's own), the question each puts to
// @lender/mortgage-math `miniPurchaseRefinanceCalculator`, and the two calculators
// (`miniPurchase`, `miniRefinance`) @lender/calculator-kit/engine runs. Pure, shared by the widget
// and tests.
import { bandAmount, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import {
  defineCalculator,
  type CalculationRanProperties,
  type FieldErrors,
  type FormValues,
} from '@lender/calculator-kit/engine';
import {
  DEFAULT_VALUES as MORTGAGE_DEFAULTS,
  fieldError as mortgageFieldError,
  fieldsAffectedBy,
  parsePercent,
} from '@lender/calculator-mortgage';
import {
  dollarsToCents,
  formatUsd,
  miniPurchaseRefinanceCalculator,
  type MiniPurchaseInput,
  type MiniPurchaseRefinanceResult,
  type MiniRefinanceInput,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
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

/** Partial starting values: a tab, and any boxes of either form. */
export interface MiniPurchaseRefinanceInitialValues {
  tab?: Tab;
  purchase?: Partial<PurchaseValues>;
  refinance?: Partial<RefinanceValues>;
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

/** The example values the widget opens with (a host's initialValues override them). */
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

const isAmount = (value: number | undefined): value is number =>
  value !== undefined && !Number.isNaN(value);

/** The purchase tab's message for a field: the full mortgage calculator's checks. */
export function purchaseError(
  field: keyof PurchaseValues,
  values: PurchaseValues,
): string | undefined {
  return mortgageFieldError(field, {
    ...MORTGAGE_DEFAULTS,
    ...values,
    // The percent box is not on this tab: it follows the amount, so it is never wrong here.
    downPaymentPercent: '0',
  });
}

type HomeValueMessage = keyof typeof mortgageMessages.homeValue;

/** The home value, checked as the mortgage calculator checks a price, in the home value's words. */
function homeValueError(text: string): string | undefined {
  const message = mortgageFieldError('homePrice', { ...MORTGAGE_DEFAULTS, homePrice: text });
  if (message === undefined) return undefined;
  const kind = (Object.keys(mortgageMessages.homeValue) as HomeValueMessage[]).find(
    (key) => messages.purchasePrice[key] === message,
  );
  return mortgageMessages.homeValue[kind ?? 'errorFormat'];
}

/** The refinance tab's message for a field. */
export function refinanceError(
  field: keyof RefinanceValues,
  values: RefinanceValues,
): string | undefined {
  const text = mortgageMessages;
  const value = parseDollars(values.homeValue);
  const balance = parseDollars(values.mortgageBalance);
  const cashOut = parseDollars(values.cashOut) ?? 0;
  const overValue =
    isAmount(value) && isAmount(balance) && !Number.isNaN(cashOut) && balance + cashOut > value;
  switch (field) {
    case 'homeValue':
      return homeValueError(values.homeValue);
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

const cents = (text: string) => dollarsToCents(parseDollars(text) ?? 0);
/** The rate and term both tabs ask for, as mortgage-math takes them. */
const rateAndTerm = (values: Pick<PurchaseValues, 'interestRate' | 'termYears'>) => ({
  annualRatePercent: parsePercent(values.interestRate)!,
  termMonths: Number(values.termYears) * 12,
});

/** The question for `miniPurchaseRefinanceCalculator` of a purchase form without errors. */
export function purchaseInput(values: PurchaseValues): MiniPurchaseInput {
  return {
    tab: 'purchase',
    homePriceCents: cents(values.homePrice),
    downPaymentCents: cents(values.downPayment),
    ...rateAndTerm(values),
  };
}

/** The question for `miniPurchaseRefinanceCalculator` of a refinance form without errors. */
export function refinanceInput(values: RefinanceValues): MiniRefinanceInput {
  return {
    tab: 'refinance',
    homeValueCents: cents(values.homeValue),
    mortgageBalanceCents: cents(values.mortgageBalance),
    cashOutCents: cents(values.cashOut),
    ...rateAndTerm(values),
  };
}

/** What one tab's form brings to the engine; the rest is the same for both tabs. */
interface MiniForm<Values extends FormValues<Values>> {
  defaults: Values;
  checked: readonly (keyof Values & string)[];
  fieldError: (field: keyof Values & string, values: Values) => string | undefined;
  alsoCheck: (field: keyof Values & string) => readonly (keyof Values & string)[];
  input: (values: Values) => MiniPurchaseInput | MiniRefinanceInput;
  /** CALCULATION_RAN's bands of the values (never figures). */
  bands: (values: Values) => Omit<CalculationRanProperties, 'calculator_name'>;
}

/**
 * One tab as a calculator, named `mini <tab>` in analytics (its form, and its calculations).
 * It is embedded in other pages (the home page), so it never reads or writes the host page's
 * URL hash: the hash is left as it is, and no hash is a link to it.
 */
function miniCalculator<Values extends FormValues<Values>>(tab: Tab, form: MiniForm<Values>) {
  const { input, bands, ...fields } = form;
  return defineCalculator<Values, MiniPurchaseRefinanceResult>({
    formName: `mini ${tab}`,
    ...fields,
    fromHash: () => undefined,
    toHash: (hash) => hash,
    calculate: (values) => miniPurchaseRefinanceCalculator(input(values)),
    announce: (result) =>
      result.totalMonthlyCents === undefined
        ? 'This loan needs mortgage insurance we cannot price.'
        : `Your estimated ${tab} payment is ${formatUsd(result.totalMonthlyCents)} a month.`,
    ran: (result, values) => ({
      calculator_name: `mini ${tab}`,
      ...bands(values),
      ...(result.totalMonthlyCents === undefined
        ? {}
        : { result_band: bandAmount(result.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES) }),
    }),
  });
}

/** The purchase tab: price, down payment, rate and term. */
export const miniPurchase = miniCalculator<PurchaseValues>('purchase', {
  defaults: DEFAULT_VALUES.purchase,
  checked: PURCHASE_FIELDS,
  fieldError: purchaseError,
  // The down payment is checked against the price, as in the full calculator.
  alsoCheck: (field) =>
    fieldsAffectedBy(field).filter(
      (name): name is PurchaseField =>
        name !== field && (PURCHASE_FIELDS as readonly string[]).includes(name),
    ),
  input: purchaseInput,
  bands: (values) => ({
    price_band: bandAmount(parseDollars(values.homePrice)),
    down_payment_band: bandAmount(parseDollars(values.downPayment)),
  }),
});

/** Boxes whose message can change with another's: what is owed plus cash out against the value. */
const REFINANCE_ALSO_CHECK: Partial<Record<keyof RefinanceValues, readonly RefinanceField[]>> = {
  homeValue: ['mortgageBalance', 'cashOut'],
  mortgageBalance: ['cashOut'],
  cashOut: ['mortgageBalance'],
};

/** The refinance tab: value, what is owed, cash out, rate and term. */
export const miniRefinance = miniCalculator<RefinanceValues>('refinance', {
  defaults: DEFAULT_VALUES.refinance,
  checked: REFINANCE_FIELDS,
  fieldError: refinanceError,
  alsoCheck: (field) => REFINANCE_ALSO_CHECK[field] ?? [],
  input: refinanceInput,
  bands: (values) => ({ price_band: bandAmount(parseDollars(values.homeValue)) }),
});

/** Every message of the tab's form, in screen order. */
export function tabErrors(
  values: MiniPurchaseRefinanceValues,
  tab: Tab = values.tab,
): FieldErrors<PurchaseValues> | FieldErrors<RefinanceValues> {
  return tab === 'purchase'
    ? miniPurchase.formErrors(values.purchase)
    : miniRefinance.formErrors(values.refinance);
}

/** The question for `miniPurchaseRefinanceCalculator` of a tab without errors. */
export function tabInput(
  values: MiniPurchaseRefinanceValues,
  tab: Tab = values.tab,
): MiniPurchaseInput | MiniRefinanceInput {
  return tab === 'purchase' ? purchaseInput(values.purchase) : refinanceInput(values.refinance);
}

/** The estimate of a tab whose values have no errors; undefined otherwise. */
export function estimateOf(
  values: MiniPurchaseRefinanceValues,
  tab: Tab,
): MiniPurchaseRefinanceResult | undefined {
  if (Object.keys(tabErrors(values, tab)).length > 0) return undefined;
  return miniPurchaseRefinanceCalculator(tabInput(values, tab));
}
