// The home affordability form and its one reading into the math: the values as typed, the
// example values it opens with, the debt-to-income ratio's range, and the mapping of a query to
// @lender/mortgage-math's estimate that both the page and GET /rmscbff/calc/affordability run.
// Pure and free of React (its imports too): the API route imports it as
// `@lender/calculator-affordability/form`.
import { affordability, dollarsToCents, type AffordabilityInput } from '@lender/mortgage-math';
import type { AffordabilityResult } from '@lender/validation';
import { affordabilityResult } from '@lender/validation/affordability-result';

/** The values as typed: amounts as text (`$85,000`), so an empty box stays empty. */
export interface AffordabilityValues {
  annualIncome: string;
  availableFunds: string;
  monthlyDebt: string;
  zip: string;
  creditScore: string;
  /** The slider's debt-to-income ratio as a fraction with 2 decimals (`0.36`), as the hash keeps it. */
  dti: string;
}

export type AffordabilityField = keyof AffordabilityValues;

/** The boxes, in screen order (and so the error summary's): the slider is never wrong. */
export const FIELDS = [
  'annualIncome',
  'availableFunds',
  'monthlyDebt',
  'zip',
  'creditScore',
] as const satisfies readonly AffordabilityField[];

/** The figures of a form that passed its checks. */
export interface AffordabilityInputs {
  annualIncome: number;
  availableFunds: number;
  monthlyDebt: number;
  zip: string;
  creditScore: number;
  dti: number;
}

/** SPEC §9: the slider's DTI range and default, percent. */
export const DTI_PERCENT = { min: 10, max: 60, default: 36 } as const;

/** A slider percent (37) as the hash and the query carry it (`0.37`). */
export const dtiText = (percent: number): string => (Math.round(percent) / 100).toFixed(2);

/**
 * The example the calculator opens with, labelled as such until the visitor changes it: a
 * household on $85,000 a year with $40,000 saved and $450 of monthly debts, a good credit score,
 * in Detroit (48226), at the 36 % ratio many lenders prefer.
 */
export const EXAMPLE_VALUES: AffordabilityValues = {
  annualIncome: '85000',
  availableFunds: '40000',
  monthlyDebt: '450',
  zip: '48226',
  creditScore: '700',
  dti: dtiText(DTI_PERCENT.default),
};

/**
 * Whether figures are for the example's income, savings and debts: a host or the wizard's link
 * may give the ZIP code and credit score, but the figures stay an example until the visitor gives
 * their own money (and nothing is asked of the lender for them).
 */
export function usesExampleAmounts(values: AffordabilityValues): boolean {
  return (['annualIncome', 'availableFunds', 'monthlyDebt'] as const).every(
    (field) => values[field] === EXAMPLE_VALUES[field],
  );
}

/**
 * The hash's or a host's `dti` (`0.36`, `.5`) as a fraction, when it is one with 2 decimals in
 * the slider's range; anything else is ignored (SPEC §5: slider values outside min–max are).
 */
export function dtiFromText(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^0?\.\d{1,2}$/.test(value)) return undefined;
  const dti = Math.round(Number(value) * 100) / 100;
  return dti * 100 >= DTI_PERCENT.min && dti * 100 <= DTI_PERCENT.max ? dti : undefined;
}

/** A link's or a host's values with the DTI kept to the slider's (the default when it is not). */
export function withKnownDti(values: AffordabilityValues): AffordabilityValues {
  const dti = dtiFromText(values.dti);
  return { ...values, dti: dti === undefined ? EXAMPLE_VALUES.dti : dti.toFixed(2) };
}

/** A ZIP code typed or pasted: digits only, at most 5 (SPEC §5). */
export function keepZipDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}

/** SPEC §9: prequalification runs only from this credit score. */
export const PREQUALIFICATION_MIN_CREDIT_SCORE = 581;

/** The loan the estimate prices: the rate sheet's 30-year fixed purchase product. */
export const ESTIMATE_PRODUCT = { termMonths: 360, description: '30-year fixed' } as const;

/** The loan term the estimate is priced at, months. */
export const ESTIMATE_TERM_MONTHS = ESTIMATE_PRODUCT.termMonths;

/** The rate an estimate is priced at: today's, from the API's rate sheet. */
export interface EstimateRate {
  annualRatePercent: number;
  productDescription: string;
}

/**
 * GET /rmscbff/calc/affordability's query once read (SPEC §3): dollars, the ZIP code's state and
 * the DTI as a fraction. The route's checked query is one; so is what the page sends.
 */
export interface EstimateQuery {
  annualIncome: number;
  availableFunds: number;
  monthlyDebt: number;
  zip?: string | undefined;
  state: string;
  dti: number;
}

/** The estimate's query of a valid form's figures and its ZIP code's state. */
export function estimateQuery(inputs: AffordabilityInputs, state: string): EstimateQuery {
  return {
    annualIncome: inputs.annualIncome,
    availableFunds: inputs.availableFunds,
    monthlyDebt: inputs.monthlyDebt,
    zip: inputs.zip,
    state,
    dti: inputs.dti,
  };
}

/** @lender/mortgage-math's input for a query at a rate: the one mapping the page and the API share. */
export function estimateInput(query: EstimateQuery, rate: EstimateRate): AffordabilityInput {
  return {
    annualIncomeCents: dollarsToCents(query.annualIncome),
    availableFundsCents: dollarsToCents(query.availableFunds),
    monthlyDebtCents: dollarsToCents(query.monthlyDebt),
    state: query.state,
    zip: query.zip,
    dti: query.dti,
    rate: {
      annualRatePercent: rate.annualRatePercent,
      termMonths: ESTIMATE_PRODUCT.termMonths,
      productDescription: rate.productDescription,
    },
  };
}

/** The SPEC §3 answer for a query at a rate: what the API answers and the page shows. */
export function estimate(query: EstimateQuery, rate: EstimateRate): AffordabilityResult {
  return affordabilityResult(affordability(estimateInput(query, rate)));
}

/** The rate an answer was priced at. */
export function rateOf(answer: AffordabilityResult): EstimateRate {
  return { annualRatePercent: answer.initialRate, productDescription: answer.productDescription };
}
