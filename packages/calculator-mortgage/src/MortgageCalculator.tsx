import type { CalculatorProps } from '@lender/calculator-kit';
import {
  CalculatorResults,
  CalculatorTermsProvider,
  percent,
  ResultRow,
  TermHint,
} from '@lender/calculator-kit';
import { CalculatorForm, fieldRenderers, RATE_FORMAT } from '@lender/calculator-kit/form-fields';
import { LoanBalanceFigure } from '@lender/calculator-kit/yearly-chart';
import {
  amortizationSchedule,
  formatUsd,
  scheduleByYear,
  type MortgageCalculatorResult,
} from '@lender/mortgage-math';
import { Alert } from '@lender/ui/alert';
import { TextInput } from '@lender/ui/text-input';
import { useMemo, useState } from 'react';
import {
  calculatorInput,
  CHECKED_FIELDS,
  CREDIT_SCORE_OPTIONS,
  paymentFigure,
  type MortgageValues,
} from './form.ts';
import { HowWeCalculated } from './HowWeCalculated.tsx';
import { PaymentDonut } from './PaymentDonut.tsx';
import { rateAndTermFields } from './rate-and-term.tsx';
import { useMortgage, type ZipPlace } from './use-mortgage.ts';

export type MortgageCalculatorProps = CalculatorProps<MortgageValues>;

const keepZipDigits = (text: string) => text.replace(/\D/g, '').slice(0, 5);

function zipHint(place: ZipPlace): string {
  switch (place.status) {
    case 'found':
      return `${place.city}, ${place.stateName}: we use ${place.stateName}’s average property tax rate`;
    case 'looking':
      return 'Looking up your state…';
    case 'failed':
      return 'We could not look up this ZIP code just now, so we use the US average property tax rate';
    default:
      return 'Optional. For your state’s average property tax rate';
  }
}

/**
 * The mortgage calculator (issue 24): price, down payment (amount and percent in step), rate,
 * term, ZIP code, property tax, insurance, HOA dues and mortgage insurance in; the monthly
 * payment with a donut of its parts, the loan's totals and how every figure was worked out.
 * It opens with the payment of example values; figures follow each committed box, and the
 * address keeps the inputs for sharing (@lender/calculator-kit/engine).
 */
export function MortgageCalculator(props: MortgageCalculatorProps) {
  const calculator = useMortgage(props);
  const { values, errors, estimate, place } = calculator;
  // The ZIP box while it is being typed in (digits only, at most 5); committed on blur or Enter.
  const [zipDraft, setZipDraft] = useState<string>();
  const commitZip = () => {
    if (zipDraft !== undefined) calculator.commit('zip', zipDraft);
    setZipDraft(undefined);
  };
  const baseId = calculator.idPrefix;
  const fields = fieldRenderers(calculator);
  const level = props.headingLevel ?? 2;
  const Sub = `h${level + 1}` as 'h3' | 'h4';

  // The summary lists the messages only once the visitor has submitted the form.
  const summary = calculator.failedSubmits > 0 ? fields.summary(CHECKED_FIELDS) : [];

  const taxRate = estimate ? percent(estimate.propertyTaxRatePercent) : undefined;
  const taxWhere = estimate?.stateCode
    ? `the average in ${place.status === 'found' ? place.stateName : estimate.stateCode}`
    : 'the US average';

  return (
    <CalculatorTermsProvider terms={props.terms}>
      <div className="lcalc lmortgage">
        <CalculatorForm className="lmortgage__form" form={calculator} errors={summary}>
          {fields.price('homePrice', 'Home price')}
          <div className="lmortgage__pair">
            {fields.downPayment('downPayment', 'Down payment', 'homePrice')}
            {fields.number('downPaymentPercent', 'Down payment percent', {
              hint: 'Of the home price',
              format: { maximumFractionDigits: 2 },
              min: 0,
            })}
          </div>
          {rateAndTermFields(fields)}
          <TextInput
            id={fields.id('zip')}
            name="zip"
            label="ZIP code of the home"
            hint={zipHint(place)}
            error={errors.zip}
            width="short"
            inputMode="numeric"
            autoComplete="postal-code"
            value={zipDraft ?? values.zip}
            onChange={(event) => setZipDraft(keepZipDigits(event.currentTarget.value))}
            onBlur={commitZip}
            onKeyDown={(event) => {
              // Enter commits the ZIP code (and recalculates) rather than submitting the form
              // with the value from before it.
              if (event.key === 'Enter') {
                event.preventDefault();
                commitZip();
              }
            }}
          />
          <fieldset className="lmortgage__costs">
            <legend>Taxes, insurance and fees</legend>
            {fields.money(
              'propertyTax',
              'Property tax a year',
              taxRate
                ? `Our estimate is ${taxRate} of the price, ${taxWhere}. Type your own, or empty the box for ours`
                : undefined,
              {
                shownValue:
                  values.propertyTax === '' && estimate
                    ? estimate.propertyTaxAnnualCents / 100
                    : undefined,
              },
            )}
            {fields.money(
              'homeInsurance',
              'Homeowners insurance a year',
              estimate
                ? `Our estimate is ${percent(estimate.homeownersInsuranceRatePercent, 2)} of the price, the US average. Type your own, or empty the box for ours`
                : undefined,
              {
                shownValue:
                  values.homeInsurance === '' && estimate
                    ? estimate.homeownersInsuranceAnnualCents / 100
                    : undefined,
              },
            )}
            {fields.money(
              'hoa',
              'HOA dues a month',
              'Homeowners or condo association dues, if any',
            )}
            {fields.choice('creditScore', 'Credit score', CREDIT_SCORE_OPTIONS, {
              hint: 'Prices mortgage insurance when you put down less than 20%',
            })}
            {fields.number('pmiRate', 'Mortgage insurance rate (optional)', {
              hint: 'Percent of the loan a year, if you have a quote. Leave it empty for our estimate',
              format: RATE_FORMAT,
              min: 0,
            })}
          </fieldset>
        </CalculatorForm>

        <CalculatorResults form={calculator} className="lmortgage__results" summary={paymentFigure}>
          {(shown) => (
            <Figures result={shown.result} values={shown.values} idPrefix={baseId} Sub={Sub} />
          )}
        </CalculatorResults>
      </div>
    </CalculatorTermsProvider>
  );
}

/** The loan's years: what the chart of payments over time draws (none for a loan of $0). */
function loanYears(result: MortgageCalculatorResult, values: MortgageValues) {
  if (result.loanAmountCents <= 0) return [];
  const { annualRatePercent, termMonths } = calculatorInput(values);
  return scheduleByYear(
    amortizationSchedule({ loanAmountCents: result.loanAmountCents, annualRatePercent, termMonths })
      .rows,
  );
}

/** The payment, its donut, the payments over time and the loan's totals. */
function Figures({
  result,
  values,
  idPrefix,
  Sub,
}: {
  result: MortgageCalculatorResult;
  values: MortgageValues;
  idPrefix: string;
  Sub: 'h3' | 'h4';
}) {
  const years = useMemo(() => loanYears(result, values), [result, values]);
  const lastYear = years.at(-1);
  const insurance = result.mortgageInsurance;
  return (
    <div data-testid="mortgage-results">
      {result.totalMonthlyCents === undefined ? (
        <Alert variant="info" title="We cannot estimate mortgage insurance for this loan">
          <p>
            With less than 20% down, a conventional loan needs mortgage insurance, and insurers do
            not cover loans with less than 3% down or a credit score under 580. An FHA or VA loan
            may still fit: talk to a loan officer.
          </p>
        </Alert>
      ) : (
        <p className="lcalc-headline">
          Estimated monthly payment
          <strong className="lcalc-headline__figure" data-testid="monthly-payment">
            {formatUsd(result.totalMonthlyCents)}
          </strong>
        </p>
      )}
      <PaymentDonut breakdown={result.breakdown} totalMonthlyCents={result.totalMonthlyCents} />
      <p className="lcalc-muted">
        Property tax and homeowners insurance are part of the payment: your lender usually collects
        them each month and pays them for you from an{' '}
        <TermHint term="escrow">escrow account</TermHint>.
      </p>
      {lastYear && (
        <LoanBalanceFigure
          idPrefix={idPrefix}
          caption="Your payments over time: interest and principal"
          summary={`Early payments go mostly to interest and later ones mostly to principal: the balance falls from ${formatUsd(result.loanAmountCents)} to $0.00 after year ${lastYear.year}, with ${formatUsd(result.totalInterestCents)} of interest paid in all.`}
          loanAmountCents={result.loanAmountCents}
          years={years}
          format={formatUsd}
        />
      )}
      <section className="lcalc-card" aria-labelledby={`${idPrefix}-loan`}>
        <Sub id={`${idPrefix}-loan`}>Your loan</Sub>
        <dl className="lcalc-list" data-testid="loan-summary">
          <ResultRow term="Loan amount" value={formatUsd(result.loanAmountCents)} />
          <ResultRow
            term="Down payment"
            value={`${formatUsd(result.downPaymentCents)} (${percent(result.downPaymentPercent, 2)})`}
          />
          <ResultRow
            term="Total interest over the loan"
            value={formatUsd(result.totalInterestCents)}
          />
          <ResultRow
            term="Total of principal and interest"
            value={formatUsd(result.totalOfPaymentsCents)}
          />
          {insurance.eligible && insurance.monthlyCents > 0 && (
            <ResultRow
              term={<TermHint term="pmi">Mortgage insurance</TermHint>}
              value={`${percent(insurance.annualRatePercent)} a year, until payment ${insurance.lastPaymentNumber}`}
            />
          )}
        </dl>
      </section>
      <HowWeCalculated explanation={result.explanation}>
        <p>
          The estimate leaves out things that vary from loan to loan: closing costs, points, flood
          or mortgage insurance beyond our estimate, and changes to tax or insurance over the years.
          Your loan officer’s Loan Estimate gives the figures that apply to you.
        </p>
      </HowWeCalculated>
    </div>
  );
}
