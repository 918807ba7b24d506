import { percent, ResultsAnnouncer, type CalculatorProps } from '@lender/calculator-kit';
import { fieldRenderers, RATE_FORMAT } from '@lender/calculator-kit/form-fields';
import {
  HowWeCalculated,
  mortgageCalculatorUrl,
  PaymentDonut,
  TERM_OPTIONS,
} from '@lender/calculator-mortgage';
import { formatUsd } from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';
import { RadioGroup } from '@lender/ui/radio-group';
import { useId } from 'react';
import { useMiniMortgage, type MiniMortgageValues } from './use-mini-mortgage.ts';

export type MiniMortgageCalculatorProps = CalculatorProps<MiniMortgageValues>;

/**
 * The mini mortgage widget (issue 24), for the learning center's articles: price, down payment,
 * rate and term in; the estimated monthly payment and its donut out, with a link that opens the
 * full mortgage calculator with the same inputs. Figures follow each committed box.
 */
export function MiniMortgageCalculator(props: MiniMortgageCalculatorProps) {
  const widget = useMiniMortgage(props);
  const { values, errors, result } = widget;
  const baseId = useId().replace(/[^\w-]/g, '');
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: widget.commit });
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';

  const total = result?.totalMonthlyCents;
  const message =
    !widget.speaking || widget.hasErrors || !result
      ? ''
      : total === undefined
        ? 'This loan needs mortgage insurance we cannot price.'
        : `Your estimated monthly payment is ${formatUsd(total)}.`;

  return (
    <section className="lmini" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`} className="lmini__title">
        Estimate your monthly payment
      </Heading>
      <div className="lmini__body">
        <div className="lmini__fields">
          {fields.money('homePrice', 'Home price')}
          <div className="lmini__pair">
            {fields.money('downPayment', 'Down payment')}
            {fields.number('downPaymentPercent', 'Percent', {
              format: { maximumFractionDigits: 2 },
              min: 0,
            })}
          </div>
          {fields.number('interestRate', 'Interest rate', {
            hint: 'Percent a year',
            format: RATE_FORMAT,
            min: 0,
          })}
          <RadioGroup
            id={fields.id('termYears')}
            name="termYears"
            legend="Loan term"
            items={TERM_OPTIONS}
            orientation="horizontal"
            value={values.termYears}
            onChange={(value) => widget.commit('termYears', value)}
          />
        </div>
        <div className="lmini__result">
          <ResultsAnnouncer message={message} />
          {widget.hasErrors || !result ? (
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
              href={mortgageCalculatorUrl(widget.shown, props.apiBaseUrl ?? '')}
            >
              See the full breakdown
              <span className="lui-visually-hidden"> in our mortgage calculator</span>
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
