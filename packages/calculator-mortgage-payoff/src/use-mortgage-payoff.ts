import { bandAmount, type CalculatorProps, MONTHLY_AMOUNT_EDGES } from '@lender/calculator-kit';
import { longMonth, thisMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import {
  amortizationSchedule,
  formatUsd,
  mortgagePayoffCalculator,
  scheduleByYear,
  type MortgagePayoffCalculatorResult,
  type ScheduleYear,
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
  type FieldErrors,
  type MortgagePayoffField,
  type MortgagePayoffValues,
} from './form.ts';

/** The calculator's props: the common ones, and the month to count from (default: the visitor's clock). */
export type MortgagePayoffCalculatorProps = CalculatorProps<MortgagePayoffValues> & {
  /** "Now", for the default next payment (next month); stories and tests fix it. */
  today?: YearMonth;
};

export interface Shown {
  result: MortgagePayoffCalculatorResult;
  /** The loan without extras, year by year, and with them: the chart's two lines. */
  originalYears: ScheduleYear[];
  years: ScheduleYear[];
  values: MortgagePayoffValues;
}

/** One sentence for screen readers summing up a new result. */
export function announcement(result: MortgagePayoffCalculatorResult): string {
  const payoff = longMonth(result.payoffDate!);
  const saved =
    result.monthsSaved > 0
      ? ` ${yearsAndMonths(result.monthsSaved)} sooner, saving ${formatUsd(result.interestSavedCents)} of interest.`
      : '';
  if (result.goal === 'extraForPayoffDate') {
    return result.extraMonthlyCents === 0
      ? `No extra payment is needed: your loan is paid off in ${payoff}.`
      : `Pay ${formatUsd(result.extraMonthlyCents)} extra each month to pay off your loan in ${payoff}.${saved}`;
  }
  return `Your loan is paid off in ${payoff}.${saved}`;
}

function writeHash(values: MortgagePayoffValues) {
  const hash = valuesToHash(values);
  if (hash === window.location.hash) return;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash}`,
  );
}

export function useMortgagePayoff({
  initialValues,
  onEvent,
  today,
}: MortgagePayoffCalculatorProps) {
  const [fromHash] = useState(() =>
    typeof window === 'undefined' ? {} : valuesFromHash(window.location.hash),
  );
  const [values, setValues] = useState<MortgagePayoffValues>(() => ({
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
        properties: { form_name: 'mortgage payoff', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const calculate = useCallback(
    (form: MortgagePayoffValues) => {
      const input = calculatorInput(form);
      const result = mortgagePayoffCalculator(input);
      const original = amortizationSchedule({
        loanAmountCents: input.currentBalanceCents,
        annualRatePercent: input.annualRatePercent,
        termMonths: input.remainingMonths,
        startDate: input.startDate,
      });
      setShown({
        result,
        originalYears: scheduleByYear(original.rows),
        years: scheduleByYear(result.schedule.rows),
        values: form,
      });
      setAnnounced((last) => ({ message: announcement(result), sequence: last.sequence + 1 }));
      writeHash(form);
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'mortgage payoff',
          loan_amount_band: bandAmount(input.currentBalanceCents / 100),
          extra_payment_band: bandAmount(result.extraMonthlyCents / 100, MONTHLY_AMOUNT_EDGES),
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

  /** A field was left (or the goal chosen): check it; with a result shown, it follows. */
  const commit = useCallback(
    (field: MortgagePayoffField, text: string) => {
      const next = { ...valuesRef.current, [field]: text } as MortgagePayoffValues;
      valuesRef.current = next;
      setValues(next);
      setErrors((previous) => {
        // A new goal: the other goal's fields no longer count.
        const nextErrors =
          field === 'goal' ? { ...formErrorsShown(previous, next) } : { ...previous };
        if (field !== 'goal') {
          const message = fieldError(field, next);
          if (message && message !== previous[field]) report(field, message);
          if (message) nextErrors[field] = message;
          else delete nextErrors[field];
        }
        return nextErrors;
      });
      if (shown !== undefined && Object.keys(formErrors(next)).length === 0) calculate(next);
    },
    [calculate, report, shown],
  );

  // A shared link: the hash named the loan, so the result shows at once.
  useEffect(() => {
    if (fromHash.balance === undefined) return;
    submit();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, errors, failedSubmits, commit, submit, shown, announced };
}

/** The errors still shown once the goal changes: those of fields that still count. */
function formErrorsShown(previous: FieldErrors, next: MortgagePayoffValues): FieldErrors {
  const kept: FieldErrors = {};
  for (const field of FIELDS) {
    if (previous[field] && fieldError(field, next)) kept[field] = fieldError(field, next);
  }
  return kept;
}
