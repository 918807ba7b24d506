import {
  type CalculatorProps,
  CalculatorResults,
  percent,
  ResultRow,
} from '@lender/calculator-kit';
import { CalculatorForm, fieldRenderers } from '@lender/calculator-kit/form-fields';
import { useCalculator } from '@lender/calculator-kit/engine';
import type { LowerPaymentRefinanceCalculatorResult as Result } from '@lender/mortgage-math';
import { CostBars } from './CostBars.tsx';
import { currentLoanFieldset } from './current-loan-fields.tsx';
import { PAY_COSTS_OPTIONS } from './current-loan.ts';
import {
  CHECKED_FIELDS,
  NEW_TERM_OPTIONS,
  refinance,
  request,
  type RefinanceValues,
} from './form.ts';
import { cents, monthsInWords, savingsFigure, termInWords, wholeCents } from './words.ts';

export type RefinanceCalculatorProps = CalculatorProps<RefinanceValues>;

/**
 * Lower payment refinance: the loan you have (balance, rate, time left) against a new rate and
 * term; the new payment, the monthly savings, when the closing costs are paid back and what the
 * change does to the interest still to pay. When refinancing costs more, it says so plainly.
 */
export function RefinanceCalculator(props: RefinanceCalculatorProps) {
  const form = useCalculator(refinance, props);
  const baseId = form.idPrefix;
  const fields = fieldRenderers(form);
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4';

  return (
    <div className="lcalc lref">
      <CalculatorForm className="lref__form" form={form} errors={fields.summary(CHECKED_FIELDS)}>
        {currentLoanFieldset(fields, 'Percent a year, like 6.5')}
        <fieldset className="lref__group">
          <legend>The new loan</legend>
          {fields.rate('newRate', 'New interest rate', { hint: 'Percent a year, like 6.5' })}
          {fields.choice('newTerm', 'New loan term', NEW_TERM_OPTIONS, {
            orientation: 'horizontal',
          })}
          {fields.money(
            'closingCosts',
            'Closing costs',
            'Lender and third-party fees, often 2% to 5% of the loan',
          )}
          {fields.choice('payCosts', 'How would you pay the closing costs?', PAY_COSTS_OPTIONS)}
        </fieldset>
      </CalculatorForm>

      <CalculatorResults form={form} className="lref__results" summary={savingsFigure}>
        {(shown) => (
          <Results result={shown.result} values={shown.values} idPrefix={baseId} Sub={Sub} />
        )}
      </CalculatorResults>
    </div>
  );
}

function Results({
  result,
  values,
  idPrefix,
  Sub,
}: {
  result: Result;
  values: RefinanceValues;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const input = request(values);
  const change = Math.abs(result.monthlySavingsCents);
  const lifetime = result.lifetimeCostChangeCents;
  const interest = result.lifetimeInterestChangeCents;
  const longer = input.newTermMonths - input.currentRemainingMonths;
  return (
    <div data-testid="refinance-results">
      <p className="lcalc-headline">
        {result.noMonthlySavings ? (
          change === 0 ? (
            <>Your monthly payment would not change</>
          ) : (
            <>
              Your monthly payment would go up by{' '}
              <strong className="lcalc-headline__figure" data-testid="monthly-change">
                {cents(change)}
              </strong>
            </>
          )
        ) : (
          <>
            You could save{' '}
            <strong className="lcalc-headline__figure" data-testid="monthly-change">
              {cents(change)} a month
            </strong>
          </>
        )}
      </p>

      {(result.noMonthlySavings || result.costsMoreOverLife) && (
        <div className="lcalc-card lref-warning" data-testid="costs-more">
          <p>
            <strong>
              {result.noMonthlySavings
                ? 'This refinance would not lower your payment.'
                : `Refinancing would cost you ${wholeCents(lifetime)} more over the life of the loan.`}
            </strong>{' '}
            {result.noMonthlySavings
              ? `The new payment of ${cents(result.newPaymentCents)} is ${change === 0 ? 'the same as' : 'more than'} your current ${cents(result.currentPaymentCents)}, so there is no monthly saving to pay back the closing costs of ${cents(result.closingCostsCents)}.`
              : longer > 0
                ? `Your payment goes down because the new loan runs ${termInWords(longer)} longer than what is left on your loan, and you pay interest for that time too.`
                : `The interest you save does not cover the closing costs of ${cents(result.closingCostsCents)}.`}
          </p>
        </div>
      )}

      <dl className="lcalc-list" data-testid="refinance-figures">
        <ResultRow
          term="Current monthly payment"
          value={cents(result.currentPaymentCents)}
          testId="current-payment"
        />
        <ResultRow
          term="New monthly payment"
          value={cents(result.newPaymentCents)}
          testId="new-payment"
        />
        <ResultRow
          term={result.noMonthlySavings ? 'Monthly increase' : 'Monthly savings'}
          value={cents(change)}
          testId="monthly-savings"
        />
        <ResultRow
          term="Closing costs"
          value={cents(result.closingCostsCents)}
          testId="closing-costs"
        />
        <ResultRow
          term="Closing costs paid back after"
          value={
            result.breakEvenMonth === undefined
              ? 'Never: the payment does not go down'
              : result.breakEvenMonth === 0
                ? 'At once: there are no closing costs'
                : monthsInWords(result.breakEvenMonth)
          }
          testId="break-even"
        />
      </dl>
      {result.breakEvenMonth !== undefined &&
        result.breakEvenMonth > 0 &&
        !result.breaksEvenBeforePayoff && (
          <p className="lref-note" data-testid="no-break-even">
            The loan would be paid off before the savings pay back the closing costs.
          </p>
        )}

      <section className="lcalc-card" aria-labelledby={`${idPrefix}-lifetime`}>
        <Sub id={`${idPrefix}-lifetime`}>Over the life of the loan</Sub>
        <dl className="lcalc-list">
          <ResultRow
            term="Interest left to pay on your current loan"
            value={cents(result.currentTotalInterestCents)}
            testId="current-interest"
          />
          <ResultRow
            term="Interest on the new loan"
            value={cents(result.newTotalInterestCents)}
            testId="new-interest"
          />
          <ResultRow
            term={interest > 0 ? 'Extra interest' : 'Interest saved'}
            value={cents(Math.abs(interest))}
            testId="interest-change"
          />
          <ResultRow
            term={
              lifetime > 0
                ? 'Refinancing costs you, with closing costs'
                : 'Refinancing saves you, with closing costs'
            }
            value={cents(Math.abs(lifetime))}
            testId="lifetime-change"
          />
        </dl>
      </section>

      <figure className="lref-figure">
        <figcaption>What you would pay from now on</figcaption>
        <CostBars
          segments={['Loan balance', 'Interest', 'Closing costs']}
          bars={[
            {
              label: 'Keep your loan',
              cents: [input.currentBalanceCents, result.currentTotalInterestCents, 0],
            },
            {
              label: 'Refinance',
              cents: [
                input.currentBalanceCents,
                result.newTotalInterestCents,
                result.closingCostsCents,
              ],
            },
          ]}
          summary={
            lifetime > 0
              ? `Refinancing costs ${wholeCents(lifetime)} more than keeping your loan, counting interest and closing costs.`
              : `Refinancing costs ${wholeCents(-lifetime)} less than keeping your loan, counting interest and closing costs.`
          }
        />
      </figure>

      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          Both payments are principal and interest only, worked out with the standard loan payment
          formula (Excel&apos;s PMT): payment = loan × <var>i</var> ÷ (1 − (1 + <var>i</var>)
          <sup>−n</sup>), where <var>i</var> is the yearly rate ÷ 12 and <var>n</var> the number of
          monthly payments, rounded to the cent.
        </p>
        <ul>
          <li>
            Your current loan: {cents(input.currentBalanceCents)} at{' '}
            {percent(input.currentAnnualRatePercent)} over the{' '}
            {termInWords(input.currentRemainingMonths)} left. If your statement shows a different
            principal and interest payment, check the time left.
          </li>
          <li>
            The new loan: {cents(result.newLoanAmountCents)}
            {input.rollClosingCostsIntoLoan ? ' (your balance plus the closing costs)' : ''} at{' '}
            {percent(input.newAnnualRatePercent)} for {termInWords(input.newTermMonths)}.
          </li>
          <li>
            Closing costs paid back: the closing costs ÷ the monthly savings, rounded up to a whole
            month. Added to the loan or paid in cash, they are paid once, and we count them once.
          </li>
          <li>
            Interest over the life of each loan: a month-by-month schedule, each month&apos;s
            interest rounded to the cent, the last payment paying off exactly what is left.
          </li>
          <li>
            Taxes, homeowners insurance and mortgage insurance are left out: a refinance does not
            change the first two, and mortgage insurance depends on the new loan&apos;s terms.
          </li>
          <li>Both loans are fixed-rate, paid as scheduled with no extra payments.</li>
        </ul>
      </details>
    </div>
  );
}
