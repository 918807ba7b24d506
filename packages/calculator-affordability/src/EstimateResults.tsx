import type { CalculatorBrand } from '@lender/calculator-kit';
import {
  dollarsAndCents,
  percent,
  ResultRow,
  TermHint,
  wholeDollars,
} from '@lender/calculator-kit';
import type { AffordabilityResult } from '@lender/api-client/calculators';
import { isDtiWarning } from '@lender/mortgage-math';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { DonutChart } from '@lender/ui/donut-chart';
import { Slider } from '@lender/ui/slider';
import { memo } from 'react';
import { COPY } from './copy.ts';
import { DTI_PERCENT } from './form.ts';
import { ListingsPromo } from './ListingsPromo.tsx';
import { PrequalifiedSection } from './PrequalifiedSection.tsx';
import type { ListingsState, PrequalificationState } from './use-affordability-api.ts';

interface EstimateResultsProps {
  result: AffordabilityResult;
  /** The slider's ratio, percent (the form's). */
  dtiPercent: number;
  /** The slider let go, or moved a step by keyboard: the ratio is committed. */
  onDtiCommit: (percent: number) => void;
  prequalification: PrequalificationState;
  onRetryPrequalification: () => void;
  listings: ListingsState;
  headingLevel: 2 | 3;
  brand: CalculatorBrand | undefined;
  onEditMyInfo: () => void;
  idPrefix: string;
}

// Unchanged while the DTI slider moves: kept out of each step's render.
const Prequalified = memo(PrequalifiedSection);
const Listings = memo(ListingsPromo);

/** The estimate: headline price, DTI slider, the three breakdowns, prequalification, homes. */
export function EstimateResults({
  result,
  dtiPercent,
  onDtiCommit,
  prequalification,
  onRetryPrequalification,
  listings,
  headingLevel,
  brand,
  onEditMyInfo,
  idPrefix,
}: EstimateResultsProps) {
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const warning = isDtiWarning(dtiPercent / 100);
  const slider = (
    <div className="laffordability__dti">
      <Slider
        id={`${idPrefix}-dti`}
        label={COPY.dtiLabel}
        hint={COPY.dtiHint}
        min={DTI_PERCENT.min}
        max={DTI_PERCENT.max}
        step={1}
        value={dtiPercent}
        onChangeEnd={onDtiCommit}
        formatOptions={{ style: 'unit', unit: 'percent' }}
      />
      {warning && (
        <p className="lcalc-warning" data-testid="dti-warning">
          <svg
            className="lcalc-warning__icon"
            viewBox="0 0 20 20"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M10 1 19 18H1Z" fill="currentColor" />
            <path d="M9 7h2v5H9zm0 6.5h2v2H9z" fill="#fff" />
          </svg>
          <span>
            <span className="lui-visually-hidden">Warning: </span>
            {COPY.dtiWarning}
          </span>
        </p>
      )}
    </div>
  );

  if (result.message !== undefined) {
    return (
      <>
        <Alert variant="error" title={COPY.businessErrorTitle}>
          <p>{result.message}</p>
        </Alert>
        {slider}
        <Button type="button" variant="secondary" onClick={onEditMyInfo}>
          {COPY.editMyInfo}
        </Button>
      </>
    );
  }
  const { cashBreakdown: cash, paymentBreakdown: payment, budgetBreakdown: budget } = result;
  return (
    <>
      <p className="lcalc-headline">
        You could afford a home up to{' '}
        <strong className="lcalc-headline__figure" data-testid="affordability">
          {wholeDollars(result.affordability)}
        </strong>
      </p>
      <p className="lcalc-muted">
        With a {result.productDescription} loan at {percent(result.initialRate)} and a{' '}
        <TermHint term="dti">debt-to-income ratio</TermHint> of {percent(result.dti * 100, 0)}.
      </p>
      {slider}
      <div className="lcalc-breakdowns">
        <section className="lcalc-card" aria-labelledby={`${idPrefix}-payment`}>
          <Sub id={`${idPrefix}-payment`}>Monthly payment</Sub>
          <DonutChart
            label="Your estimated monthly payment"
            centerLabel={wholeDollars(payment.monthlyPayment)}
            formatValue={(value) => wholeDollars(value)}
            segments={[
              { label: 'Principal and interest', value: payment.principalInterestPayment },
              { label: 'Property tax', value: payment.propertyTax },
              { label: 'Homeowners insurance', value: payment.homeOwnersInsurance },
              ...(payment.pmi > 0 ? [{ label: 'Mortgage insurance', value: payment.pmi }] : []),
            ]}
          />
          <dl className="lcalc-list" data-testid="payment-breakdown">
            <ResultRow term="Monthly payment" value={dollarsAndCents(payment.monthlyPayment)} />
            <ResultRow
              term="Principal and interest"
              value={dollarsAndCents(payment.principalInterestPayment)}
            />
            <ResultRow
              term={`Property tax (${percent(payment.defaultPropertyTaxPercentage)} a year)`}
              value={dollarsAndCents(payment.propertyTax)}
            />
            <ResultRow
              term="Homeowners insurance"
              value={dollarsAndCents(payment.homeOwnersInsurance)}
            />
            <ResultRow
              term={<TermHint term="pmi">Mortgage insurance</TermHint>}
              value={dollarsAndCents(payment.pmi)}
            />
          </dl>
        </section>
        <section className="lcalc-card" aria-labelledby={`${idPrefix}-cash`}>
          <Sub id={`${idPrefix}-cash`}>Cash to buy</Sub>
          <dl className="lcalc-list" data-testid="cash-breakdown">
            <ResultRow term="Cash to buy" value={wholeDollars(cash.cashToBuy)} />
            <ResultRow
              term={`Down payment (${percent(cash.downPaymentPercent, 1)})`}
              value={wholeDollars(cash.downPayment)}
            />
            <ResultRow
              term={`Closing costs (${percent(cash.closingCostPercent, 1)})`}
              value={wholeDollars(cash.closingCost)}
            />
            <ResultRow term="Left over" value={wholeDollars(cash.additional)} />
          </dl>
        </section>
        <section className="lcalc-card" aria-labelledby={`${idPrefix}-budget`}>
          <Sub id={`${idPrefix}-budget`}>Monthly budget</Sub>
          <dl className="lcalc-list" data-testid="budget-breakdown">
            <ResultRow term="Monthly income" value={dollarsAndCents(budget.monthlyIncome)} />
            <ResultRow term="Home payment" value={dollarsAndCents(budget.monthlyPayment)} />
            <ResultRow term="Other debts" value={dollarsAndCents(budget.monthlyDebt)} />
            <ResultRow
              term="Left for everything else"
              value={dollarsAndCents(budget.monthlyRemainingBudget)}
            />
          </dl>
        </section>
      </div>
      <Prequalified
        state={prequalification}
        estimateLoan={result.affordability - cash.downPayment}
        estimateDtiPercent={result.dti * 100}
        headingLevel={headingLevel}
        onRetry={onRetryPrequalification}
        onEditMyInfo={onEditMyInfo}
        idPrefix={idPrefix}
      />
      <Listings state={listings} brand={brand} headingLevel={headingLevel} />
      <details className="lcalc-how">
        <summary>How we calculated this</summary>
        <p>
          We find the highest whole-dollar price where your home payment plus your other debts stays
          within your debt-to-income ratio of your monthly income, and your money covers the down
          payment and closing costs.
        </p>
        <ul>
          <li>
            Loan: {result.productDescription} at {percent(result.initialRate)}, today&apos;s rate.
          </li>
          <li>
            Property tax: {percent(payment.defaultPropertyTaxPercentage)} of the price a year, the
            average for your state.
          </li>
          <li>
            Homeowners insurance: {wholeDollars(payment.defaultHomeOwnersInsurance)} a year on
            average, scaled with the price.
          </li>
          <li>
            Closing costs: {percent(cash.closingCostPercent, 1)} of the price; at least 3% down.
          </li>
          <li>Mortgage insurance below 20% down, at the rate for a 720 credit score.</li>
          <li>Your income tax is not counted: lenders compare debts with income before tax.</li>
        </ul>
      </details>
    </>
  );
}
