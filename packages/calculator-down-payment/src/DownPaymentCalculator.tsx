import {
  type CalculatorProps,
  CalculatorResults,
  dollarsAndCents,
  percent,
  wholeDollars,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { CalculatorForm, fieldRenderers } from '@lender/calculator-kit/form-fields';
import {
  centsToDollars,
  PMI_RATE_CARD_20_YEARS_OR_LESS,
  PMI_RATE_CARD_OVER_20_YEARS,
  PMI_SHORT_TERM_MAX_MONTHS,
  type DownPaymentProgram,
} from '@lender/mortgage-math';
import { useState } from 'react';
import {
  CHECKED_FIELDS,
  CREDIT_SCORE_OPTIONS,
  downPayment,
  TERM_OPTIONS,
  type DownPaymentColumn,
  type DownPaymentFigures,
  type DownPaymentValues,
} from './form.ts';
import { columnLabel, hasPayment } from './columns.ts';
import { PaymentChart } from './PaymentChart.tsx';
import { mainFigure } from './summary.ts';

export interface DownPaymentCalculatorProps extends CalculatorProps<DownPaymentValues> {
  /** The year whose loan limits apply; default this year (stories and tests pin it). */
  year?: number;
}

const dollars = (cents: number) => wholeDollars(centsToDollars(cents));
const cents = (value: number) => dollarsAndCents(centsToDollars(value));

/** The program a column fits, in words. */
function programText(program: DownPaymentProgram): string {
  switch (program.program) {
    case 'conventional':
      return 'Conventional';
    case 'jumbo':
      return 'Jumbo';
    case 'fha':
      return 'FHA may fit';
    case 'none':
      return program.reason === 'fhaLimit' ? 'Above the FHA limit' : 'Not enough down';
  }
}

/**
 * Down payment: the same home bought with 3 %, 5 %, 10 %, 20 % and the visitor's own amount,
 * side by side — loan, program, principal and interest, PMI, tax and insurance, the monthly
 * payment and the cash to close — all from @lender/mortgage-math `downPaymentCalculator` and
 * `downPaymentProgram` (conforming and FHA loan limits).
 */
export function DownPaymentCalculator({ year: givenYear, ...props }: DownPaymentCalculatorProps) {
  // The loan limits' edition: the year the page is used in (taken once).
  const [year] = useState(() => givenYear ?? new Date().getFullYear());
  const form = useCalculator(downPayment, { ...props, context: year });
  const baseId = form.idPrefix;
  const fields = fieldRenderers(form);
  const Sub = `h${(props.headingLevel ?? 2) + 1}` as 'h3' | 'h4';

  return (
    <div className="lcalc ldp">
      <CalculatorForm className="ldp__form" form={form} errors={fields.summary(CHECKED_FIELDS)}>
        <div className="ldp__fields">
          {fields.price('homePrice', 'Home price')}
          {fields.rate('interestRate', 'Interest rate')}
          {fields.money(
            'customDownPayment',
            'Your own down payment (optional)',
            'Compared with 3%, 5%, 10% and 20%',
          )}
        </div>
        <div className="ldp__fields">
          {fields.choice('termYears', 'Loan term', TERM_OPTIONS)}
          {fields.choice('creditScore', 'Credit score', CREDIT_SCORE_OPTIONS, {
            hint: 'Prices mortgage insurance and decides which loans fit',
          })}
        </div>
      </CalculatorForm>

      <CalculatorResults form={form} className="ldp__results" summary={mainFigure}>
        {(shown) => <Comparison shown={shown.result} idPrefix={baseId} Sub={Sub} />}
      </CalculatorResults>
    </div>
  );
}

function Comparison({
  shown,
  idPrefix,
  Sub,
}: {
  shown: DownPaymentFigures;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const { columns, result, limits } = shown;
  const row = (term: string, cell: (column: DownPaymentColumn) => string, total = false) => (
    <tr className={total ? 'ldp-table__total' : undefined}>
      <th scope="row">{term}</th>
      {columns.map((column, index) => (
        <td key={index}>{cell(column)}</td>
      ))}
    </tr>
  );
  const jumbo = columns.some((column) => column.program.program === 'jumbo');
  const fha = columns.some((column) => column.program.program === 'fha');
  const none = columns.filter((column) => column.program.program === 'none');
  const assumption = (key: string) =>
    result.explanation.assumptions.find((item) => item.key === key);
  const number = (key: string) => {
    const value = assumption(key)?.value;
    return typeof value === 'number' ? value : undefined;
  };
  const taxRate = number('propertyTaxNationalRatePercent') ?? number('propertyTaxRatePercent');
  const insuranceRate = number('homeownersInsuranceRatePercent');
  const term = number('termMonths') ?? 360;
  const pmiCard =
    term > PMI_SHORT_TERM_MAX_MONTHS ? PMI_RATE_CARD_OVER_20_YEARS : PMI_RATE_CARD_20_YEARS_OR_LESS;
  const pmiEnds = columns.find(
    (column) =>
      column.scenario.mortgageInsurance.eligible &&
      column.scenario.mortgageInsurance.lastPaymentNumber !== undefined,
  );
  return (
    <div data-testid="down-payment-comparison">
      <div
        className="ldp-table-wrap"
        // Focusable so a keyboard can scroll it on a narrow screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={`${idPrefix}-table`}
      >
        <table className="ldp-table">
          <caption id={`${idPrefix}-table`}>
            A {dollars(result.homePriceCents)} home with each down payment
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {columnLabel(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('Down payment', (c) => dollars(c.scenario.downPaymentCents))}
            {row('Loan amount', (c) => dollars(c.scenario.loanAmountCents))}
            {row('Loan type', (c) => programText(c.program))}
            {row('Principal and interest', (c) => cents(c.scenario.principalAndInterestCents))}
            {row('Mortgage insurance (PMI)', (c) => {
              if (!hasPayment(c)) return '–';
              const insurance = c.scenario.mortgageInsurance;
              return insurance.eligible && insurance.monthlyCents > 0
                ? `${cents(insurance.monthlyCents)} (${percent(insurance.annualRatePercent, 2)} a year)`
                : 'None';
            })}
            {row('Property tax', (c) => cents(c.scenario.propertyTaxCents))}
            {row('Homeowners insurance', (c) => cents(c.scenario.homeownersInsuranceCents))}
            {row(
              'Monthly payment',
              (c) => (hasPayment(c) ? cents(c.scenario.monthlyPaymentCents!) : 'See the notes'),
              true,
            )}
            {row('Closing costs', (c) => dollars(c.scenario.closingCostsCents))}
            {row('Cash to close', (c) => dollars(c.scenario.cashToCloseCents), true)}
          </tbody>
        </table>
      </div>
      <figure className="ldp-figure">
        <figcaption id={`${idPrefix}-chart`}>Monthly payment and cash to close</figcaption>
        <PaymentChart columns={columns} captionId={`${idPrefix}-chart`} />
      </figure>
      <section className="lcalc-card" aria-labelledby={`${idPrefix}-notes`}>
        <Sub id={`${idPrefix}-notes`}>Which loans fit</Sub>
        <ul data-testid="program-notes">
          <li>
            Conventional loans up to {dollars(limits.conforming.limitCents!)}, the{' '}
            {limits.conforming.year} conforming limit for one home in most counties (
            {limits.conforming.source.name}); high-cost counties allow more.
          </li>
          {pmiEnds && (
            <li>
              With less than 20% down you pay mortgage insurance until your balance falls to 78% of
              the price: after payment{' '}
              {pmiEnds.scenario.mortgageInsurance.eligible &&
                pmiEnds.scenario.mortgageInsurance.lastPaymentNumber}{' '}
              with {columnLabel(pmiEnds).toLowerCase()}, sooner with more down.
            </li>
          )}
          {jumbo && (
            <li>
              Jumbo: the loan is above the conforming limit. Jumbo loans are priced by each lender
              and often need more down; the payment shown uses the conventional figures.
            </li>
          )}
          {fha && (
            <li>
              FHA may fit: with your credit score the conventional mortgage insurance card does not
              price this loan, but an FHA loan (3.5% down from a score of 580, 10% from 500) up to{' '}
              {dollars(limits.fha.limitCents!)} ({limits.fha.source.name}) could. FHA adds an
              upfront and a monthly mortgage insurance premium; a loan officer can price it.
            </li>
          )}
          {none.length > 0 && (
            <li data-testid="no-program">
              {none.map((column) => columnLabel(column)).join(', ')}:{' '}
              {none.some(
                (column) =>
                  column.program.program === 'none' && column.program.reason === 'fhaLimit',
              )
                ? `the loan is above the FHA limit of ${dollars(limits.fha.limitCents!)}, and your credit score is below what conventional loans need. `
                : ''}
              {none.some(
                (column) =>
                  column.program.program === 'none' && column.program.reason === 'downPayment',
              )
                ? 'not enough down for any loan we offer at your credit score: conventional loans need 3% down and a score of 580 or more, FHA 3.5% from 580 or 10% from 500.'
                : ''}
            </li>
          )}
        </ul>
      </section>
      <details className="lcalc-how" data-testid="how-we-calculated">
        <summary>How we calculated this</summary>
        <p>
          Loan amount = price − down payment. Principal and interest = loan × r ÷ (1 − (1 + r)
          <sup>−n</sup>), where r is the yearly rate ÷ 12 and n the number of monthly payments,
          rounded to the cent. Mortgage insurance = loan × the yearly PMI rate for your credit score
          and down payment ÷ 12; none with 20% or more down. Cash to close = down payment + closing
          costs.
        </p>
        <ul>
          <li>
            PMI rates: {pmiCard.edition}, by credit band and down payment. A lender’s own insurer
            may charge more or less.
          </li>
          <li>
            Property tax: {taxRate === undefined ? 'the national average' : percent(taxRate, 2)} of
            the price a year, the national average; homeowners insurance:{' '}
            {insuranceRate === undefined ? 'the national average' : percent(insuranceRate, 2)} of
            the price a year. Yours depend on where you buy.
          </li>
          <li>Closing costs: {percent(result.closingCostPercent)} of the price.</li>
          <li>HOA dues: none included.</li>
          <li>
            Loan limits: the {limits.conforming.year} national figures — conforming{' '}
            {dollars(limits.conforming.limitCents!)}, FHA {dollars(limits.fha.limitCents!)} — as no
            county is given.
          </li>
        </ul>
      </details>
    </div>
  );
}
