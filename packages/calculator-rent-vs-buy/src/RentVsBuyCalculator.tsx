import { createCalculatorClient } from '@lender/api-client/calculators';
import {
  type CalculatorProps,
  dollarsAndCents,
  FiguresNote,
  percent,
  ResultRow,
  ResultsAnnouncer,
  SummaryBar,
  wholeDollars,
} from '@lender/calculator-kit';
import { useCalculator, type CalculatorShown } from '@lender/calculator-kit/engine';
import { CalculatorForm, fieldRenderers, RATE_SLIDER } from '@lender/calculator-kit/form-fields';
import { ChartLegend, YearlyChartTable } from '@lender/calculator-kit/yearly-chart';
import {
  DEFAULT_RENT_VS_BUY_ASSUMPTIONS as ASSUMED,
  RENT_VS_BUY_ANNUAL_TAX_PERCENT,
  RENT_VS_BUY_CLOSING_COST_PERCENT,
  RENT_VS_BUY_TERM_MONTHS,
  RENT_VS_BUY_YEARS_MAX,
  RENT_VS_BUY_YEARS_MIN,
  type RentVsBuyResult,
} from '@lender/mortgage-math';
import { Alert } from '@lender/ui/alert';
import { Link } from '@lender/ui/link';
import { Slider } from '@lender/ui/slider';
import { memo, useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { crossoverYear, rentVsBuyCalculator, request } from './calculator.ts';
import { CHART_SERIES, CostChart } from './CostChart.tsx';
import { CHECKED_FIELDS, CREDIT_SCORE_OPTIONS, type RentVsBuyValues } from './form.ts';

export type RentVsBuyCalculatorProps = CalculatorProps<RentVsBuyValues>;

/** Where the method comes from: the New York Times' rent-or-buy calculator. */
export const METHOD_URL =
  'https://www.nytimes.com/interactive/2024/upshot/buy-rent-calculator.html';

type Shown = CalculatorShown<RentVsBuyValues, RentVsBuyResult>;

/** "1 year", "14 years". */
const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

/**
 * Rent vs buy (SPEC §2, §3, §5, §9): the home, the loan and the rent in; the cumulative cost
 * of renting and of buying over 30 years out, with the year buying wins, a year slider, a chart
 * and how every figure was worked out. The page's figures come at once from @lender/mortgage-math;
 * the API is then asked for the same function's answer, which replaces them (`confirm`).
 */
export function RentVsBuyCalculator(props: RentVsBuyCalculatorProps) {
  const { apiBaseUrl = '', fetch } = props;
  const api = useMemo(
    () => createCalculatorClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) }),
    [apiBaseUrl, fetch],
  );
  const form = useCalculator(rentVsBuyCalculator, {
    initialValues: props.initialValues,
    onEvent: props.onEvent,
    confirm: async (values) => {
      const answer = await api.rentVsBuy(request(values).query);
      return answer.ok ? answer.data : undefined;
    },
  });
  const { values, errors } = form;
  // The 30-year chart and table render after the urgent update (the box just left, its
  // message), in the background, so the page answers the next key press at once (INP). The
  // figures and the API's check of them are deferred together, so they always agree.
  const now = useMemo(
    () => ({ shown: form.shown, confirmation: form.confirmation }),
    [form.shown, form.confirmation],
  );
  const { shown, confirmation } = useDeferredValue(now);
  // The year the slider shows: the visitor's, for these figures; new figures start at their
  // change year.
  const [picked, setPicked] = useState<{ year: number; values: RentVsBuyValues }>();
  const year =
    shown && picked?.values === shown.values ? picked.year : (shown?.result.changeYear ?? 0);
  const setYear = useCallback(
    (next: number) => shown && setPicked({ year: next, values: shown.values }),
    [shown],
  );
  const failed = confirmation === 'failed';
  const baseId = useId().replace(/[^\w-]/g, '');
  const resultsRef = useRef<HTMLElement>(null);
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: form.commit });
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4';
  const cross = shown && crossoverYear(shown.result.rentData, shown.result.buyData);

  return (
    <div className="lcalc lrvb">
      <CalculatorForm className="lrvb__form" form={form} errors={fields.summary(CHECKED_FIELDS)}>
        {fields.price('purchasePrice', 'Home price')}
        <div className="lrvb__pair">
          {fields.downPayment('downPaymentAmt', 'Down payment', 'purchasePrice')}
          {fields.number('downPaymentPercent', 'Down payment percent', {
            hint: 'Of the home price',
            format: { maximumFractionDigits: 2 },
          })}
        </div>
        {fields.rate('interestRate', 'Interest rate', {
          hint: 'Percent a year, from 0 to 10',
          slider: { ...RATE_SLIDER, max: 10 },
        })}
        {fields.money('rent', 'Monthly rent', 'For a home like the one you would buy')}
        {fields.choice('creditScore', 'Credit score', CREDIT_SCORE_OPTIONS, {
          hint: 'Prices mortgage insurance when you put down less than 20%',
        })}
      </CalculatorForm>

      <section
        ref={resultsRef}
        id={`${baseId}-figures`}
        className="lcalc__results lrvb__results"
        aria-labelledby={`${baseId}-results`}
      >
        <Heading id={`${baseId}-results`}>Renting against buying</Heading>
        <ResultsAnnouncer {...form.announcement} />
        <FiguresNote example={form.example} stale={form.stale} />
        {shown === undefined && (
          <p className="lcalc-muted">
            Fill in the form to compare the cost of renting with buying.
          </p>
        )}
        {failed && (
          <Alert variant="error" title="Sorry, we could not work out your breakdown">
            <p>
              Something went wrong on our side. Check your answers and try again in a few minutes.
            </p>
          </Alert>
        )}
        {shown && !failed && (
          <Breakdown
            shown={shown}
            confirmed={confirmation === 'confirmed'}
            year={year}
            setYear={setYear}
            idPrefix={baseId}
            Sub={Sub}
          />
        )}
      </section>
      {shown && !failed && (
        <SummaryBar
          label={cross === undefined ? 'Renting costs less' : 'Buying costs less after'}
          figure={cross === undefined ? 'for 30 years' : years(cross)}
          results={resultsRef}
          resultsId={`${baseId}-figures`}
        />
      )}
    </div>
  );
}

/** Each year's totals with year 0 first (the day of the purchase): renting, buying, equity. */
function totalsByYear({ values, result }: Shown) {
  return {
    rent: [0, ...result.rentData],
    buy: [result.assumedData.closingCost, ...result.buyData],
    equity: [request(values).query.downPayment, ...result.equityData],
  };
}

type Totals = ReturnType<typeof totalsByYear>;

/**
 * The figures shown, from the calculation alone (not the form's values), so typing in the form
 * does not re-render the chart and the table: a key press stays within one frame.
 */
const Breakdown = memo(function Breakdown({
  shown,
  confirmed,
  year,
  setYear,
  idPrefix,
  Sub,
}: {
  shown: Shown;
  confirmed: boolean;
  year: number;
  setYear: (year: number) => void;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const { result } = shown;
  const totals = useMemo(() => totalsByYear(shown), [shown]);
  const { query, creditScore } = request(shown.values);
  const cross = crossoverYear(result.rentData, result.buyData);
  const rentAt = totals.rent[year]!;
  const buyAt = totals.buy[year]!;
  const cheaper = buyAt < rentAt ? 'Buying' : rentAt < buyAt ? 'Renting' : undefined;
  const assumed = result.assumedData;
  return (
    <div data-testid="rent-vs-buy-breakdown" data-confirmed={confirmed}>
      <p className="lcalc-headline">
        {cross === undefined ? (
          <strong className="lcalc-headline__figure">Renting costs less for all 30 years</strong>
        ) : (
          <>
            Buying costs less than renting after{' '}
            <strong className="lcalc-headline__figure" data-testid="crossover-year">
              {years(cross)}
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
        <Sub id={`${idPrefix}-at-year`}>After {years(year)}</Sub>
        <dl className="lcalc-list" data-testid="year-breakdown">
          <ResultRow term="Renting has cost you" value={wholeDollars(rentAt)} />
          <ResultRow term="Buying has cost you" value={wholeDollars(buyAt)} />
          <ResultRow term="Your equity in the home" value={wholeDollars(totals.equity[year]!)} />
        </dl>
        <p>
          {cheaper
            ? `${cheaper} is cheaper by ${wholeDollars(Math.abs(buyAt - rentAt))} after ${years(year)}.`
            : 'Renting and buying cost the same.'}
        </p>
      </section>
      <figure className="lcalc-figure">
        <figcaption id={`${idPrefix}-chart`}>
          Total cost of renting and of buying, year by year
        </figcaption>
        <ChartLegend classPrefix="lcalc" series={CHART_SERIES} />
        <CostChart
          rentData={result.rentData}
          buyData={result.buyData}
          crossoverYear={cross}
          year={year}
          captionId={`${idPrefix}-chart`}
        />
      </figure>
      <details className="lcalc-how">
        <summary>The figures as a table</summary>
        <CostTable totals={totals} />
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
            Loan: {RENT_VS_BUY_TERM_MONTHS / 12} years at {percent(query.interestRate)}, on{' '}
            {wholeDollars(query.purchasePrice - query.downPayment)}.
          </li>
          <li>Property tax: {percent(RENT_VS_BUY_ANNUAL_TAX_PERCENT)} of the price a year.</li>
          <li>Homeowners insurance: {dollarsAndCents(assumed.monthlyInsurancePayment)} a month.</li>
          <li>Closing costs: {percent(RENT_VS_BUY_CLOSING_COST_PERCENT)} of the price.</li>
          <li>
            Mortgage insurance: priced for a credit score of {creditScore}
            {shown.values.creditScore === '' ? ' (you did not choose one)' : ''}, until the loan
            falls to {percent(ASSUMED.pmiRemovalLtvPercent)} of the price.
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

const TABLE_SERIES = [
  ...CHART_SERIES,
  { key: 'equity', label: 'Equity', color: 'currentColor', dash: undefined },
] as const;
const YEARS = Array.from({ length: RENT_VS_BUY_YEARS_MAX }, (_, index) => index + 1);

/** The figures of the chart as a table; the same for every year chosen, so kept out of its renders. */
const CostTable = memo(function CostTable({ totals }: { totals: Totals }) {
  return (
    <YearlyChartTable
      classPrefix="lcalc"
      series={TABLE_SERIES}
      values={totals}
      years={YEARS}
      label="Total cost by year"
      caption="Total cost to the end of each year"
      yearHeader="Year"
      format={wholeDollars}
    />
  );
});
