import { type CalculatorProps, CalculatorResults, percent } from '@lender/calculator-kit';
import { CalculatorForm, fieldRenderers } from '@lender/calculator-kit/form-fields';
import { useCalculator } from '@lender/calculator-kit/engine';
import {
  CostBars,
  cents,
  currentLoanFieldset,
  PAY_COSTS_OPTIONS,
  termInWords,
  wholeCents,
} from '@lender/calculator-refinance';
import type { ShorterTermRefinanceCalculatorResult as Result } from '@lender/mortgage-math';
import {
  CHECKED_FIELDS,
  request,
  shorterTermRefinance,
  TERMS,
  type ShorterTermValues,
} from './form.ts';
import { bestOption, savingsFigure, shorterTermSummary, years } from './summary.ts';

export type ShorterTermRefinanceCalculatorProps = CalculatorProps<ShorterTermValues>;

/**
 * Shorter term refinance: the loan you have against 10-, 15- and 20-year loans side by side,
 * each at the rate you were offered: the payment change, the interest saved, the time saved and
 * what is left after closing costs, said plainly when a term costs more than keeping your loan.
 */
export function ShorterTermRefinanceCalculator(props: ShorterTermRefinanceCalculatorProps) {
  const form = useCalculator(shorterTermRefinance, props);
  const fields = fieldRenderers(form);

  return (
    <div className="lcalc lref">
      <CalculatorForm className="lref__form" form={form} errors={fields.summary(CHECKED_FIELDS)}>
        {currentLoanFieldset(fields, 'Percent a year, like 7.5')}
        <fieldset className="lref__group" aria-describedby={`${fields.id('rate10')}-rates-hint`}>
          <legend>Rates you were offered</legend>
          <p id={`${fields.id('rate10')}-rates-hint`} className="lui-hint">
            The rates filled in are examples, not quotes: enter the ones a lender offered you.
          </p>
          {TERMS.map((term) => fields.rate(term.field, `${term.years}-year loan rate`))}
        </fieldset>
        <fieldset className="lref__group">
          <legend>Closing costs</legend>
          {fields.money(
            'closingCosts',
            'Closing costs of the new loan',
            'Lender and third-party fees, often 2% to 5% of the loan',
          )}
          {fields.choice('payCosts', 'How would you pay the closing costs?', PAY_COSTS_OPTIONS)}
        </fieldset>
      </CalculatorForm>

      <CalculatorResults form={form} className="lref__results" summary={savingsFigure}>
        {(shown) => <Comparison result={shown.result} values={shown.values} />}
      </CalculatorResults>
    </div>
  );
}

function Comparison({ result, values }: { result: Result; values: ShorterTermValues }) {
  const input = request(values);
  const best = bestOption(result);
  const costlier = result.options.filter((option) => option.netSavingsCents < 0);
  const change = (cents_: number) =>
    cents_ > 0 ? `${cents(cents_)} more` : cents_ < 0 ? `${cents(-cents_)} less` : 'No change';
  return (
    <div data-testid="shorter-term-results">
      <p className="lcalc-headline" data-testid="headline">
        <strong>{shorterTermSummary(result)}</strong>
      </p>
      {costlier.length > 0 && (
        <div className="lcalc-card lref-warning" data-testid="costs-more">
          {costlier.map((option) => (
            <p key={option.termMonths}>
              <strong>
                A {years(option)} loan would cost you {wholeCents(-option.netSavingsCents)} more
                than keeping your loan
              </strong>
              {option.monthsSaved < 0
                ? `: it runs ${termInWords(-option.monthsSaved)} longer than what is left on your loan.`
                : `: the interest it saves does not cover the closing costs of ${cents(input.closingCostsCents)}.`}
            </p>
          ))}
        </div>
      )}

      {/* Focusable so a keyboard can scroll it on a narrow screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="lref-table-wrap" tabIndex={0} role="region" aria-label="Terms side by side">
        <table className="lref-table" data-testid="terms-table">
          <caption>Your loan and each shorter term, side by side</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Keep your loan</th>
              {result.options.map((option) => (
                <th scope="col" key={option.termMonths}>
                  {option.termMonths / 12} years
                  {option === best && <span className="lui-visually-hidden"> (saves most)</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Interest rate</th>
              <td>{percent(input.currentAnnualRatePercent)}</td>
              {result.options.map((option) => (
                <td key={option.termMonths}>{percent(option.annualRatePercent)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Monthly payment</th>
              <td data-testid="payment-current">{cents(result.currentPaymentCents)}</td>
              {result.options.map((option) => (
                <td key={option.termMonths} data-testid={`payment-${option.termMonths / 12}`}>
                  {cents(option.newPaymentCents)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Payment change</th>
              <td>—</td>
              {result.options.map((option) => (
                <td key={option.termMonths} data-testid={`change-${option.termMonths / 12}`}>
                  {change(option.paymentChangeCents)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Paid off in</th>
              <td>{termInWords(input.currentRemainingMonths)}</td>
              {result.options.map((option) => (
                <td key={option.termMonths}>{termInWords(option.termMonths)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Interest from now on</th>
              <td data-testid="interest-current">{cents(result.currentTotalInterestCents)}</td>
              {result.options.map((option) => (
                <td key={option.termMonths} data-testid={`interest-${option.termMonths / 12}`}>
                  {cents(option.newTotalInterestCents)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Interest saved</th>
              <td>—</td>
              {result.options.map((option) => (
                <td key={option.termMonths} data-testid={`saved-${option.termMonths / 12}`}>
                  {option.interestSavedCents < 0
                    ? `${cents(-option.interestSavedCents)} more interest`
                    : cents(option.interestSavedCents)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Saved after closing costs</th>
              <td>—</td>
              {result.options.map((option) => (
                <td key={option.termMonths} data-testid={`net-${option.termMonths / 12}`}>
                  {option.netSavingsCents < 0
                    ? `${cents(-option.netSavingsCents)} lost`
                    : cents(option.netSavingsCents)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <figure className="lref-figure">
        <figcaption>What you would pay from now on</figcaption>
        <CostBars
          segments={['Loan balance', 'Interest', 'Closing costs']}
          bars={[
            {
              label: 'Keep your loan',
              cents: [input.currentBalanceCents, result.currentTotalInterestCents, 0],
            },
            ...result.options.map((option) => ({
              label: `${option.termMonths / 12}-year loan`,
              cents: [
                input.currentBalanceCents,
                option.newTotalInterestCents,
                input.closingCostsCents,
              ],
            })),
          ]}
          summary={shorterTermSummary(result)}
        />
      </figure>

      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          Every payment is principal and interest only, worked out with the standard loan payment
          formula (Excel&apos;s PMT): payment = loan × <var>i</var> ÷ (1 − (1 + <var>i</var>)
          <sup>−n</sup>), where <var>i</var> is the yearly rate ÷ 12 and <var>n</var> the number of
          monthly payments, rounded to the cent.
        </p>
        <ul>
          <li>
            Your current loan: {cents(input.currentBalanceCents)} at{' '}
            {percent(input.currentAnnualRatePercent)} over the{' '}
            {termInWords(input.currentRemainingMonths)} left.
          </li>
          <li>
            Each new loan: {cents(result.options[0]!.newLoanAmountCents)}
            {input.rollClosingCostsIntoLoan ? ' (your balance plus the closing costs)' : ''} at the
            rate you entered for its term.
          </li>
          <li>
            Interest from now on: a month-by-month schedule for each loan, each month&apos;s
            interest rounded to the cent, the last payment paying off exactly what is left. Interest
            saved is your current loan&apos;s interest less the new loan&apos;s.
          </li>
          <li>
            Saved after closing costs: the interest saved less the closing costs, which are paid
            once whether in cash or added to the loan.
          </li>
          <li>
            Taxes and insurance are left out: they do not change when you refinance. Both loans are
            fixed-rate, paid as scheduled with no extra payments.
          </li>
        </ul>
      </details>
    </div>
  );
}
