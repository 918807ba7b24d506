// The form's values, its SPEC §5-style checks (GOV.UK messages from @lender/validation) and the
// figures it sends: pure, so the component, its tests and the stories share one reading.
import { parseDollars } from '@lender/calculator-kit';
import { messages } from '@lender/validation/messages';

/** The values as typed: amounts as text (`$85,000`), so an empty box stays empty. */
export interface AffordabilityValues {
  annualIncome: string;
  availableFunds: string;
  monthlyDebt: string;
  zip: string;
  creditScore: string;
}

export type AffordabilityField = keyof AffordabilityValues;

/** The order of the fields on screen, and so in the error summary. */
export const FIELDS: readonly AffordabilityField[] = [
  'annualIncome',
  'availableFunds',
  'monthlyDebt',
  'zip',
  'creditScore',
];

export const EMPTY_VALUES: AffordabilityValues = {
  annualIncome: '',
  availableFunds: '',
  monthlyDebt: '',
  zip: '',
  creditScore: '',
};

/** The figures of a form that passed its checks. */
export interface AffordabilityInputs {
  annualIncome: number;
  availableFunds: number;
  monthlyDebt: number;
  zip: string;
  creditScore: number;
}

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

/** The message for one field, or undefined when it is fine (checked on blur and on submit). */
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
    default:
      return amountError(field, value);
  }
}

/** Every field's message, in screen order. */
export function formErrors(values: AffordabilityValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = fieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The figures of a valid form (call after formErrors found nothing). */
export function formInputs(values: AffordabilityValues): AffordabilityInputs {
  return {
    annualIncome: parseDollars(values.annualIncome) ?? 0,
    availableFunds: parseDollars(values.availableFunds) ?? 0,
    monthlyDebt: parseDollars(values.monthlyDebt) ?? 0,
    zip: values.zip.trim(),
    creditScore: Number(values.creditScore.trim()),
  };
}

/** SPEC §9: the slider's DTI range and default, percent. */
export const DTI_PERCENT = { min: 10, max: 60, default: 36 } as const;

/**
 * The hash's `dti` as a fraction with 2 decimals (`0.36`), when it is one in the slider's range;
 * anything else is ignored (SPEC §5: slider values outside min–max are ignored).
 */
export function dtiFromHash(value: string | null): number | undefined {
  if (value === null || !/^0?\.\d{1,2}$/.test(value)) return undefined;
  const dti = Math.round(Number(value) * 100) / 100;
  return dti * 100 >= DTI_PERCENT.min && dti * 100 <= DTI_PERCENT.max ? dti : undefined;
}

/** A ZIP code typed or pasted: digits only, at most 5 (SPEC §5). */
export function keepZipDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 5);
}
