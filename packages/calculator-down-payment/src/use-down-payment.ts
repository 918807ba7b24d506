import { bandAmount, wholeDollars, type CalculatorProps } from '@lender/calculator-kit';
import { centsToDollars, selfReportedCreditBand } from '@lender/mortgage-math';
import { useCallback, useMemo, useState } from 'react';
import {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  figures,
  formErrors,
  hashFor,
  valuesFromHash,
  type DownPaymentField,
  type DownPaymentFigures,
  type DownPaymentValues,
  type FieldErrors,
} from './form.ts';

/** The sentence the live region reads after each calculation. */
export function resultSentence(shown: DownPaymentFigures): string {
  const parts = shown.columns.map(({ scenario, program }) => {
    const label =
      scenario.kind === 'custom'
        ? `your ${wholeDollars(centsToDollars(scenario.downPaymentCents))}`
        : `${scenario.downPaymentPercent}%`;
    const payment =
      scenario.monthlyPaymentCents !== undefined &&
      (program.program === 'conventional' || program.program === 'jumbo')
        ? `${wholeDollars(centsToDollars(scenario.monthlyPaymentCents))} a month`
        : 'no conventional payment';
    return `${label} down, ${payment}`;
  });
  return `Monthly payment with ${parts.join('; ')}.`;
}

function writeHash(values: DownPaymentValues) {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hashFor(values)}`);
}

/** The down payment calculator's state: the form, its checks, the figures and what to announce. */
export function useDownPayment({
  initialValues,
  onEvent,
  year: givenYear,
}: CalculatorProps<DownPaymentValues> & { year?: number }) {
  // The loan limits' edition: the year the page is used in (taken once).
  const [year] = useState(() => givenYear ?? new Date().getFullYear());
  const [values, setValues] = useState<DownPaymentValues>(() => ({
    ...DEFAULT_VALUES,
    ...initialValues,
    // A shared link (or a wizard card's creditScore) wins over the host's starting values.
    ...(typeof window === 'undefined' ? {} : valuesFromHash(window.location.hash)),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [announcement, setAnnouncement] = useState({ message: '', sequence: 0 });
  // None while a field has a problem: the figures on screen always belong to the form's values.
  const shown = useMemo(() => figures(values, year), [values, year]);

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'down payment', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const show = useCallback(
    (next: DownPaymentValues) => {
      const computed = figures(next, year);
      if (!computed) return;
      writeHash(next);
      setAnnouncement((last) => ({
        message: resultSentence(computed),
        sequence: last.sequence + 1,
      }));
      const custom = computed.columns.find((column) => column.scenario.kind === 'custom');
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'down payment',
          price_band: bandAmount(centsToDollars(computed.result.homePriceCents)),
          ...(custom
            ? { down_payment_band: bandAmount(centsToDollars(custom.scenario.downPaymentCents)) }
            : {}),
          self_reported_credit_score_range: selfReportedCreditBand(computed.creditScore),
        },
      });
    },
    [onEvent, year],
  );

  /** A field committed (blur, Enter, a choice): it is checked, and complete values recalculate. */
  const commit = useCallback(
    (field: DownPaymentField, text: string) => {
      const next = { ...values, [field]: text };
      setValues(next);
      const nextErrors = { ...errors };
      // The price bounds the custom amount, so a new price checks it again.
      const checked: DownPaymentField[] =
        field === 'homePrice' ? ['homePrice', 'customDownPayment'] : [field];
      for (const name of checked) {
        const message = fieldError(name, next);
        if (message && message !== errors[name]) report(name, message);
        if (message) nextErrors[name] = message;
        else delete nextErrors[name];
      }
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

  return { values, errors, failedSubmits, commit, submit, shown, announcement };
}
