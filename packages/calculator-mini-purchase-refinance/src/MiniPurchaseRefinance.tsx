import { type CalculatorProps, percent, ResultRow, ResultsAnnouncer } from '@lender/calculator-kit';
import { fieldRenderers, RATE_FORMAT } from '@lender/calculator-kit/form-fields';
import { HowWeCalculated, mortgageCalculatorUrl, TERM_OPTIONS } from '@lender/calculator-mortgage';
import { formatUsd, type MiniPurchaseRefinanceResult } from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';
import { RadioGroup } from '@lender/ui/radio-group';
import { Tabs } from '@lender/ui/tabs';
import { useId } from 'react';
import type { Tab } from './form.ts';
import {
  useMiniPurchaseRefinance,
  type MiniPurchaseRefinanceInitialValues,
} from './use-mini-purchase-refinance.ts';

export type MiniPurchaseRefinanceProps = Omit<CalculatorProps<never>, 'initialValues'> & {
  initialValues?: MiniPurchaseRefinanceInitialValues;
};

/** Where the call to action goes when the host names no get-started page. */
export const GET_STARTED_PATH = '/purchase/get-started';

/**
 * The mini purchase/refinance widget (issue 24): a purchase tab (price, down payment, rate,
 * term) and a refinance tab (value, what is owed, cash out, rate, term), each with an estimated
 * monthly payment from @lender/mortgage-math and a call to action.
 */
export function MiniPurchaseRefinance(props: MiniPurchaseRefinanceProps) {
  const widget = useMiniPurchaseRefinance(props);
  const { values, errors, results } = widget;
  const baseId = useId().replace(/[^\w-]/g, '');
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const base = props.apiBaseUrl ?? '';
  const getStarted = props.brand?.getStartedUrl ?? `${base.replace(/\/+$/, '')}${GET_STARTED_PATH}`;
  const tab = values.tab;
  const current = results[tab];
  const message =
    widget.speaking && current && Object.keys(errors[tab]).length === 0
      ? current.totalMonthlyCents === undefined
        ? 'This loan needs mortgage insurance we cannot price.'
        : `Your estimated ${tab} payment is ${formatUsd(current.totalMonthlyCents)} a month.`
      : '';

  // Each tab's form has its own values, messages and ids (`…-purchase-homePrice`).
  const fieldsOf = <Field extends string>(
    form: Tab,
    formValues: { readonly [K in Field]: string },
    formErrors: { readonly [K in NoInfer<Field>]?: string | undefined },
  ) =>
    fieldRenderers({
      idPrefix: `${baseId}-${form}`,
      values: formValues,
      errors: formErrors,
      commit: (field, text) => widget.commit(form, field, text),
    });
  const purchaseFields = fieldsOf('purchase', values.purchase, errors.purchase);
  const refinanceFields = fieldsOf('refinance', values.refinance, errors.refinance);
  const rateAndTerm = (form: Tab) => (
    <>
      {(form === 'purchase' ? purchaseFields : refinanceFields).number(
        'interestRate',
        'Interest rate',
        { hint: 'Percent a year', format: RATE_FORMAT, min: 0 },
      )}
      <RadioGroup
        id={`${baseId}-${form}-termYears`}
        name="termYears"
        legend="Loan term"
        items={TERM_OPTIONS}
        orientation="horizontal"
        value={values[form].termYears}
        onChange={(value) => widget.commit(form, 'termYears', value)}
      />
    </>
  );

  const purchase = (
    <div className="lmpr__panel">
      <div className="lmpr__fields">
        {purchaseFields.money('homePrice', 'Home price')}
        {purchaseFields.money('downPayment', 'Down payment')}
        {rateAndTerm('purchase')}
      </div>
      <Estimate result={results.purchase} failed={Object.keys(errors.purchase).length > 0}>
        <p className="lmpr__actions">
          <Link variant="button" href={getStarted}>
            Get started
            <span className="lui-visually-hidden"> on your home purchase</span>
          </Link>{' '}
          <Link href={mortgageCalculatorUrl(widget.shown.purchase, base)}>
            See the full breakdown
            <span className="lui-visually-hidden"> in our mortgage calculator</span>
          </Link>
        </p>
      </Estimate>
    </div>
  );

  const refinance = (
    <div className="lmpr__panel">
      <div className="lmpr__fields">
        {refinanceFields.money('homeValue', 'Home value', 'What it would sell for today')}
        {refinanceFields.money('mortgageBalance', 'What you owe', 'On all your mortgages')}
        {refinanceFields.money('cashOut', 'Cash out (optional)', 'Money to take out on top')}
        {rateAndTerm('refinance')}
      </div>
      <Estimate result={results.refinance} failed={Object.keys(errors.refinance).length > 0}>
        <p className="lmpr__actions">
          <Link variant="button" href={getStarted}>
            Start your refinance
          </Link>
        </p>
      </Estimate>
    </div>
  );

  return (
    <section className="lmpr" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`} className="lmpr__title">
        What would your payment be?
      </Heading>
      <ResultsAnnouncer message={message} />
      <Tabs
        label="Buying or refinancing"
        selectedKey={tab}
        onSelectionChange={(key) =>
          widget.selectTab(key === 'refinance' ? 'refinance' : 'purchase')
        }
        tabs={[
          { id: 'purchase', title: 'Purchase', content: purchase },
          { id: 'refinance', title: 'Refinance', content: refinance },
        ]}
      />
    </section>
  );
}

/** A tab's estimate: the payment, its parts, what it rests on, and the call to action. */
function Estimate({
  result,
  failed,
  children,
}: {
  result: MiniPurchaseRefinanceResult | undefined;
  failed: boolean;
  children: React.ReactNode;
}) {
  if (failed || !result) {
    return (
      <div className="lmpr__estimate">
        <p className="lcalc-muted">Correct the answers marked to see your payment.</p>
        {children}
      </div>
    );
  }
  const insurance = result.mortgageInsurance;
  return (
    <div className="lmpr__estimate" data-testid={`${result.tab}-estimate`}>
      {result.totalMonthlyCents === undefined ? (
        <p className="lcalc-headline">
          With this little equity, mortgage insurance for a conventional loan is not available. A
          loan officer can tell you what is.
        </p>
      ) : (
        <p className="lcalc-headline">
          Estimated monthly payment
          <strong className="lcalc-headline__figure" data-testid={`${result.tab}-payment`}>
            {formatUsd(result.totalMonthlyCents)}
          </strong>
        </p>
      )}
      <dl className="lcalc-list">
        <ResultRow term="Loan amount" value={formatUsd(result.loanAmountCents)} />
        <ResultRow
          term="Principal and interest"
          value={formatUsd(result.principalAndInterestCents)}
        />
        <ResultRow
          term="Property tax and insurance"
          value={formatUsd(result.propertyTaxCents + result.homeownersInsuranceCents)}
        />
        {insurance.eligible && (
          <ResultRow term="Mortgage insurance" value={formatUsd(insurance.monthlyCents)} />
        )}
      </dl>
      {result.exceedsCashOutMaxLtv && (
        <p className="lcalc-warning">
          A cash-out refinance is usually limited to 80% of your home’s value; this loan is{' '}
          {percent(result.ltvPercent, 1)}. Take out less cash, or ask us about other options.
        </p>
      )}
      {children}
      <HowWeCalculated explanation={result.explanation} />
    </div>
  );
}
