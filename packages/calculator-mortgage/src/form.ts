// The mortgage calculator's form: values as typed, the check of each field, the down payment's
// amount and percent kept in step, the question it puts to @lender/mortgage-math, its link
// format and `mortgage`, the definition @lender/calculator-kit/engine runs. Pure, shared by the
// component, the mini widgets and the tests.
import { bandAmount, hashParams, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import { choiceValues, CREDIT_SCORE_OPTIONS, TERM_OPTIONS } from '@lender/calculator-kit/choices';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  downPaymentCentsFromPercent,
  downPaymentPercentOf,
  dollarsToCents,
  formatUsd,
  mortgagePaymentCalculator,
  rentVsBuyCreditScoreFromHash,
  selfReportedCreditBand,
  type MortgageCalculatorInput,
  type MortgageCalculatorResult,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import { mortgageMessages } from '@lender/validation/mortgage-messages';

export interface MortgageValues {
  homePrice: string;
  downPayment: string;
  downPaymentPercent: string;
  /** Percent a year. */
  interestRate: string;
  /** One of TERM_OPTIONS' values. */
  termYears: string;
  /** '' or 5 digits: picks the state's property tax rate. */
  zip: string;
  /** Dollars a year; '' uses the estimate for the price and the ZIP code's state. */
  propertyTax: string;
  /** Dollars a year; '' uses the national average rate. */
  homeInsurance: string;
  /** Dollars a month; '' is none. */
  hoa: string;
  /** One of CREDIT_SCORE_OPTIONS' values: prices mortgage insurance. */
  creditScore: string;
  /** Percent of the loan a year; '' uses the rate card for the credit score. */
  pmiRate: string;
}

export type MortgageField = keyof MortgageValues;
export type FieldErrors = Partial<Record<MortgageField, string>>;

/** The fields that can be wrong, in screen order (term and credit score are choices). */
export const CHECKED_FIELDS: readonly MortgageField[] = [
  'homePrice',
  'downPayment',
  'downPaymentPercent',
  'interestRate',
  'zip',
  'propertyTax',
  'homeInsurance',
  'hoa',
  'pmiRate',
];

// The terms and the credit tiers every calculator offers (SPEC §9), from one place.
export { CREDIT_SCORE_OPTIONS, TERM_OPTIONS };

export const DEFAULT_VALUES: MortgageValues = {
  homePrice: '400000',
  downPayment: '80000',
  downPaymentPercent: '20',
  interestRate: '6.5',
  termYears: '30',
  zip: '',
  propertyTax: '',
  homeInsurance: '',
  hoa: '',
  creditScore: '720',
  pmiRate: '',
};

/** Highest rate the calculator takes, percent a year. */
export const MAX_INTEREST_RATE_PERCENT = 20;
/** Highest PMI rate it takes, percent of the loan a year (mortgage-math's own bound). */
export const MAX_PMI_RATE_PERCENT = 10;
const MAX_PRICE_DOLLARS = 100_000_000;
const MAX_YEARLY_COST_DOLLARS = 10_000_000;
const MAX_HOA_DOLLARS = 1_000_000;

/** The price: more than $0. The rate: a percent a year. */
const PRICE = { positive: true, max: MAX_PRICE_DOLLARS } as const;
const RATE = { max: MAX_INTEREST_RATE_PERCENT } as const;
/** The optional boxes: empty, tax and insurance are estimated, HOA dues none, PMI the card's. */
const YEARLY_COST = { optional: true, max: MAX_YEARLY_COST_DOLLARS } as const;
const HOA = { optional: true, max: MAX_HOA_DOLLARS } as const;
const PMI_RATE = { optional: true, max: MAX_PMI_RATE_PERCENT } as const;

/**
 * A percent as typed (`6.5`, `6.5%`): undefined when empty, NaN when not a number. The kit's
 * `parseNumber`, under the name the mini widgets import.
 */
export const parsePercent = (text: string): number | undefined => parseNumber(text);

const isAmount = (value: number | undefined): value is number =>
  value !== undefined && !Number.isNaN(value);

/** The message for one field, or undefined. */
export function fieldError(field: MortgageField, values: MortgageValues): string | undefined {
  switch (field) {
    case 'homePrice':
      return amountError(values.homePrice, messages.purchasePrice, PRICE);
    case 'downPayment':
      return amountError(values.downPayment, messages.downPayment, {
        below: parseDollars(values.homePrice),
      });
    case 'downPaymentPercent':
      // Empty, it gets the format message: the catalogue has no "enter" one for it.
      return numberError(values.downPaymentPercent, messages.downPaymentPercent, { below: 100 });
    case 'interestRate':
      return numberError(values.interestRate, mortgageMessages.interestRate, RATE);
    case 'zip': {
      const zip = values.zip.trim();
      return zip === '' || /^\d{5}$/.test(zip) ? undefined : messages.zip.errorFormat;
    }
    case 'propertyTax':
    case 'homeInsurance':
      return amountError(values[field], mortgageMessages[field], YEARLY_COST);
    case 'hoa':
      return amountError(values.hoa, mortgageMessages.hoaDues, HOA);
    case 'pmiRate':
      return numberError(values.pmiRate, mortgageMessages.pmiRate, PMI_RATE);
    default:
      return undefined;
  }
}

/** The fields a change to `field` can make right or wrong (the down payment is checked against the price). */
export function fieldsAffectedBy(field: MortgageField): MortgageField[] {
  if (field === 'homePrice') return ['homePrice', 'downPayment', 'downPaymentPercent'];
  if (field === 'downPayment' || field === 'downPaymentPercent')
    return ['downPayment', 'downPaymentPercent'];
  return [field];
}

const PERCENT_TEXT = (percent: number) => String(Math.round(percent * 100) / 100);

/** The three fields that move together: price, down payment amount and percent. */
export type DownPaymentFields = Pick<
  MortgageValues,
  'homePrice' | 'downPayment' | 'downPaymentPercent'
>;

/** The down payment amount changed: the percent follows (exact, shown to 2 decimals). */
export function withAmount<V extends DownPaymentFields>(values: V, amountText: string): V {
  const price = parseDollars(values.homePrice);
  const amount = parseDollars(amountText);
  if (isAmount(price) && price > 0 && isAmount(amount) && amount <= price) {
    const percent = downPaymentPercentOf(dollarsToCents(price), dollarsToCents(amount));
    return { ...values, downPayment: amountText, downPaymentPercent: PERCENT_TEXT(percent) };
  }
  return { ...values, downPayment: amountText };
}

/** The percent changed: the amount follows, in whole dollars as the box shows them. */
export function withPercent<V extends DownPaymentFields>(values: V, percentText: string): V {
  const price = parseDollars(values.homePrice);
  const percent = parseNumber(percentText);
  if (isAmount(price) && price > 0 && isAmount(percent) && percent <= 100) {
    const amountCents = downPaymentCentsFromPercent(dollarsToCents(price), percent);
    return {
      ...values,
      downPaymentPercent: percentText,
      downPayment: String(Math.round(amountCents / 100)),
    };
  }
  return { ...values, downPaymentPercent: percentText };
}

/** The price changed: the percent stays and the amount follows it, as on most calculators. */
export function withPrice<V extends DownPaymentFields>(values: V, priceText: string): V {
  return withPercent({ ...values, homePrice: priceText }, values.downPaymentPercent);
}

/**
 * The values after the visitor commits `text` in `field`, with the down payment kept in step
 * (any form holding the price and the down payment: this calculator's, the mini widget's).
 */
export function withField<V extends DownPaymentFields>(
  values: V,
  field: keyof V & string,
  text: string,
): V {
  if (field === 'downPayment') return withAmount(values, text);
  if (field === 'downPaymentPercent') return withPercent(values, text);
  if (field === 'homePrice') return withPrice(values, text);
  return { ...values, [field]: text };
}

const cents = (text: string) => dollarsToCents(parseDollars(text)!);

/**
 * The question for `mortgagePaymentCalculator` of a form without errors. `stateCode` is the ZIP
 * code's state once looked up; the boxes left empty take the package's defaults.
 */
export function calculatorInput(
  values: MortgageValues,
  stateCode?: string,
): MortgageCalculatorInput {
  const optional = (text: string) => parseDollars(text) !== undefined;
  return {
    homePriceCents: cents(values.homePrice),
    downPaymentCents: cents(values.downPayment),
    annualRatePercent: parseNumber(values.interestRate)!,
    termMonths: Number(values.termYears) * 12,
    creditScore: Number(values.creditScore),
    ...(stateCode === undefined ? {} : { stateCode }),
    ...(optional(values.propertyTax) ? { propertyTaxAnnualCents: cents(values.propertyTax) } : {}),
    ...(optional(values.homeInsurance)
      ? { homeownersInsuranceAnnualCents: cents(values.homeInsurance) }
      : {}),
    ...(optional(values.hoa) ? { hoaMonthlyCents: cents(values.hoa) } : {}),
    ...(parseNumber(values.pmiRate) === undefined
      ? {}
      : { pmiAnnualRatePercent: parseNumber(values.pmiRate)! }),
  };
}

/** The sentence the live region reads after each new result. */
export function paymentSentence(result: MortgageCalculatorResult): string {
  return result.totalMonthlyCents === undefined
    ? `Principal and interest would be ${formatUsd(result.principalAndInterestCents)} a month, but this loan needs mortgage insurance we cannot price.`
    : `Your estimated monthly payment is ${formatUsd(result.totalMonthlyCents)}.`;
}

/**
 * The figure a phone's summary bar keeps in view: the estimated monthly payment, or its
 * principal and interest when mortgage insurance cannot be priced (the mini widgets' too).
 */
export function paymentFigure(
  result: Pick<MortgageCalculatorResult, 'principalAndInterestCents' | 'totalMonthlyCents'>,
): { label: string; figure: string } {
  return result.totalMonthlyCents === undefined
    ? {
        label: 'Principal and interest',
        figure: `${formatUsd(result.principalAndInterestCents)} a month`,
      }
    : { label: 'Estimated monthly payment', figure: formatUsd(result.totalMonthlyCents) };
}

// The link format (`#price=400000&down=80000&rate=6.5&term=30`), so a shared link gives the
// same payment and the mini widgets link here with their inputs. The wizard's cards link with
// `zip` and `creditScore` (SPEC §4), read here too.

/** Each carried field's name in the hash (the down payment percent follows from the amount). */
const HASH_NAMES = {
  homePrice: 'price',
  downPayment: 'down',
  interestRate: 'rate',
  termYears: 'term',
  zip: 'zip',
  propertyTax: 'tax',
  homeInsurance: 'insurance',
  hoa: 'hoa',
  creditScore: 'credit',
  pmiRate: 'pmi',
} as const satisfies Partial<Record<MortgageField, string>>;

type HashField = keyof typeof HASH_NAMES;
const HASH_FIELDS = Object.entries(HASH_NAMES) as [HashField, string][];
/** The wizard card's credit score (619, 659, 719, 720, 580), read into `credit`'s tiers. */
const WIZARD_CREDIT = 'creditScore';

/** Where the full calculator lives on the lender's site. */
export const MORTGAGE_CALCULATOR_PATH = '/calculators/mortgage';

/** `params` with the fields given (empty ones left out) added in a fixed order, as a hash. */
function hashWithFields(params: URLSearchParams, values: Partial<MortgageValues>): string {
  for (const [field, name] of HASH_FIELDS) {
    const value = values[field]?.trim();
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}

/** `#price=…&down=…`: the fields given, empty ones left out, in a fixed order. */
export function mortgageHash(values: Partial<MortgageValues>): string {
  return hashWithFields(new URLSearchParams(), values);
}

/**
 * The hash holding `values`, with the other parameters of `hash` kept (not the wizard's
 * `creditScore`, now carried as `credit`, nor a bare `#id` a link to the figures left).
 */
export function hashOfMortgage(hash: string, values: MortgageValues): string {
  const others = new URLSearchParams();
  const ours = new Set<string>([...Object.values(HASH_NAMES), WIZARD_CREDIT]);
  for (const [name, value] of hashParams(hash)) {
    if (!ours.has(name) && value !== '') others.append(name, value);
  }
  return hashWithFields(others, values);
}

/** The full calculator's address with these inputs: `{base}/calculators/mortgage#price=…`. */
export function mortgageCalculatorUrl(values: Partial<MortgageValues>, base = ''): string {
  return `${base.replace(/\/+$/, '')}${MORTGAGE_CALCULATOR_PATH}${mortgageHash(values)}`;
}

// A hash is anyone's text: only short runs of the characters an amount, a rate or a ZIP code
// is typed with get into a box, where the form's checks judge them as if typed.
const PLAUSIBLE = /^[\d$,.%\s]{1,16}$/;

/**
 * The values a hash gives, on top of `base`; `carried` says whether it named any field (the
 * wizard card's `creditScore` counts: its link opens the calculator with the visitor's tier).
 * Unknown names, implausible text and choices not on offer are ignored.
 */
export function valuesFromHash(
  hash: string,
  base: MortgageValues,
): { values: MortgageValues; carried: boolean } {
  const params = hashParams(hash);
  let values = { ...base };
  let carried = false;
  for (const [field, name] of HASH_FIELDS) {
    const text = params.get(name);
    if (text === null || !PLAUSIBLE.test(text)) continue;
    if (field === 'termYears' && !choiceValues(TERM_OPTIONS).includes(text)) continue;
    if (field === 'creditScore' && !choiceValues(CREDIT_SCORE_OPTIONS).includes(text)) continue;
    values[field] = text.trim();
    carried = true;
  }
  // The wizard's card link: creditScore=619/659/719/720/580 mapped to the tiers (SPEC §2, §4).
  if (!params.has('credit')) {
    const tier = rentVsBuyCreditScoreFromHash(params.get(WIZARD_CREDIT));
    if (tier !== undefined) {
      values.creditScore = String(tier);
      carried = true;
    }
  }
  // The percent follows the amount carried (or the price carried, with the base amount).
  values = withAmount(values, values.downPayment);
  return { values, carried };
}

const band = (text: string) => bandAmount(parseDollars(text));

/**
 * The mortgage calculator, for @lender/calculator-kit/engine. Its context is the state of the
 * ZIP code, once the page has looked it up (undefined: the US averages).
 */
export const mortgage = defineCalculator({
  formName: 'mortgage',
  results: {
    heading: 'Your monthly payment',
    waiting: 'Correct the answers marked in the form to see your payment.',
  },
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  alsoCheck: fieldsAffectedBy,
  withField,
  fromHash: (hash, base) => {
    const { values, carried } = valuesFromHash(hash, base);
    return carried ? values : undefined;
  },
  toHash: hashOfMortgage,
  calculate: (values, stateCode: string | undefined) =>
    mortgagePaymentCalculator(calculatorInput(values, stateCode)),
  announce: paymentSentence,
  ran: (result, values) => ({
    calculator_name: 'mortgage',
    price_band: band(values.homePrice),
    down_payment_band: band(values.downPayment),
    ...(result.totalMonthlyCents === undefined
      ? {}
      : { result_band: bandAmount(result.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES) }),
    self_reported_credit_score_range: selfReportedCreditBand(Number(values.creditScore)),
  }),
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = mortgage.formErrors;
