import type { CalculatorProps } from '@lender/calculator-kit';
import {
  dollarsAndCents,
  percent,
  ResultRow,
  ResultsAnnouncer,
  wholeDollars,
} from '@lender/calculator-kit';
import { fieldRenderers, RATE_FORMAT, submitHandler } from '@lender/calculator-kit/form-fields';
import {
  DEFAULT_RENT_VS_BUY_ASSUMPTIONS as ASSUMED,
  RENT_VS_BUY_ANNUAL_TAX_PERCENT,
  RENT_VS_BUY_CLOSING_COST_PERCENT,
  RENT_VS_BUY_TERM_MONTHS,
  RENT_VS_BUY_YEARS_MAX,
  RENT_VS_BUY_YEARS_MIN,
} from '@lender/mortgage-math';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { Link } from '@lender/ui/link';
import { RadioGroup } from '@lender/ui/radio-group';
import { Slider } from '@lender/ui/slider';
import { memo, useId } from 'react';
import { ChartLegend, CostChart } from './CostChart.tsx';
import { CHECKED_FIELDS, CREDIT_SCORE_OPTIONS, type RentVsBuyValues } from './form.ts';
import type { RentVsBuyResponse } from '@lender/api-client/calculators';
import { crossoverYear, useRentVsBuy } from './use-rent-vs-buy.ts';

export type RentVsBuyCalculatorProps = CalculatorProps<RentVsBuyValues>;

/** Where the method comes from: the New York Times' rent-or-buy calculator. */
export const METHOD_URL =
  'https://www.nytimes.com/interactive/2024/upshot/buy-rent-calculator.html';

/**
 * Rent vs buy (SPEC §2, §3, §5, §9): the home, the loan and the rent in; the cumulative cost
 * of renting and of buying over 30 years out, with the year buying wins, a year slider, a chart
 * and how every figure was worked out.
 */
export function RentVsBuyCalculator(props: RentVsBuyCalculatorProps) {
  const calculator = useRentVsBuy(props);
  const { values, errors, comparison, year } = calculator;
  const baseId = useId().replace(/[^\w-]/g, '');
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: calculator.commit });
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4';

  return (
    <div className="lrvb">
      <form className="lrvb__form" noValidate onSubmit={submitHandler(calculator.submit)}>
        <ErrorSummary errors={fields.summary(CHECKED_FIELDS)} focusKey={calculator.failedSubmits} />
        {fields.money('purchasePrice', 'Home price')}
        <div className="lrvb__pair">
          {fields.money('downPaymentAmt', 'Down payment')}
          {fields.number('downPaymentPercent', 'Down payment percent', {
            hint: 'Of the home price',
            format: { maximumFractionDigits: 2 },
          })}
        </div>
        {fields.number('interestRate', 'Interest rate', {
          hint: 'Percent a year, from 0 to 10',
          format: RATE_FORMAT,
        })}
        {fields.money('rent', 'Monthly rent', 'For a home like the one you would buy')}
        <RadioGroup
          id={fields.id('creditScore')}
          name="creditScore"
          legend="Credit score"
          hint="Prices mortgage insurance when you put down less than 20%"
          items={CREDIT_SCORE_OPTIONS}
          value={values.creditScore === '' ? null : values.creditScore}
          onChange={(value) => calculator.commit('creditScore', value)}
        />
        <Button type="submit">Compare renting and buying</Button>
      </form>

      <section className="lrvb__results" aria-labelledby={`${baseId}-results`}>
        <Heading id={`${baseId}-results`}>Renting against buying</Heading>
        <ResultsAnnouncer {...calculator.announcement} />
        {comparison.status === 'idle' && (
          <p className="lcalc-muted">
            Fill in the form to compare the cost of renting with buying.
          </p>
        )}
        {comparison.status === 'failed' && (
          <Alert variant="error" title="Sorry, we could not work out your breakdown">
            <p>
              Something went wrong on our side. Check your answers and try again in a few minutes.
            </p>
          </Alert>
        )}
        {comparison.status === 'shown' && (
          <Breakdown
            comparison={comparison}
            year={year}
            setYear={calculator.setYear}
            idPrefix={baseId}
            Sub={Sub}
          />
        )}
      </section>
    </div>
  );
}

/**
 * The figures shown, from the comparison alone (not the form's values), so typing in the form
 * does not re-render the chart and the table: a key press stays within one frame.
 */
const Breakdown = memo(function Breakdown({
  comparison,
  year,
  setYear,
  idPrefix,
  Sub,
}: {
  comparison: Extract<ReturnType<typeof useRentVsBuy>['comparison'], { status: 'shown' }>;
  year: number;
  setYear: (year: number) => void;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const { data } = comparison;
  const cross = crossoverYear(data.rentData, data.buyData);
  const rentAt = year === 0 ? 0 : data.rentData[year - 1]!;
  const buyAt = year === 0 ? data.assumedData.closingCost : data.buyData[year - 1]!;
  const equityAt = year === 0 ? comparison.downPayment : data.equityData[year - 1]!;
  const cheaper = buyAt < rentAt ? 'Buying' : rentAt < buyAt ? 'Renting' : undefined;
  const assumed = data.assumedData;
  return (
    <div data-testid="rent-vs-buy-breakdown" data-confirmed={comparison.confirmed}>
      <p className="lcalc-headline">
        {cross === undefined ? (
          <strong className="lcalc-headline__figure">Renting costs less for all 30 years</strong>
        ) : (
          <>
            Buying costs less than renting after{' '}
            <strong className="lcalc-headline__figure" data-testid="crossover-year">
              {cross} {cross === 1 ? 'year' : 'years'}
            </strong>
          </>
        )}
      </p>
      <Slider
        id={`${idPrefix}-year`}
        label="Years in the home"
        min={RENT_VS_BUY_YEARS_MIN}
        max={RENT_VS_BUY_YEARS_MAX}
        step={1}
        value={year}
        onChange={setYear}
      />
      <section className="lcalc-card" aria-labelledby={`${idPrefix}-at-year`}>
        <Sub id={`${idPrefix}-at-year`}>
          After {year} {year === 1 ? 'year' : 'years'}
        </Sub>
        <dl className="lcalc-list" data-testid="year-breakdown">
          <ResultRow term="Renting has cost you" value={wholeDollars(rentAt)} />
          <ResultRow term="Buying has cost you" value={wholeDollars(buyAt)} />
          <ResultRow term="Your equity in the home" value={wholeDollars(equityAt)} />
        </dl>
        <p>
          {cheaper
            ? `${cheaper} is cheaper by ${wholeDollars(Math.abs(buyAt - rentAt))} after ${year} ${year === 1 ? 'year' : 'years'}.`
            : 'Renting and buying cost the same.'}
        </p>
      </section>
      <figure className="lrvb-figure">
        <figcaption id={`${idPrefix}-chart`}>
          Total cost of renting and of buying, year by year
        </figcaption>
        <ChartLegend />
        <CostChart
          rentData={data.rentData}
          buyData={data.buyData}
          crossoverYear={cross}
          year={year}
          captionId={`${idPrefix}-chart`}
        />
      </figure>
      <details className="lcalc-how">
        <summary>The figures as a table</summary>
        <CostTable data={data} />
      </details>
      <section className="lcalc-card" aria-labelledby={`${idPrefix}-assumed`}>
        <Sub id={`${idPrefix}-assumed`}>What owning costs in the first year</Sub>
        <dl className="lcalc-list" data-testid="assumed-data">
          <ResultRow
            term="Property tax"
            value={`${dollarsAndCents(assumed.monthlyTaxPayment)} a month`}
          />
          <ResultRow
            term="Homeowners insurance"
            value={`${dollarsAndCents(assumed.monthlyInsurancePayment)} a month`}
          />
          <ResultRow
            term="Mortgage insurance"
            value={`${dollarsAndCents(assumed.mortgageInsurancePayment)} a month`}
          />
          <ResultRow term="Maintenance" value={`${dollarsAndCents(assumed.maintenance)} a month`} />
          <ResultRow term="HOA dues" value={`${wholeDollars(assumed.annualHOADues)} a year`} />
          <ResultRow term="Closing costs" value={wholeDollars(assumed.closingCost)} />
        </dl>
      </section>
      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          For each year we add up what you pay to rent and what you pay to own, as the New York
          Times&apos; rent-or-buy calculator does. Money you do not spend on one side — the down
          payment, closing costs, any monthly difference — is counted as if invested, so each side
          carries what it gives up. Buying&apos;s total is net of selling the home that year: the
          sale price, less selling costs, the loan still owed and tax on a gain above the exclusion.
        </p>
        <p>
          Cost of buying to year <var>n</var> = down payment + closing costs + Σ (principal and
          interest + mortgage insurance + tax + insurance + maintenance + HOA − tax saving) + what
          that money would have earned − (home value − selling costs − loan balance − tax on the
          gain). Cost of renting = Σ rent + what the money not spent would have earned.
        </p>
        <ul>
          <li>
            Loan: {RENT_VS_BUY_TERM_MONTHS / 12} years at {percent(comparison.interestRate)}, on{' '}
            {wholeDollars(comparison.purchasePrice - comparison.downPayment)}.
          </li>
          <li>Property tax: {percent(RENT_VS_BUY_ANNUAL_TAX_PERCENT)} of the price a year.</li>
          <li>Homeowners insurance: {dollarsAndCents(assumed.monthlyInsurancePayment)} a month.</li>
          <li>Closing costs: {percent(RENT_VS_BUY_CLOSING_COST_PERCENT)} of the price.</li>
          <li>
            Mortgage insurance: priced for a credit score of {comparison.creditScore}
            {comparison.creditScoreChosen ? '' : ' (you did not choose one)'}, until the loan falls
            to {percent(ASSUMED.pmiRemovalLtvPercent)} of the price.
          </li>
          <li>
            Home prices grow {percent(ASSUMED.homePriceGrowthPercent)} a year; rents{' '}
            {percent(ASSUMED.rentGrowthPercent)}; other costs with inflation at{' '}
            {percent(ASSUMED.inflationPercent)}.
          </li>
          <li>
            Maintenance: {percent(ASSUMED.maintenancePercent)} of the price a year. HOA dues:{' '}
            {wholeDollars(ASSUMED.annualHoaDuesCents / 100)} a year.
          </li>
          <li>
            Money invested earns {percent(ASSUMED.investmentReturnPercent)} a year, taxed at{' '}
            {percent(ASSUMED.capitalGainsTaxRatePercent)}.
          </li>
          <li>
            Selling costs: {percent(ASSUMED.sellingCostPercent)} of the sale price;{' '}
            {wholeDollars(ASSUMED.homeSaleExclusionCents / 100)} of the gain is not taxed.
          </li>
          <li>
            Mortgage interest and property tax (up to {wholeDollars(ASSUMED.saltCapCents / 100)})
            are deducted at {percent(ASSUMED.marginalTaxRatePercent)} only above the standard
            deduction of {wholeDollars(ASSUMED.standardDeductionCents / 100)}.
          </li>
        </ul>
        <p>
          The growth and return rates are long-run averages, not forecasts.{' '}
          <Link href={METHOD_URL} target="_blank">
            The New York Times&apos; method
          </Link>
        </p>
      </details>
    </div>
  );
});

/** The figures of the chart as a table; the same for every year chosen, so kept out of its renders. */
const CostTable = memo(function CostTable({ data }: { data: RentVsBuyResponse }) {
  return (
    <>
      {/* Focusable so a keyboard can scroll it on a narrow screen. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="lrvb-table-wrap" tabIndex={0} role="region" aria-label="Total cost by year">
        <table className="lrvb-table">
          <caption>Total cost to the end of each year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Renting</th>
              <th scope="col">Buying</th>
              <th scope="col">Equity</th>
            </tr>
          </thead>
          <tbody>
            {data.rentData.map((rent, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                <td>{wholeDollars(rent)}</td>
                <td>{wholeDollars(data.buyData[index]!)}</td>
                <td>{wholeDollars(data.equityData[index]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
});
