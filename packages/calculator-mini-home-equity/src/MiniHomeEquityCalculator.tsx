import {
  AvailableHeadline,
  cents,
  dollars,
  HOME_EQUITY_PAGE_PATH,
} from '@lender/calculator-home-equity';
import {
  type CalculatorProps,
  FiguresNote,
  percent,
  ResultsAnnouncer,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { fieldRenderers, submitHandler } from '@lender/calculator-kit/form-fields';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { Link } from '@lender/ui/link';
import { useId } from 'react';
import {
  fullCalculatorHref,
  MINI_CAP,
  MINI_FIELDS,
  MINI_RATES,
  miniHomeEquity,
  type MiniHomeEquityValues,
} from './mini-form.ts';

export interface MiniHomeEquityCalculatorProps extends CalculatorProps<MiniHomeEquityValues> {
  /**
   * The full home equity calculator's address. Default: `/calculators/home-equity` on the
   * server the widget came from (`apiBaseUrl`), or on this site.
   */
  calculatorUrl?: string;
}

/**
 * Mini home equity: a home's value and its mortgage balance in; the equity, what could be
 * borrowed at mortgage-math's default combined-LTV cap and a HELOC's interest-only payment
 * out, with a link that opens the full calculator with the same figures. Its figure sits right
 * under its two fields, so it has no SummaryBar.
 */
export function MiniHomeEquityCalculator({
  initialValues,
  onEvent,
  apiBaseUrl = '',
  calculatorUrl = `${apiBaseUrl}${HOME_EQUITY_PAGE_PATH}`,
  headingLevel = 2,
}: MiniHomeEquityCalculatorProps) {
  const form = useCalculator(miniHomeEquity, { initialValues, onEvent });
  const { values, errors, shown } = form;
  const result = shown?.result;
  const baseId = useId().replace(/[^\w-]/g, '');
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: form.commit });

  return (
    <section className="lcalc lmhe" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`}>How much equity could you borrow?</Heading>
      <form className="lmhe__form" noValidate onSubmit={submitHandler(form.submit)}>
        <ErrorSummary errors={fields.summary(MINI_FIELDS)} focusKey={form.failedSubmits} />
        <div className="lmhe__fields">
          {fields.money('homeValue', 'Home value')}
          {fields.money('firstMortgage', 'Mortgage balance', '0 if you own it outright')}
        </div>
        <Button type="submit" variant="secondary">
          Calculate
        </Button>
      </form>
      <ResultsAnnouncer {...form.announcement} />
      <div className="lcalc__results lmhe__result" data-testid="mini-home-equity-result">
        <FiguresNote example={form.example} stale={form.stale} />
        {result === undefined ? (
          <p className="lcalc-muted">Enter your home’s value and balance to see your equity.</p>
        ) : result.availableCents === 0 ? (
          <p>
            <strong>No equity available to borrow at {MINI_CAP}.</strong> You owe{' '}
            {dollars(result.fullCalculatorInput.mortgageBalancesCents[0]!)}, at or above the{' '}
            {MINI_CAP} of your home’s value most lenders allow.
          </p>
        ) : (
          <>
            <AvailableHeadline availableCents={result.availableCents} testId="mini-available" />
            <p className="lcalc-small">
              Equity {dollars(result.equityCents)} ({percent(result.equityPercent, 1)}); lenders
              commonly lend up to {MINI_CAP} of the value across all loans. A HELOC for all of it:
              about {cents(result.helocInterestOnlyPaymentCents)} a month while drawing, at{' '}
              {percent(Number(MINI_RATES.helocRate))}.
            </p>
          </>
        )}
        <p>
          <Link href={fullCalculatorHref(values, calculatorUrl)}>
            See HELOC and home equity loan payments
          </Link>
        </p>
      </div>
    </section>
  );
}
