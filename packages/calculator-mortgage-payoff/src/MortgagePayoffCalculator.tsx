import {
  type CalculatorProps,
  CalculatorResults,
  percent,
  ResultRow,
} from '@lender/calculator-kit';
import { useCalculator, type CalculatorShown } from '@lender/calculator-kit/engine';
import { CalculatorForm, fieldRenderers } from '@lender/calculator-kit/form-fields';
import { longMonth, thisMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import { formatUsd, type YearMonth } from '@lender/mortgage-math';
import { useMemo } from 'react';
import {
  defaultValues,
  FIELDS,
  GOAL_OPTIONS,
  mortgagePayoff,
  parseNumber,
  type MortgagePayoffValues,
  type PayoffFigures,
} from './form.ts';
import { PayoffFigure } from './PayoffChart.tsx';

/** The calculator's props: the common ones, and the month to count from (default: the visitor's clock). */
export type MortgagePayoffCalculatorProps = CalculatorProps<MortgagePayoffValues> & {
  /** "Now", for the default next payment (next month); stories and tests fix it. */
  today?: YearMonth;
};

type Shown = CalculatorShown<MortgagePayoffValues, PayoffFigures>;

/**
 * The mortgage payoff calculator (issue 24, the wizard's MortgagePayoff card): today's balance,
 * rate, payments left and the next payment's month in; either the payoff date and interest saved
 * for an extra monthly payment, or the least extra monthly payment that pays the loan off by a
 * chosen month. Every figure is @lender/mortgage-math's `mortgagePayoffCalculator`, in cents.
 */
export function MortgagePayoffCalculator(props: MortgagePayoffCalculatorProps) {
  const { year, month } = props.today ?? thisMonth();
  // The example's next payment is next month: the same object from render to render.
  const defaults = useMemo(() => defaultValues({ year, month }), [year, month]);
  const form = useCalculator(mortgagePayoff, { ...props, defaults });
  const { values } = form;
  const baseId = form.idPrefix;
  const fields = fieldRenderers(form);

  return (
    <div className="lcalc lpay">
      <CalculatorForm className="lpay__form" form={form} errors={fields.summary(FIELDS)}>
        {fields.money('balance', 'Loan balance', 'What you still owe, from your latest statement')}
        {fields.rate('interestRate', 'Interest rate', { hint: 'Percent a year, like 6.5' })}
        {fields.whole(
          'paymentsLeft',
          'Payments left',
          'Monthly payments still to make, like 300 for 25 years',
        )}
        {fields.monthYear(
          'Next payment',
          'Month and year, for example 3 2027',
          'nextMonth',
          'nextYear',
        )}
        {fields.choice('goal', 'What do you want to find out?', GOAL_OPTIONS)}
        {values.goal === 'payoffDateForExtra'
          ? fields.money(
              'extraMonthly',
              'Extra each month',
              'Paid with every payment, all toward principal',
            )
          : fields.monthYear(
              'Pay off by',
              'The month of your last payment, for example 6 2040',
              'payoffMonth',
              'payoffYear',
            )}
      </CalculatorForm>

      <CalculatorResults form={form} className="lpay__results" summary={headlineFigure}>
        {(shown) => <Results shown={shown} idPrefix={baseId} />}
      </CalculatorResults>
    </div>
  );
}

/** The headline's figure, for the phone's summary bar: the payoff date, or the extra it takes. */
function headlineFigure(result: PayoffFigures): { label: string; figure: string } {
  return result.goal === 'extraForPayoffDate' && result.extraMonthlyCents > 0
    ? { label: 'Extra each month', figure: formatUsd(result.extraMonthlyCents) }
    : { label: 'Paid off in', figure: longMonth(result.payoffDate!) };
}

function Headline({ result }: { result: PayoffFigures }) {
  if (result.goal === 'extraForPayoffDate') {
    if (result.extraMonthlyCents === 0) {
      return (
        <p className="lcalc-headline" data-testid="headline">
          No extra payment is needed: your scheduled payments pay off the loan in{' '}
          <strong>{longMonth(result.payoffDate!)}</strong>.
        </p>
      );
    }
    return (
      <p className="lcalc-headline" data-testid="headline">
        Pay this much extra each month{' '}
        <strong className="lcalc-headline__figure" data-testid="extra-needed">
          {formatUsd(result.extraMonthlyCents)}
        </strong>{' '}
        to pay off your loan by {longMonth(result.payoffDate!)}
      </p>
    );
  }
  return (
    <p className="lcalc-headline" data-testid="headline">
      Your loan is paid off in{' '}
      <strong className="lcalc-headline__figure" data-testid="payoff-date">
        {longMonth(result.payoffDate!)}
      </strong>{' '}
      {result.monthsSaved > 0
        ? `${yearsAndMonths(result.monthsSaved)} sooner than scheduled`
        : 'as scheduled'}
    </p>
  );
}

function Results({ shown, idPrefix }: { shown: Shown; idPrefix: string }) {
  const { result, values } = shown;
  const balanceCents = result.schedule.rows.reduce(
    (sum, row) => sum + row.principalCents + row.extraPrincipalCents,
    0,
  );
  const chartSummary = `As scheduled the balance reaches $0.00 in ${longMonth(result.originalPayoffDate!)}; with ${formatUsd(result.extraMonthlyCents)} extra a month, in ${longMonth(result.payoffDate!)}.`;
  return (
    <div data-testid="payoff-results">
      <Headline result={result} />
      <dl className="lcalc-list" data-testid="summary">
        <ResultRow
          term="Scheduled monthly payment"
          value={formatUsd(result.monthlyPaymentCents)}
          testId="scheduled-payment"
        />
        <ResultRow term="Extra each month" value={formatUsd(result.extraMonthlyCents)} />
        <ResultRow
          term="New monthly payment"
          value={formatUsd(result.monthlyPaymentCents + result.extraMonthlyCents)}
        />
        <ResultRow term="Paid off" value={longMonth(result.payoffDate!)} testId="new-payoff" />
        <ResultRow term="Paid off as scheduled" value={longMonth(result.originalPayoffDate!)} />
        <ResultRow term="Time saved" value={yearsAndMonths(result.monthsSaved)} />
        <ResultRow
          term="Interest saved"
          value={formatUsd(result.interestSavedCents)}
          testId="interest-saved"
        />
        <ResultRow term="Interest still to pay" value={formatUsd(result.totalInterestCents)} />
      </dl>
      <PayoffFigure
        idPrefix={idPrefix}
        summary={chartSummary}
        balanceCents={balanceCents}
        originalYears={result.originalYears}
        years={result.years}
      />
      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          Your scheduled payment is the level payment that repays {formatUsd(balanceCents)} over the{' '}
          {values.paymentsLeft} payments left, rounded to the cent: <var>payment</var> ={' '}
          <var>balance</var> × <var>i</var> ÷ (1 − (1 + <var>i</var>)<sup>−n</sup>), where{' '}
          <var>i</var> is the yearly rate ÷ 12 (Excel&apos;s PMT). If your lender&apos;s figure
          differs by a few cents, your balance or rate is rounded differently.
        </p>
        <p>
          Each month&apos;s interest is the balance × the yearly rate ÷ 12, rounded to the cent; the
          rest of the payment and all of the extra repay principal, and the last payment pays what
          is left. Interest saved is the interest of the schedule without the extra less the
          interest with it.
        </p>
        {result.goal === 'extraForPayoffDate' && (
          <p>
            The extra payment is the smallest amount, to the cent, whose schedule ends by{' '}
            {longMonth({ year: Number(values.payoffYear), month: Number(values.payoffMonth) })}: a
            cent less would miss it.
          </p>
        )}
        <ul>
          <li>
            Balance {formatUsd(balanceCents)} at {percent(Number(parseNumber(values.interestRate)))}
            , next payment in {longMonth(result.schedule.rows[0]!.date!)}.
          </li>
          <li>
            Principal and interest only: property tax, insurance and mortgage insurance in your
            payment do not change when you pay extra.
          </li>
          <li>
            A fixed rate, every payment made on time, and no prepayment penalty (most mortgages have
            none; check your loan documents).
          </li>
        </ul>
      </details>
    </div>
  );
}
