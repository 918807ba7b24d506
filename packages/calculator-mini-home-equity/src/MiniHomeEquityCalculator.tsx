import type { CalculatorProps } from '@lender/calculator-kit';
import {
  bandAmount,
  dollarsAndCents,
  percent,
  ResultsAnnouncer,
  wholeDollars,
} from '@lender/calculator-kit';
import { fieldRenderers, submitHandler } from '@lender/calculator-kit/form-fields';
import { HOME_EQUITY_PAGE_PATH } from '@lender/calculator-home-equity/hash';
import {
  centsToDollars,
  DEFAULT_MAX_COMBINED_LTV_PERCENT,
  type MiniHomeEquityCalculatorResult,
} from '@lender/mortgage-math';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { Link } from '@lender/ui/link';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  fullCalculatorHref,
  MINI_DEFAULT_VALUES,
  MINI_FIELDS,
  MINI_RATES,
  miniFieldError,
  miniFigures,
  miniFormErrors,
  type MiniFieldErrors,
  type MiniHomeEquityField,
  type MiniHomeEquityValues,
} from './mini-form.ts';

export interface MiniHomeEquityCalculatorProps extends CalculatorProps<MiniHomeEquityValues> {
  /**
   * The full home equity calculator's address. Default: `/calculators/home-equity` on the
   * server the widget came from (`apiBaseUrl`), or on this site.
   */
  calculatorUrl?: string;
}

const CAP = percent(DEFAULT_MAX_COMBINED_LTV_PERCENT);
const dollars = (cents: number) => wholeDollars(centsToDollars(cents));

/** What the live region reads after each estimate. */
export function miniResultSentence(result: MiniHomeEquityCalculatorResult): string {
  return result.availableCents === 0
    ? `No equity is available to borrow with a limit of ${CAP}.`
    : `You could borrow up to ${dollars(result.availableCents)}.`;
}

/**
 * Mini home equity: a home's value and its mortgage balance in; the equity, what could be
 * borrowed at mortgage-math's default combined-LTV cap and a HELOC's interest-only payment
 * out, with a link that opens the full calculator with the same figures.
 */
export function MiniHomeEquityCalculator({
  initialValues,
  onEvent,
  apiBaseUrl = '',
  calculatorUrl = `${apiBaseUrl}${HOME_EQUITY_PAGE_PATH}`,
  headingLevel = 2,
}: MiniHomeEquityCalculatorProps) {
  const [values, setValues] = useState<MiniHomeEquityValues>({
    ...MINI_DEFAULT_VALUES,
    ...initialValues,
  });
  const [errors, setErrors] = useState<MiniFieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [announcement, setAnnouncement] = useState({ message: '', sequence: 0 });
  const result = useMemo(() => miniFigures(values), [values]);
  const baseId = useId().replace(/[^\w-]/g, '');
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'mini home equity', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  function show(next: MiniHomeEquityValues) {
    const computed = miniFigures(next);
    if (!computed) return;
    setAnnouncement((last) => ({
      message: miniResultSentence(computed),
      sequence: last.sequence + 1,
    }));
    onEvent?.({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'mini home equity',
        price_band: bandAmount(centsToDollars(computed.fullCalculatorInput.homeValueCents)),
        result_band: bandAmount(centsToDollars(computed.availableCents)),
      },
    });
  }

  function commit(field: MiniHomeEquityField, text: string) {
    const next = { ...values, [field]: text };
    setValues(next);
    const message = miniFieldError(field, next);
    if (message && message !== errors[field]) report(field, message);
    const nextErrors = { ...errors };
    if (message) nextErrors[field] = message;
    else delete nextErrors[field];
    setErrors(nextErrors);
    show(next);
  }

  function submit() {
    const found = miniFormErrors(values);
    setErrors(found);
    const problems = MINI_FIELDS.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    show(values);
  }

  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit });

  return (
    <section className="lmhe" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`}>How much equity could you borrow?</Heading>
      <form className="lmhe__form" noValidate onSubmit={submitHandler(submit)}>
        <ErrorSummary errors={fields.summary(MINI_FIELDS)} focusKey={failedSubmits} />
        <div className="lmhe__fields">
          {fields.money('homeValue', 'Home value')}
          {fields.money('firstMortgage', 'Mortgage balance', '0 if you own it outright')}
        </div>
        <Button type="submit" variant="secondary">
          Estimate
        </Button>
      </form>
      <ResultsAnnouncer {...announcement} />
      <div className="lmhe__result" data-testid="mini-home-equity-result">
        {result === undefined ? (
          <p className="lcalc-muted">Enter your home’s value and balance to see your equity.</p>
        ) : result.availableCents === 0 ? (
          <p>
            <strong>No equity available to borrow at {CAP}.</strong> You owe{' '}
            {dollars(result.fullCalculatorInput.mortgageBalancesCents[0]!)}, at or above the {CAP}{' '}
            of your home’s value most lenders allow.
          </p>
        ) : (
          <>
            <p className="lcalc-headline">
              You could borrow up to{' '}
              <strong className="lcalc-headline__figure" data-testid="mini-available">
                {dollars(result.availableCents)}
              </strong>
            </p>
            <p className="lcalc-small">
              Equity {dollars(result.equityCents)} ({percent(result.equityPercent, 1)}); lenders
              commonly lend up to {CAP} of the value across all loans. A HELOC for all of it: about{' '}
              {dollarsAndCents(centsToDollars(result.helocInterestOnlyPaymentCents))} a month while
              drawing, at {percent(Number(MINI_RATES.helocRate))}.
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
