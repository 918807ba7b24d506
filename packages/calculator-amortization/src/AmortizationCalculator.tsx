import {
  type CalculatorProps,
  CalculatorResults,
  percent,
  ResultRow,
} from '@lender/calculator-kit';
import { useCalculator, type CalculatorShown } from '@lender/calculator-kit/engine';
import { LoanBalanceFigure } from '@lender/calculator-kit/yearly-chart';
import { CalculatorForm, fieldRenderers, numberFromText } from '@lender/calculator-kit/form-fields';
import { longMonth, monthName, thisMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import {
  dollarsToCents,
  formatUsd,
  scheduleCsv,
  type AmortizationCalculatorResult,
  type YearMonth,
} from '@lender/mortgage-math';
import { Button } from '@lender/ui/button';
import { RadioGroup } from '@lender/ui/radio-group';
import { useMemo, useState } from 'react';
import { downloadCsv } from './csv-download.ts';
import {
  amortization,
  calculatorInput,
  defaultValues,
  FIELDS,
  parseNumber,
  type AmortizationValues,
} from './form.ts';
import { MonthlySchedule, YearlySchedule } from './ScheduleTable.tsx';
import { paymentFigure } from './summary.ts';

/** The calculator's props: the common ones, and the month to count from (default: the visitor's clock). */
export type AmortizationCalculatorProps = CalculatorProps<AmortizationValues> & {
  /** "Now", for the default first payment (next month); stories and tests fix it. */
  today?: YearMonth;
};

type Shown = CalculatorShown<AmortizationValues, AmortizationCalculatorResult>;

/**
 * The amortization calculator (issue 24): a loan, its first payment month and any extra
 * payments in; the monthly payment, the schedule by month and by year, what the extras save,
 * a chart, a CSV of the schedule and how it was worked out. Every figure is
 * @lender/mortgage-math's `amortizationCalculator`, in cents.
 */
export function AmortizationCalculator(props: AmortizationCalculatorProps) {
  const { year, month } = props.today ?? thisMonth();
  // The example's first payment is next month: the same object from render to render.
  const defaults = useMemo(() => defaultValues({ year, month }), [year, month]);
  const form = useCalculator(amortization, { ...props, defaults });
  const { shown } = form;
  const baseId = form.idPrefix;
  const fields = fieldRenderers(form);
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4';

  return (
    <div className="lcalc lamort">
      <CalculatorForm className="lamort__form" form={form} errors={fields.summary(FIELDS)}>
        {fields.price('loanAmount', 'Loan amount')}
        {fields.rate('interestRate', 'Interest rate', { hint: 'Percent a year, like 6.5' })}
        {fields.whole('termYears', 'Loan term', 'Years, from 1 to 40')}
        {fields.monthYear(
          'First payment',
          'Month and year, for example 3 2027',
          'startMonth',
          'startYear',
        )}
        <fieldset className="lamort-extras">
          <legend>Extra payments (optional)</legend>
          <p className="lui-hint">Paid on top of your monthly payment, all toward principal.</p>
          {fields.money('extraMonthly', 'Extra every month')}
          {fields.money('extraYearly', 'Extra once a year')}
          {fields.whole(
            'extraYearlyMonth',
            'Month of the yearly extra',
            '1 to 12; leave empty to pay it with every 12th payment',
          )}
          {fields.money('oneTimeAmount', 'One-time extra')}
          {fields.monthYear(
            'When you pay the one-time extra',
            'Month and year, for example 6 2030',
            'oneTimeMonth',
            'oneTimeYear',
          )}
        </fieldset>
      </CalculatorForm>

      <CalculatorResults form={form} className="lamort__results" summary={paymentFigure}>
        {(shown) => <Results shown={shown} idPrefix={baseId} />}
      </CalculatorResults>
      {shown !== undefined && <Schedule result={shown.result} idPrefix={baseId} Sub={Sub} />}
    </div>
  );
}

/**
 * The payment schedule, by month or by year, with its CSV. A section of the calculator's grid of
 * its own, under the form and the results on a wide screen: the table gets the whole width
 * rather than the results' column.
 */
function Schedule({
  result,
  idPrefix,
  Sub,
}: {
  result: Shown['result'];
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const [view, setView] = useState<'month' | 'year'>('month');
  return (
    <section className="lamort__schedule" aria-labelledby={`${idPrefix}-schedule`}>
      <Sub id={`${idPrefix}-schedule`}>Payment schedule</Sub>
      <RadioGroup
        id={`${idPrefix}-view`}
        name="view"
        legend="Show the schedule"
        orientation="horizontal"
        items={[
          { value: 'month', label: 'By month' },
          { value: 'year', label: 'By year' },
        ]}
        value={view}
        onChange={(value) => setView(value === 'year' ? 'year' : 'month')}
      />
      {view === 'month' ? (
        <MonthlySchedule rows={result.rows} />
      ) : (
        <YearlySchedule years={result.years} />
      )}
      <p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => downloadCsv(scheduleCsv(result.rows))}
        >
          Download the schedule (CSV)
        </Button>
      </p>
    </section>
  );
}

function Results({ shown, idPrefix }: { shown: Shown; idPrefix: string }) {
  const { result, values } = shown;
  const loanAmountCents = result.rows.reduce(
    (sum, row) => sum + row.principalCents + row.extraPrincipalCents,
    0,
  );
  const hasExtras = result.explanation.formulas.includes('extraPrincipal');
  const lastRow = result.rows.at(-1)!;
  // A one-time extra dated after the last payment is never reached: say so rather than drop it.
  const oneTimeUnused = (calculatorInput(values).oneTimeExtras ?? []).some(
    (extra) => extra.paymentNumber > result.payoffMonths,
  );
  const chartSummary = `The balance falls from ${formatUsd(loanAmountCents)} to $0.00 by ${longMonth(lastRow.date!)}; ${formatUsd(result.totalInterestCents)} of interest is paid in all.`;
  return (
    <div data-testid="amortization-results">
      <p className="lcalc-headline">
        Monthly payment{' '}
        <strong className="lcalc-headline__figure" data-testid="monthly-payment">
          {formatUsd(result.monthlyPaymentCents)}
        </strong>
        <span className="lcalc-small">Principal and interest</span>
      </p>
      <dl className="lcalc-list" data-testid="summary">
        <ResultRow term="Total interest" value={formatUsd(result.totalInterestCents)} />
        <ResultRow term="Total of all payments" value={formatUsd(result.totalPaidCents)} />
        <ResultRow term="Number of payments" value={String(result.payoffMonths)} />
        <ResultRow term="Paid off" value={longMonth(result.payoffDate!)} testId="payoff-date" />
        {hasExtras && (
          <>
            <ResultRow
              term="Paid off without extra payments"
              value={longMonth(result.originalPayoffDate!)}
            />
            <ResultRow
              term="Interest saved"
              value={formatUsd(result.interestSavedCents)}
              testId="interest-saved"
            />
            <ResultRow term="Time saved" value={yearsAndMonths(result.monthsSaved)} />
          </>
        )}
      </dl>
      {oneTimeUnused && (
        <p>Your one-time extra falls after the loan is paid off, so it is not counted.</p>
      )}
      <LoanBalanceFigure
        idPrefix={idPrefix}
        caption="Balance, interest and principal over the loan"
        summary={chartSummary}
        loanAmountCents={loanAmountCents}
        years={result.years}
        format={formatUsd}
      />

      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          The monthly payment is the level payment that repays the loan over its term, rounded to
          the cent: <var>payment</var> = <var>loan</var> × <var>i</var> ÷ (1 − (1 + <var>i</var>)
          <sup>−n</sup>), where <var>i</var> is the yearly rate ÷ 12 and <var>n</var> the number of
          months (Excel&apos;s PMT).
        </p>
        <p>
          Each month&apos;s interest is the balance × the yearly rate ÷ 12, rounded to the cent; the
          rest of the payment repays principal. Extra payments go to principal after the payment.
          The last payment pays exactly what is left, so the balance ends at $0.00. Years are
          calendar years, so the first may be short.
        </p>
        <ul>
          <li>
            Loan: {formatUsd(loanAmountCents)} at{' '}
            {percent(Number(parseNumber(values.interestRate)))} for {values.termYears} years, first
            payment in {longMonth(result.rows[0]!.date!)}.
          </li>
          {hasExtras && (
            <li>
              Extra payments: {extrasText(values)}. Without them the loan is paid off in{' '}
              {longMonth(result.originalPayoffDate!)} with{' '}
              {formatUsd(result.originalTotalInterestCents)} of interest.
            </li>
          )}
          <li>
            Principal and interest only: property tax, homeowners insurance, mortgage insurance and
            HOA dues are not included.
          </li>
          <li>A fixed rate for the whole loan, and every payment made in full and on time.</li>
        </ul>
      </details>
    </div>
  );
}

function extrasText(values: AmortizationValues): string {
  const parts: string[] = [];
  const dollars = (text: string) => formatUsd(dollarsToCents(numberFromText(text)));
  if (numberFromText(values.extraMonthly) > 0)
    parts.push(`${dollars(values.extraMonthly)} every month`);
  if (numberFromText(values.extraYearly) > 0) {
    const month = Number(values.extraYearlyMonth);
    parts.push(
      `${dollars(values.extraYearly)} once a year${month >= 1 && month <= 12 ? ` in ${monthName(month)}` : ', with every 12th payment'}`,
    );
  }
  if (numberFromText(values.oneTimeAmount) > 0) {
    parts.push(
      `${dollars(values.oneTimeAmount)} once, in ${longMonth({ year: Number(values.oneTimeYear), month: Number(values.oneTimeMonth) })}`,
    );
  }
  return parts.join('; ');
}
