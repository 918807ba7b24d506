import { percent, ResultsAnnouncer, type CalculatorProps } from '@lender/calculator-kit';
import {
  HowWeCalculated,
  mortgageCalculatorUrl,
  PaymentDonut,
  TERM_OPTIONS,
} from '@lender/calculator-mortgage';
import { formatUsd } from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';
import { CurrencyInput, NumberInput } from '@lender/ui/number-input';
import { RadioGroup } from '@lender/ui/radio-group';
import { useId } from 'react';
import {
  useMiniMortgage,
  type MiniMortgageField,
  type MiniMortgageValues,
} from './use-mini-mortgage.ts';

export type MiniMortgageCalculatorProps = CalculatorProps<MiniMortgageValues>;

const toNumber = (text: string) => {
  const cleaned = text.replace(/[\s$,%]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};
const toText = (value: number) => (Number.isNaN(value) ? '' : String(value));

/**
 * The mini mortgage widget (issue 24), for the learning center's articles: price, down payment,
 * rate and term in; the estimated monthly payment and its donut out, with a link that opens the
 * full mortgage calculator with the same inputs. Figures follow each committed box.
 */
export function MiniMortgageCalculator(props: MiniMortgageCalculatorProps) {
  const widget = useMiniMortgage(props);
  const { values, errors, result } = widget;
  const baseId = useId().replace(/[^\w-]/g, '');
  const id = (field: MiniMortgageField) => `${baseId}-${field}`;
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const commit = (field: MiniMortgageField) => (value: number) =>
    widget.commit(field, toText(value));

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
          <CurrencyInput
            id={id('homePrice')}
            name="homePrice"
            label="Home price"
            error={errors.homePrice}
            value={toNumber(values.homePrice)}
            onChange={commit('homePrice')}
          />
          <div className="lmini__pair">
            <CurrencyInput
              id={id('downPayment')}
              name="downPayment"
              label="Down payment"
              error={errors.downPayment}
              value={toNumber(values.downPayment)}
              onChange={commit('downPayment')}
            />
            <NumberInput
              id={id('downPaymentPercent')}
              name="downPaymentPercent"
              label="Percent"
              error={errors.downPaymentPercent}
              value={toNumber(values.downPaymentPercent)}
              min={0}
              formatOptions={{ maximumFractionDigits: 2 }}
              onChange={commit('downPaymentPercent')}
              width="short"
            />
          </div>
          <NumberInput
            id={id('interestRate')}
            name="interestRate"
            label="Interest rate"
            hint="Percent a year"
            error={errors.interestRate}
            value={toNumber(values.interestRate)}
            min={0}
            formatOptions={{ maximumFractionDigits: 3 }}
            onChange={commit('interestRate')}
            width="short"
          />
          <RadioGroup
            id={id('termYears')}
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
