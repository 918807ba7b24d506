import { dollarsAndCents, percent, ResultRow, wholeDollars } from '@lender/calculator-kit';
import { PREQUALIFICATION_MAX_DTI } from '@lender/mortgage-math';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { Skeleton } from '@lender/ui/skeleton';
import type { PrequalificationState } from './use-affordability-api.ts';

interface PrequalifiedSectionProps {
  state: PrequalificationState;
  /** The loan of the estimate above (its price less its down payment), dollars. */
  estimateLoan: number;
  /** The debt-to-income ratio of the estimate above, percent. */
  estimateDtiPercent: number;
  headingLevel: 2 | 3;
  onRetry: () => void;
  onEditMyInfo: () => void;
  idPrefix: string;
}

/** SPEC §4 prequalification: loading, success, the credit and cash-to-buy errors, or a generic error with retry. */
export function PrequalifiedSection({
  state,
  estimateLoan,
  estimateDtiPercent,
  headingLevel,
  onRetry,
  onEditMyInfo,
  idPrefix,
}: PrequalifiedSectionProps) {
  if (state.status === 'idle') return null;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const editMyInfo = (
    <Button type="button" variant="secondary" onClick={onEditMyInfo}>
      Edit my info
    </Button>
  );
  return (
    <section
      className="lcalc-card lcalc-prequal"
      aria-labelledby={`${idPrefix}-prequal`}
      data-testid="prequalification"
    >
      <Sub id={`${idPrefix}-prequal`}>Your prequalified estimate</Sub>
      {state.status === 'loading' && <Skeleton label="Finding a loan for you…" lines={4} />}
      {state.status === 'credit' && (
        <>
          <Alert variant="info" title="We need a credit score of 581 or more to prequalify you">
            <p>
              You can still buy a home. A loan officer can talk you through ways to raise your
              score, and loans for lower scores.
            </p>
          </Alert>
          {editMyInfo}
        </>
      )}
      {state.status === 'noProduct' && (
        <>
          <Alert variant="info" title="None of our loans fits this cash to buy">
            <p>{state.message ?? 'Try a larger down payment, or a lower price.'}</p>
          </Alert>
          {editMyInfo}
        </>
      )}
      {state.status === 'error' && (
        <Alert variant="error" title="Sorry, we could not prequalify you just now">
          <p>Something went wrong on our side. Your results above are not affected.</p>
          <Button type="button" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'success' && (
        <Product
          product={state.product}
          estimateLoan={estimateLoan}
          estimateDtiPercent={estimateDtiPercent}
        />
      )}
      {state.status === 'success' && editMyInfo}
    </section>
  );
}

function Product({
  product,
  estimateLoan,
  estimateDtiPercent,
}: {
  product: Extract<PrequalificationState, { status: 'success' }>['product'];
  estimateLoan: number;
  estimateDtiPercent: number;
}) {
  const { pricing, disclaimers } = product;
  // A lender approves debts up to a higher share of income than the budget's: say so where the
  // loan is the larger, so the two figures do not read as a contradiction.
  const aboveBudget = Math.round(pricing.baseLoanAmount) > Math.round(estimateLoan);
  return (
    <>
      <p>
        {product.productName}, {product.termMonthsCount / 12} years, for a loan of{' '}
        {wholeDollars(pricing.baseLoanAmount)}.
      </p>
      {aboveBudget && (
        <p data-testid="prequal-above-budget">
          This loan is larger than the {wholeDollars(estimateLoan)} of your estimate above: a lender
          can approve debts, this payment included, of up to{' '}
          {percent(PREQUALIFICATION_MAX_DTI * 100, 0)} of your income, while your estimate keeps
          them to {percent(estimateDtiPercent, 0)}. The estimate leaves more room for saving and for
          costs a lender does not count.
        </p>
      )}
      <dl className="lcalc-list" data-testid="prequal-pricing">
        {(
          [
            ['Interest rate', percent(pricing.interestRate)],
            ['APR', percent(pricing.annualPercentageRate)],
            ['Principal and interest', dollarsAndCents(pricing.principalAndInterestAmount)],
            ['Taxes', dollarsAndCents(pricing.taxesAmount)],
            ['Homeowners insurance', dollarsAndCents(pricing.homeownersInsuranceAmount)],
            ['Mortgage insurance', dollarsAndCents(pricing.mortgageInsuranceAmount)],
            ['Total monthly payment', dollarsAndCents(pricing.totalPaymentAmount)],
            ['Term', `${product.termMonthsCount} months`],
          ] as const
        ).map(([term, value]) => (
          <ResultRow
            key={term}
            term={term}
            value={value}
            total={term === 'Total monthly payment'}
          />
        ))}
      </dl>
      <div className="lcalc-disclaimers">
        {disclaimers.assumptions.length > 0 && (
          <>
            <p className="lcalc-small-heading">What this assumes</p>
            <ul data-testid="prequal-assumptions">
              {disclaimers.assumptions.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        )}
        {[...disclaimers.formattedDisclaimers, ...disclaimers.generalDisclaimers].map((text) => (
          <p key={text} className="lcalc-small">
            {text}
          </p>
        ))}
      </div>
    </>
  );
}
