import {
  type CalculatorProps,
  CalculatorResults,
  percent,
  ResultRow,
  wholeDollars,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { CalculatorForm, fieldRenderers } from '@lender/calculator-kit/form-fields';
import { centsToDollars, type HomeEquityCalculatorResult } from '@lender/mortgage-math';
import { DonutChart } from '@lender/ui/donut-chart';
import { AvailableHeadline } from './AvailableHeadline.tsx';
import {
  CHECKED_FIELDS,
  homeEquity,
  LOAN_TERM_OPTIONS,
  MAX_CLTV_OPTIONS,
  type HomeEquityValues,
} from './form.ts';
import { availableFigure, cents, dollars, years } from './words.ts';

export type HomeEquityCalculatorProps = CalculatorProps<HomeEquityValues>;

/**
 * Home equity: the home's value, what is owed on it (a first and an optional second mortgage)
 * and the lender's combined loan-to-value cap in; the equity, what could be borrowed, and the
 * payments of a HELOC (interest-only while drawing, then repaid) and of a home equity loan out,
 * all from @lender/mortgage-math `homeEquityCalculator`.
 */
export function HomeEquityCalculator(props: HomeEquityCalculatorProps) {
  const form = useCalculator(homeEquity, props);
  const baseId = form.idPrefix;
  const fields = fieldRenderers(form);
  const level = props.headingLevel ?? 2;
  const Sub = `h${level + 1}` as 'h3' | 'h4';
  const choice = (
    field: 'maxCltv' | 'loanTermYears',
    legend: string,
    items: readonly { value: string; label: string }[],
    hint?: string,
  ) => fields.choice(field, legend, items, { hint, orientation: 'horizontal' });

  return (
    <div className="lcalc lhe">
      <CalculatorForm className="lhe__form" form={form} errors={fields.summary(CHECKED_FIELDS)}>
        {fields.price('homeValue', 'Home value', 'What your home would sell for today')}
        {fields.money(
          'firstMortgage',
          'Mortgage balance',
          'What you still owe; 0 if you own it outright',
        )}
        {fields.money(
          'secondMortgage',
          'Second mortgage or HELOC balance (optional)',
          'Leave empty if you have none',
        )}
        {choice(
          'maxCltv',
          'Most a lender lets you borrow',
          MAX_CLTV_OPTIONS,
          'All loans on the home together, as a share of its value (combined loan-to-value)',
        )}
        {fields.money(
          'borrow',
          'Amount you want to borrow (optional)',
          'Leave empty to see the most you could borrow',
        )}
        {fields.rate('helocRate', 'HELOC interest rate')}
        {fields.rate('loanRate', 'Home equity loan interest rate')}
        {choice('loanTermYears', 'Home equity loan term', LOAN_TERM_OPTIONS)}
      </CalculatorForm>

      <CalculatorResults form={form} className="lhe__results" summary={availableFigure}>
        {(shown) => <Figures result={shown.result} idPrefix={baseId} Sub={Sub} />}
      </CalculatorResults>
    </div>
  );
}

function Figures({
  result,
  idPrefix,
  Sub,
}: {
  result: HomeEquityCalculatorResult;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const cap = percent(result.maxCombinedLtvPercent);
  const none = result.availableCents === 0;
  // The value split three ways: what is owed, what could be borrowed, what stays as a cushion.
  const owed = Math.min(result.totalLiensCents, result.homeValueCents);
  const cushion = Math.max(0, result.homeValueCents - Math.max(result.maxTotalDebtCents, owed));
  return (
    <div data-testid="home-equity-results">
      {none ? (
        // Not an alert: the live region above already reads the result once.
        <div className="lhe__none" data-testid="no-equity">
          <Sub>No equity available to borrow at {cap}</Sub>
          <p>
            You owe {dollars(result.totalLiensCents)}, which is{' '}
            {percent(result.currentCombinedLtvPercent, 1)} of your home’s value. A lender that lends
            up to {cap} would let all loans on the home together reach{' '}
            {dollars(result.maxTotalDebtCents)}, so there is nothing left to borrow. Paying down
            your balance, a higher value or a lender with a higher limit would change this.
          </p>
        </div>
      ) : (
        <AvailableHeadline availableCents={result.availableCents} testId="available-equity" />
      )}
      {result.requestedAboveAvailable && !none && (
        <p className="lcalc-warning" data-testid="borrow-capped">
          You asked for more than is available, so the payments below are for{' '}
          {dollars(result.borrowCents)}, the most you could borrow at {cap}.
        </p>
      )}
      <div className="lcalc-breakdowns">
        <section className="lcalc-card" aria-labelledby={`${idPrefix}-equity`}>
          <Sub id={`${idPrefix}-equity`}>Your home’s value</Sub>
          <DonutChart
            label="How your home’s value splits"
            centerLabel={dollars(result.homeValueCents)}
            formatValue={(value) => wholeDollars(value)}
            segments={[
              { label: 'What you owe', value: centsToDollars(owed) },
              { label: 'Available to borrow', value: centsToDollars(result.availableCents) },
              { label: `Equity above the ${cap} limit`, value: centsToDollars(cushion) },
            ]}
          />
          <dl className="lcalc-list" data-testid="equity-breakdown">
            <ResultRow term="Home value" value={dollars(result.homeValueCents)} />
            <ResultRow term="What you owe" value={dollars(result.totalLiensCents)} />
            <ResultRow
              term="Your equity"
              value={`${dollars(result.equityCents)} (${percent(result.equityPercent, 1)})`}
            />
            <ResultRow
              term="Combined loan-to-value now"
              value={percent(result.currentCombinedLtvPercent, 1)}
            />
            <ResultRow
              term={`All loans at ${cap} of the value`}
              value={dollars(result.maxTotalDebtCents)}
            />
            <ResultRow term="Available to borrow" value={dollars(result.availableCents)} total />
          </dl>
        </section>
        {!none && (
          <>
            <section className="lcalc-card" aria-labelledby={`${idPrefix}-heloc`}>
              <Sub id={`${idPrefix}-heloc`}>HELOC on {dollars(result.borrowCents)}</Sub>
              <dl className="lcalc-list" data-testid="heloc-payments">
                <ResultRow
                  term={`While drawing (${years(result.heloc.drawMonths)}, interest only)`}
                  value={`${cents(result.heloc.interestOnlyPaymentCents)} a month`}
                />
                <ResultRow
                  term={`While repaying (${years(result.heloc.repaymentMonths)})`}
                  value={`${cents(result.heloc.repaymentPaymentCents)} a month`}
                />
                <ResultRow
                  term="Rate"
                  value={`${percent(result.heloc.annualRatePercent)}, variable`}
                />
              </dl>
              <p className="lcalc-small">
                Drawn in full at once. A HELOC’s rate usually moves with the prime rate, so these
                payments can change.
              </p>
            </section>
            <section className="lcalc-card" aria-labelledby={`${idPrefix}-loan`}>
              <Sub id={`${idPrefix}-loan`}>Home equity loan of {dollars(result.borrowCents)}</Sub>
              <dl className="lcalc-list" data-testid="loan-payments">
                <ResultRow
                  term="Monthly payment"
                  value={cents(result.homeEquityLoan.paymentCents)}
                  total
                />
                <ResultRow term="Term" value={years(result.homeEquityLoan.termMonths)} />
                <ResultRow
                  term="Rate"
                  value={`${percent(result.homeEquityLoan.annualRatePercent)}, fixed`}
                />
                <ResultRow
                  term="Total interest"
                  value={cents(result.homeEquityLoan.totalInterestCents)}
                />
              </dl>
            </section>
          </>
        )}
      </div>
      {!none && (
        <p>
          After borrowing {dollars(result.borrowCents)}, all loans on the home come to{' '}
          {percent(result.combinedLtvAfterPercent, 1)} of its value.
        </p>
      )}
      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          Available to borrow = home value × {cap} − everything you owe, never less than $0:{' '}
          {dollars(result.homeValueCents)} × {cap} = {dollars(result.maxTotalDebtCents)}, less{' '}
          {dollars(result.totalLiensCents)}. The limit is rounded down to the cent, so it is never
          exceeded.
        </p>
        <p>
          HELOC while drawing = amount × rate ÷ 12, rounded to the cent (interest only). HELOC while
          repaying and the home equity loan use the standard loan payment: amount × r ÷ (1 − (1 + r)
          <sup>−n</sup>), where r is the yearly rate ÷ 12 and n the number of monthly payments.
          Total interest is the sum of each month’s interest on the balance, rounded to the cent,
          with the last payment paying off exactly what is left.
        </p>
        <ul>
          <li>
            HELOC: drawn in full on day one; {years(result.heloc.drawMonths)} of interest-only
            payments, then {years(result.heloc.repaymentMonths)} to repay, at a rate that stays{' '}
            {percent(result.heloc.annualRatePercent)} (a HELOC’s rate usually varies).
          </li>
          <li>
            Home equity loan: fixed rate of {percent(result.homeEquityLoan.annualRatePercent)} over{' '}
            {years(result.homeEquityLoan.termMonths)}.
          </li>
          <li>
            Many lenders lend up to 80% to 90% of a home’s value across all loans; yours sets its
            own limit and may also look at your credit, income and the appraised value.
          </li>
          <li>Closing costs and fees, which some lenders charge, are not included.</li>
        </ul>
      </details>
    </div>
  );
}
