import { bandAmount, type CalculatorProps, MONTHLY_AMOUNT_EDGES } from '@lender/calculator-kit';
import { longMonth, thisMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import {
  amortizationCalculator,
  formatUsd,
  type AmortizationCalculatorResult,
  type YearMonth,
} from '@lender/mortgage-math';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  calculatorInput,
  defaultValues,
  fieldError,
  FIELDS,
  formErrors,
  valuesFromHash,
  valuesToHash,
  type AmortizationField,
  type AmortizationValues,
  type FieldErrors,
} from './form.ts';

/** The calculator's props: the common ones, and the month to count from (default: the visitor's clock). */
export type AmortizationCalculatorProps = CalculatorProps<AmortizationValues> & {
  /** "Now", for the default first payment (next month); stories and tests fix it. */
  today?: YearMonth;
};

export type Shown = {
  result: AmortizationCalculatorResult;
  values: AmortizationValues;
};

/** One sentence for screen readers summing up a new schedule. */
export function announcement(result: AmortizationCalculatorResult): string {
  const payment = centsToDollarsText(result.monthlyPaymentCents);
  const payoff = result.payoffDate ? ` Paid off in ${longMonth(result.payoffDate)}.` : '';
  const saved =
    result.interestSavedCents > 0
      ? ` Your extra payments save ${centsToDollarsText(result.interestSavedCents)} of interest and ${yearsAndMonths(result.monthsSaved)}.`
      : '';
  return `Monthly payment ${payment}. Total interest ${centsToDollarsText(result.totalInterestCents)}.${payoff}${saved}`;
}

const centsToDollarsText = (cents: number) => formatUsd(cents);

/** Writes the form to the hash without a history entry: a shared link reproduces the schedule. */
function writeHash(values: AmortizationValues) {
  const hash = valuesToHash(values);
  if (hash === window.location.hash) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash}`,
  );
}

export function useAmortization({ initialValues, onEvent, today }: AmortizationCalculatorProps) {
  const [fromHash] = useState(() =>
    typeof window === 'undefined' ? {} : valuesFromHash(window.location.hash),
  );
  const [values, setValues] = useState<AmortizationValues>(() => ({
    ...defaultValues(today ?? thisMonth()),
    ...initialValues,
    ...fromHash,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [shown, setShown] = useState<Shown | undefined>();
  const [announced, setAnnounced] = useState({ message: '', sequence: 0 });
  const valuesRef = useRef(values);

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'amortization', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const calculate = useCallback(
    (form: AmortizationValues) => {
      const input = calculatorInput(form);
      const result = amortizationCalculator(input);
      setShown({ result, values: form });
      setAnnounced((last) => ({ message: announcement(result), sequence: last.sequence + 1 }));
      writeHash(form);
      const extra = (input.extraMonthlyCents ?? 0) / 100;
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'amortization',
          loan_amount_band: bandAmount(input.loanAmountCents / 100),
          result_band: bandAmount(result.monthlyPaymentCents / 100, MONTHLY_AMOUNT_EDGES),
          ...(extra > 0 ? { extra_payment_band: bandAmount(extra, MONTHLY_AMOUNT_EDGES) } : {}),
        },
      });
    },
    [onEvent],
  );

  /** Checks and calculates the whole form; shows the error summary when something is wrong. */
  const submit = useCallback(() => {
    const form = valuesRef.current;
    const found = formErrors(form);
    setErrors(found);
    const problems = FIELDS.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    calculate(form);
  }, [calculate, report]);

  /** A field was left: check it; with a schedule shown and the form valid, the schedule follows. */
  const commit = useCallback(
    (field: AmortizationField, text: string) => {
      const next = { ...valuesRef.current, [field]: text };
      valuesRef.current = next;
      setValues(next);
      setErrors((previous) => {
        const nextErrors = { ...previous };
        // A date's parts and the amount that needs it are checked together.
        const related: AmortizationField[] = field.startsWith('oneTime')
          ? ['oneTimeAmount', 'oneTimeMonth', 'oneTimeYear']
          : [field];
        for (const name of related) {
          // Date parts the visitor has not reached yet stay quiet until submit.
          if (name !== field && !previous[name]) continue;
          const message = fieldError(name, next);
          if (message && message !== previous[name]) report(name, message);
          if (message) nextErrors[name] = message;
          else delete nextErrors[name];
        }
        return nextErrors;
      });
      if (shown !== undefined && Object.keys(formErrors(next)).length === 0) calculate(next);
    },
    [calculate, report, shown],
  );

  // A shared link: the hash named the loan, so the schedule shows at once.
  useEffect(() => {
    if (fromHash.loanAmount === undefined) return;
    submit();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, failedSubmits, commit, submit, shown, announced };
}
