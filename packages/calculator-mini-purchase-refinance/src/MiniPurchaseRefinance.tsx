import {
  type CalculatorProps,
  FiguresNote,
  percent,
  ResultRow,
  ResultsAnnouncer,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { fieldRenderers } from '@lender/calculator-kit/form-fields';
import {
  HowWeCalculated,
  mortgageCalculatorUrl,
  rateAndTermFields,
} from '@lender/calculator-mortgage';
import { formatUsd, type MiniPurchaseRefinanceResult } from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';
import { Tabs } from '@lender/ui/tabs';
import { useId, useState } from 'react';
import {
  DEFAULT_VALUES,
  miniPurchase,
  miniRefinance,
  type MiniPurchaseRefinanceInitialValues,
  type Tab,
} from './form.ts';

export type MiniPurchaseRefinanceProps = Omit<CalculatorProps<never>, 'initialValues'> & {
  initialValues?: MiniPurchaseRefinanceInitialValues;
};

/** Where the call to action goes when the host names no get-started page. */
export const GET_STARTED_PATH = '/purchase/get-started';

/** What the engine keeps of a tab's form that its estimate shows. */
interface EstimateState {
  shown: { result: MiniPurchaseRefinanceResult } | undefined;
  example: boolean;
  stale: boolean;
  hasErrors: boolean;
}

/**
 * The mini purchase/refinance widget (issue 24): a purchase tab (price, down payment, rate,
 * term) and a refinance tab (value, what is owed, cash out, rate, term), each with an estimated
 * monthly payment from @lender/mortgage-math and a call to action. Each tab is a calculator of
 * its own on @lender/calculator-kit/engine (switching tabs keeps both forms); neither touches the
 * host page's URL.
 */
export function MiniPurchaseRefinance(props: MiniPurchaseRefinanceProps) {
  const { initialValues, onEvent } = props;
  // Which panel is open; each tab's values, messages and figures are its calculator's.
  const [tab, setTab] = useState<Tab>(initialValues?.tab ?? DEFAULT_VALUES.tab);
  const purchaseForm = useCalculator(miniPurchase, {
    initialValues: initialValues?.purchase,
    onEvent,
  });
  const refinanceForm = useCalculator(miniRefinance, {
    initialValues: initialValues?.refinance,
    onEvent,
  });
  const baseId = useId().replace(/[^\w-]/g, '');
  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const base = props.apiBaseUrl ?? '';
  const getStarted = props.brand?.getStartedUrl ?? `${base.replace(/\/+$/, '')}${GET_STARTED_PATH}`;

  // Each tab's form has its own ids (`…-purchase-homePrice`).
  const purchaseFields = fieldRenderers({ ...purchaseForm, idPrefix: `${baseId}-purchase` });
  const refinanceFields = fieldRenderers({ ...refinanceForm, idPrefix: `${baseId}-refinance` });

  const purchase = (
    <div className="lmpr__panel">
      <div className="lmpr__fields">
        {purchaseFields.money('homePrice', 'Home price')}
        {purchaseFields.money('downPayment', 'Down payment')}
        {rateAndTermFields(purchaseFields, { compact: true })}
      </div>
      <Estimate tab="purchase" form={purchaseForm}>
        <p className="lmpr__actions">
          <Link variant="button" href={getStarted}>
            Get started
            <span className="lui-visually-hidden"> on your home purchase</span>
          </Link>{' '}
          <Link
            href={mortgageCalculatorUrl(purchaseForm.shown?.values ?? purchaseForm.values, base)}
          >
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
        {rateAndTermFields(refinanceFields, { compact: true })}
      </div>
      <Estimate tab="refinance" form={refinanceForm}>
        <p className="lmpr__actions">
          <Link variant="button" href={getStarted}>
            Start your refinance
          </Link>
        </p>
      </Estimate>
    </div>
  );

  return (
    <section className="lcalc lmpr" aria-labelledby={`${baseId}-title`}>
      <Heading id={`${baseId}-title`} className="lmpr__title">
        What would your payment be?
      </Heading>
      <ResultsAnnouncer {...(tab === 'purchase' ? purchaseForm : refinanceForm).announcement} />
      <Tabs
        label="Buying or refinancing"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key === 'refinance' ? 'refinance' : 'purchase')}
        tabs={[
          { id: 'purchase', title: 'Purchase', content: purchase },
          { id: 'refinance', title: 'Refinance', content: refinance },
        ]}
      />
    </section>
  );
}

/**
 * A tab's estimate, always beside its fields: what the figures are for (example values, or the
 * last complete answers), the payment, its parts, what it rests on, and the call to action.
 */
function Estimate({
  tab,
  form,
  children,
}: {
  tab: Tab;
  form: EstimateState;
  children: React.ReactNode;
}) {
  const result = form.shown?.result;
  return (
    <div
      className="lcalc__results lmpr__estimate"
      data-testid={result ? `${tab}-estimate` : undefined}
    >
      <FiguresNote example={form.example} stale={form.stale} />
      {result === undefined ? (
        <p className="lcalc-muted">
          {form.hasErrors
            ? 'Correct the answers marked to see your payment.'
            : 'Enter your answers to see your payment.'}
        </p>
      ) : (
        <Figures result={result} tab={tab} />
      )}
      {children}
      {result && <HowWeCalculated explanation={result.explanation} />}
    </div>
  );
}

/** The payment, its parts, and the cash-out note. */
function Figures({ result, tab }: { result: MiniPurchaseRefinanceResult; tab: Tab }) {
  const insurance = result.mortgageInsurance;
  return (
    <>
      {result.totalMonthlyCents === undefined ? (
        <p className="lcalc-headline">
          With this little equity, mortgage insurance for a conventional loan is not available. A
          loan officer can tell you what is.
        </p>
      ) : (
        <p className="lcalc-headline">
          Estimated monthly payment
          <strong className="lcalc-headline__figure" data-testid={`${tab}-payment`}>
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
    </>
  );
}
