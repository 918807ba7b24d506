import { percent } from '@lender/calculator-kit';
import {
  formatUsd,
  type Assumption,
  type Explanation,
  type FormulaKey,
} from '@lender/mortgage-math';
import { Link } from '@lender/ui/link';

/** Each formula mortgage-math applied, in words (its README "Formulas"). */
const FORMULA_TEXT: Partial<Record<FormulaKey, string>> = {
  levelPayment:
    'Principal and interest = loan × i ÷ (1 − (1 + i)^−n), where i is the yearly rate ÷ 12 and n the number of monthly payments, rounded to the cent (the same as Excel’s PMT).',
  propertyTaxRate:
    'Property tax a month = home value × the yearly tax rate ÷ 12, or the yearly amount you entered ÷ 12.',
  homeownersInsuranceRate:
    'Homeowners insurance a month = home value × the yearly rate ÷ 12, or the yearly premium you entered ÷ 12.',
  pmiRateCard:
    'Mortgage insurance a month = loan × the yearly rate ÷ 12, from a mortgage insurer’s rate card for your credit score and down payment; none with 20% or more down.',
  pmiAutomaticTermination:
    'Mortgage insurance stops after the payment that brings the balance to 78% of the home’s price, or at the loan’s midpoint if that comes first (Homeowners Protection Act).',
  centSchedule:
    'Total interest adds up each month’s interest (balance × rate ÷ 12, rounded to the cent); the last payment pays what is left, so the balance ends at exactly $0.',
};

/** What each assumption is, as a visitor reads it. */
const LABEL: Record<string, string> = {
  homePriceCents: 'Home price',
  homeValueCents: 'Home value',
  mortgageBalanceCents: 'What you owe',
  cashOutCents: 'Cash out',
  downPaymentCents: 'Down payment',
  downPaymentPercent: 'Down payment',
  annualRatePercent: 'Interest rate',
  termMonths: 'Loan term',
  stateCode: 'State (from the ZIP code)',
  propertyTaxRatePercent: 'Property tax rate, your state’s average',
  propertyTaxNationalRatePercent: 'Property tax rate, the US average',
  propertyTaxAnnualCents: 'Property tax a year',
  homeownersInsuranceRatePercent: 'Homeowners insurance rate, the US average',
  homeownersInsuranceAnnualCents: 'Homeowners insurance a year',
  hoaMonthlyCents: 'HOA dues a month',
  creditScore: 'Credit score',
  pmiAnnualRatePercent: 'Mortgage insurance rate a year',
};

function valueText({ key, value, unit }: Assumption): string {
  if (unit === 'cents' && typeof value === 'number') return formatUsd(value);
  if (unit === 'percent' && typeof value === 'number') {
    return key === 'downPaymentPercent' ? `${percent(value, 2)} of the price` : percent(value);
  }
  if (unit === 'months' && typeof value === 'number') {
    return value % 12 === 0 ? `${value / 12} years` : `${value} months`;
  }
  if (unit === 'creditScore') return `${String(value)} or higher`;
  return String(value);
}

/**
 * "How we calculated this": the formulas mortgage-math applied and every value it used, each
 * marked as the visitor's or ours with its source, straight from the result's `explanation`.
 */
export function HowWeCalculated({
  explanation,
  children,
}: {
  explanation: Explanation;
  /** Anything the calculator adds, such as what the figures leave out. */
  children?: React.ReactNode;
}) {
  const formulas = explanation.formulas.map((key) => FORMULA_TEXT[key]).filter(Boolean);
  return (
    <details className="lcalc-how" data-testid="how-we-calculated">
      <summary>How we calculated this</summary>
      <ul>
        {formulas.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="lcalc-small-heading">What we used</p>
      <ul>
        {explanation.assumptions.map((assumption) => (
          <li key={assumption.key}>
            {LABEL[assumption.key] ?? assumption.key}: {valueText(assumption)}{' '}
            {assumption.origin === 'input' ? '(yours)' : '(our estimate'}
            {assumption.origin === 'default' && assumption.source && (
              <>
                {': '}
                <Link href={assumption.source.url} target="_blank">
                  source
                  <span className="lui-visually-hidden">
                    {' '}
                    for the {LABEL[assumption.key]?.toLowerCase() ?? assumption.key}
                  </span>
                </Link>
              </>
            )}
            {assumption.origin === 'default' && ')'}
          </li>
        ))}
      </ul>
      {children}
    </details>
  );
}
