import { bandAmount, type CalculatorProps } from '@lender/calculator-kit';
import { centsToDollars, type HomeEquityCalculatorResult } from '@lender/mortgage-math';
import { useCallback, useMemo, useState } from 'react';
import {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  figures,
  formErrors,
  type FieldErrors,
  type HomeEquityField,
  type HomeEquityValues,
} from './form.ts';
import { homeEquityHash, homeEquityValuesFromHash } from './hash.ts';
import { wholeDollars, percent } from '@lender/calculator-kit';

/** The sentence the live region reads after each calculation. */
export function resultSentence(result: HomeEquityCalculatorResult): string {
  const cap = percent(result.maxCombinedLtvPercent);
  if (result.availableCents === 0) {
    return `No equity is available to borrow with a limit of ${cap}: what you owe is at or above ${wholeDollars(centsToDollars(result.maxTotalDebtCents))}.`;
  }
  return (
    `You could borrow up to ${wholeDollars(centsToDollars(result.availableCents))}. ` +
    `HELOC: ${wholeDollars(centsToDollars(result.heloc.interestOnlyPaymentCents))} a month while drawing, then ${wholeDollars(centsToDollars(result.heloc.repaymentPaymentCents))}. ` +
    `Home equity loan: ${wholeDollars(centsToDollars(result.homeEquityLoan.paymentCents))} a month.`
  );
}

/** Writes the values into the address without a new history entry (a link to share). */
function writeHash(values: HomeEquityValues) {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${homeEquityHash(values)}`,
  );
}

/** The home equity calculator's state: the form, its checks, the figures shown and what to announce. */
export function useHomeEquity({ initialValues, onEvent }: CalculatorProps<HomeEquityValues>) {
  const [values, setValues] = useState<HomeEquityValues>(() => ({
    ...DEFAULT_VALUES,
    ...initialValues,
    // A shared link (or the mini widget's) wins over the host's starting values.
    ...(typeof window === 'undefined' ? {} : homeEquityValuesFromHash(window.location.hash)),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [announcement, setAnnouncement] = useState({ message: '', sequence: 0 });
  // The figures of the values as they stand: none while a field has a problem, so what is on
  // screen never belongs to other inputs than those in the form.
  const result = useMemo(() => figures(values), [values]);

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'home equity', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const show = useCallback(
    (next: HomeEquityValues) => {
      const computed = figures(next);
      if (!computed) return;
      writeHash(next);
      setAnnouncement((last) => ({
        message: resultSentence(computed),
        sequence: last.sequence + 1,
      }));
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'home equity',
          price_band: bandAmount(centsToDollars(computed.homeValueCents)),
          result_band: bandAmount(centsToDollars(computed.availableCents)),
        },
      });
    },
    [onEvent],
  );

  /** A field committed (blur, Enter, a choice): it is checked, and complete values recalculate. */
  const commit = useCallback(
    (field: HomeEquityField, text: string) => {
      const next = { ...values, [field]: text };
      setValues(next);
      const message = fieldError(field, next);
      if (message && message !== errors[field]) report(field, message);
      const nextErrors = { ...errors };
      if (message) nextErrors[field] = message;
      else delete nextErrors[field];
      setErrors(nextErrors);
      if (Object.keys(formErrors(next)).length === 0) show(next);
    },
    [errors, report, show, values],
  );

  const submit = useCallback(() => {
    const found = formErrors(values);
    setErrors(found);
    const problems = CHECKED_FIELDS.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    show(values);
  }, [report, show, values]);

  return { values, errors, failedSubmits, commit, submit, result, announcement };
}
