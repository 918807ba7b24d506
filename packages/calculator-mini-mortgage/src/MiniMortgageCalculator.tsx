import {
  FiguresNote,
  percent,
  ResultsAnnouncer,
  SummaryBar,
  type CalculatorProps,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { fieldRenderers } from '@lender/calculator-kit/form-fields';
import {
  HowWeCalculated,
  mortgageCalculatorUrl,
  PaymentDonut,
  paymentFigure,
  rateAndTermFields,
} from '@lender/calculator-mortgage';
import { formatUsd } from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';
import { useId, useRef } from 'react';
import { miniMortgage, type MiniMortgageValues } from './form.ts';

export type MiniMortgageCalculatorProps = CalculatorProps<MiniMortgageValues>;

/**
 * The mini mortgage widget (issue 24), for the learning center's articles: price, down payment,
 * rate and term in; the estimated monthly payment and its donut out, with a link that opens the
 * full mortgage calculator with the same inputs. It opens with the payment of example values
 * and follows each committed box (@lender/calculator-kit/engine); the host page's address is
 * left alone.
 */
export function MiniMortgageCalculator(props: MiniMortgageCalculatorProps) {
  const form = useCalculator(miniMortgage, props);
  const { values, errors, shown } = form;
  const baseId = useId().replace(/[^\w-]/g, '');
  const resultsRef = useRef<HTMLDivElement>(null);
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: form.commit });
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const result = shown?.result;
  const total = result?.totalMonthlyCents;

  return (
    <section className="lcalc lmini" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`} className="lmini__title">
        Estimate your monthly payment
      </Heading>
      <div className="lmini__fields">
        {fields.money('homePrice', 'Home price')}
        <div className="lmini__pair">
          {fields.money('downPayment', 'Down payment')}
          {fields.number('downPaymentPercent', 'Percent', {
            format: { maximumFractionDigits: 2 },
            min: 0,
          })}
        </div>
        {rateAndTermFields(fields, { compact: true })}
      </div>
      <div ref={resultsRef} id={`${baseId}-figures`} className="lcalc__results lmini__result">
        <ResultsAnnouncer {...form.announcement} />
        <FiguresNote example={form.example} stale={form.stale} />
        {result === undefined ? (
          <p className="lcalc-muted">Correct the answers marked to see your payment.</p>
        ) : (
          <>
            <p className="lcalc-headline">
              {total === undefined ? (
                'With under 3% down, mortgage insurance for a conventional loan is not available.'
              ) : (
                <>
                  Estimated monthly payment
                  <strong className="lcalc-headline__figure" data-testid="mini-payment">
                    {formatUsd(total)}
                  </strong>
                </>
              )}
            </p>
            <PaymentDonut
              breakdown={result.breakdown}
              totalMonthlyCents={total}
              label={`Loan of ${formatUsd(result.loanAmountCents)} with ${percent(result.downPaymentPercent, 2)} down`}
            />
            <HowWeCalculated explanation={result.explanation}>
              <p>
                The full calculator adds your ZIP code’s property tax, HOA dues, your credit score
                and your own tax and insurance figures.
              </p>
            </HowWeCalculated>
          </>
        )}
        <p>
          <Link
            variant="secondary-button"
            href={mortgageCalculatorUrl(shown?.values ?? values, props.apiBaseUrl ?? '')}
          >
            See the full breakdown
            <span className="lui-visually-hidden"> in our mortgage calculator</span>
          </Link>
        </p>
      </div>
      {/* On a phone, once the reader has changed a value: an article read above the widget
          gets no bar for example figures it has not reached. */}
      {result && !form.example && (
        <SummaryBar
          {...paymentFigure(result)}
          results={resultsRef}
          resultsId={`${baseId}-figures`}
        />
      )}
    </section>
  );
}
