import {
  bandAmount,
  MONTHLY_AMOUNT_EDGES,
  parseDollars,
  type CalculatorProps,
} from '@lender/calculator-kit';
import {
  DEFAULT_VALUES as MORTGAGE_DEFAULTS,
  fieldError,
  fieldsAffectedBy,
  parsePercent,
  withField,
  type MortgageField,
  type MortgageValues,
} from '@lender/calculator-mortgage';
import {
  dollarsToCents,
  miniMortgageCalculator,
  type MiniMortgageResult,
} from '@lender/mortgage-math';
import { useCallback, useMemo, useState } from 'react';

/** The four essentials the widget asks; everything else takes the full calculator's defaults. */
export type MiniMortgageValues = Pick<
  MortgageValues,
  'homePrice' | 'downPayment' | 'downPaymentPercent' | 'interestRate' | 'termYears'
>;
export type MiniMortgageField = keyof MiniMortgageValues;

export const MINI_FIELDS: readonly MiniMortgageField[] = [
  'homePrice',
  'downPayment',
  'downPaymentPercent',
  'interestRate',
];

export const DEFAULT_VALUES: MiniMortgageValues = {
  homePrice: MORTGAGE_DEFAULTS.homePrice,
  downPayment: MORTGAGE_DEFAULTS.downPayment,
  downPaymentPercent: MORTGAGE_DEFAULTS.downPaymentPercent,
  interestRate: MORTGAGE_DEFAULTS.interestRate,
  termYears: MORTGAGE_DEFAULTS.termYears,
};

const full = (values: MiniMortgageValues): MortgageValues => ({ ...MORTGAGE_DEFAULTS, ...values });

/** The widget's figures for values without errors, from `miniMortgageCalculator`. */
export function miniEstimate(values: MiniMortgageValues): MiniMortgageResult {
  return miniMortgageCalculator({
    homePriceCents: dollarsToCents(parseDollars(values.homePrice)!),
    downPaymentCents: dollarsToCents(parseDollars(values.downPayment)!),
    annualRatePercent: parsePercent(values.interestRate)!,
    termMonths: Number(values.termYears) * 12,
  });
}

/** The messages of the widget's boxes for these values (the full calculator's checks). */
export function miniErrors(values: MiniMortgageValues): Partial<Record<MiniMortgageField, string>> {
  const errors: Partial<Record<MiniMortgageField, string>> = {};
  for (const field of MINI_FIELDS) {
    const message = fieldError(field, full(values));
    if (message) errors[field] = message;
  }
  return errors;
}

/** The mini mortgage widget's state: the boxes, their messages and the last good figures. */
export function useMiniMortgage({ initialValues, onEvent }: CalculatorProps<MiniMortgageValues>) {
  const [values, setValues] = useState<MiniMortgageValues>(() => ({
    ...DEFAULT_VALUES,
    ...initialValues,
  }));
  const [errors, setErrors] = useState(() => miniErrors({ ...DEFAULT_VALUES, ...initialValues }));
  const [shown, setShown] = useState<MiniMortgageValues>(values);
  const [speaking, setSpeaking] = useState(false);
  const result = useMemo(
    () => (Object.keys(miniErrors(shown)).length === 0 ? miniEstimate(shown) : undefined),
    [shown],
  );

  const commit = useCallback(
    (field: MiniMortgageField, text: string) => {
      if (text === values[field]) return;
      const next = withField(full(values), field as MortgageField, text);
      const nextValues: MiniMortgageValues = {
        homePrice: next.homePrice,
        downPayment: next.downPayment,
        downPaymentPercent: next.downPaymentPercent,
        interestRate: next.interestRate,
        termYears: next.termYears,
      };
      setValues(nextValues);
      const nextErrors = { ...errors };
      for (const name of fieldsAffectedBy(field as MortgageField) as MiniMortgageField[]) {
        const message = fieldError(name, next);
        if (message && message !== errors[name]) {
          onEvent?.({
            name: 'FORM_FIELD_ERROR',
            properties: { form_name: 'mini mortgage', field_name: name, error_message: message },
          });
        }
        if (message) nextErrors[name] = message;
        else delete nextErrors[name];
      }
      setErrors(nextErrors);
      setSpeaking(true);
      if (Object.keys(nextErrors).length > 0) return;
      setShown(nextValues);
      const figures = miniEstimate(nextValues);
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'mini mortgage',
          price_band: bandAmount(parseDollars(nextValues.homePrice)),
          down_payment_band: bandAmount(parseDollars(nextValues.downPayment)),
          ...(figures.totalMonthlyCents === undefined
            ? {}
            : { result_band: bandAmount(figures.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES) }),
        },
      });
    },
    [errors, onEvent, values],
  );

  const hasErrors = Object.keys(errors).length > 0;
  return { values, errors, hasErrors, commit, shown, result, speaking };
}
