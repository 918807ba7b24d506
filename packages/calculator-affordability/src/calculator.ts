// The home affordability calculator for @lender/calculator-kit/engine: the form's checks (GOV.UK
// messages from @lender/validation), its figures from the page's own math (form.ts, the API's
// function) once the ZIP code's state and today's rate are known, what the live region says and
// the bands CALCULATION_RAN carries. No React, but the kit's index (parseDollars, bands) is not a
// server module: the API route imports form.ts alone.
import {
  bandAmount,
  MONTHLY_AMOUNT_EDGES,
  parseDollars,
  wholeDollars,
} from '@lender/calculator-kit';
import { defineCalculator } from '@lender/calculator-kit/engine';
import { selfReportedCreditBand } from '@lender/mortgage-math';
import type { AffordabilityResult, ZipCodePlace } from '@lender/validation';
import { messages } from '@lender/validation/messages';
import {
  dtiFromText,
  estimate,
  estimateQuery,
  EXAMPLE_VALUES,
  FIELDS,
  withKnownDti,
  type AffordabilityField,
  type AffordabilityInputs,
  type AffordabilityValues,
  type EstimateRate,
} from './form.ts';

export type FieldErrors = Partial<Record<AffordabilityField, string>>;

type AmountField = 'annualIncome' | 'availableFunds' | 'monthlyDebt';
const MAX: Record<AmountField, number> = {
  annualIncome: 100_000_000,
  availableFunds: 100_000_000,
  monthlyDebt: 10_000_000,
};

function amountError(field: AmountField, text: string): string | undefined {
  const amount = parseDollars(text);
  const catalogue = messages[field];
  if (amount === undefined) return catalogue.errorRequired;
  if (Number.isNaN(amount)) return catalogue.errorFormat;
  if (amount > MAX[field]) return catalogue.errorMax;
  return undefined;
}

/** The message for one field, or undefined when it is fine (checked when committed and on submit). */
export function fieldError(
  field: AffordabilityField,
  values: AffordabilityValues,
): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'zip':
      if (value === '') return messages.zip.errorRequired;
      return /^\d{5}$/.test(value) ? undefined : messages.zip.errorFormat;
    case 'creditScore': {
      if (value === '') return messages.creditScore.errorRequired;
      if (!/^\d+$/.test(value)) return messages.creditScore.errorFormat;
      const score = Number(value);
      return score < 300 || score > 850 ? messages.creditScore.errorRange : undefined;
    }
    case 'dti':
      return undefined; // the slider offers only its range; a link's other value is ignored
    default:
      return amountError(field, value);
  }
}

/** The figures of a valid form (call once its checks found nothing). */
export function formInputs(values: AffordabilityValues): AffordabilityInputs {
  return {
    annualIncome: parseDollars(values.annualIncome) ?? 0,
    availableFunds: parseDollars(values.availableFunds) ?? 0,
    monthlyDebt: parseDollars(values.monthlyDebt) ?? 0,
    zip: values.zip.trim(),
    creditScore: Number(values.creditScore.trim()),
    dti: dtiFromText(values.dti) ?? Number(EXAMPLE_VALUES.dti),
  };
}

/** What the page learned by asking, that the figures depend on. */
export interface AffordabilityContext {
  /** The last ZIP code looked up and found: its state sets the property tax. */
  place: ZipCodePlace | undefined;
  /** Today's rate, from the API's last estimate. */
  rate: EstimateRate | undefined;
}

/** The figures of a valid form: the estimate, or a wait while its ZIP code or the rate is asked. */
export type AffordabilityFigures =
  { kind: 'waiting' } | { kind: 'estimate'; result: AffordabilityResult };

const WAITING: AffordabilityFigures = { kind: 'waiting' };

/** The figures of a valid form, from the page's own math once its ZIP code's state and the rate are known. */
export function figuresOf(
  values: AffordabilityValues,
  { place, rate }: AffordabilityContext,
): AffordabilityFigures {
  const inputs = formInputs(values);
  if (!place || place.zipCode !== inputs.zip || !rate) return WAITING;
  return { kind: 'estimate', result: estimate(estimateQuery(inputs, place.stateCode), rate) };
}

/** The live region's sentence (nothing while the figures wait). */
export function affordabilitySummary(figures: AffordabilityFigures): string {
  if (figures.kind === 'waiting') return '';
  const { result } = figures;
  return (
    result.message ??
    `You could afford a home up to ${wholeDollars(result.affordability)}, with a monthly payment of ${wholeDollars(result.paymentBreakdown.monthlyPayment)}.`
  );
}

/** The home affordability calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const affordability = defineCalculator<
  AffordabilityValues,
  AffordabilityFigures,
  AffordabilityContext
>({
  formName: 'affordability',
  defaults: EXAMPLE_VALUES,
  checked: FIELDS,
  fieldError,
  normalise: withKnownDti,
  calculate: figuresOf,
  announce: affordabilitySummary,
  // After a new ZIP code the figures wait for its place: the commit counts once they arrive.
  settled: (figures) => figures.kind !== 'waiting',
  ran: (figures, values) => {
    const inputs = formInputs(values);
    const result =
      figures.kind === 'estimate' && !figures.result.message ? figures.result : undefined;
    return {
      calculator_name: 'affordability',
      income_band: bandAmount(inputs.annualIncome),
      funds_band: bandAmount(inputs.availableFunds),
      monthly_debt_band: bandAmount(inputs.monthlyDebt, MONTHLY_AMOUNT_EDGES),
      result_band: result && bandAmount(result.affordability),
      self_reported_credit_score_range: selfReportedCreditBand(inputs.creditScore),
    };
  },
});

/** Every box's message, in screen order (empty for a valid form). */
export const formErrors = affordability.formErrors;
