import { Link } from 'react-router';
import {
  exampleRewardsCents,
  RENT_REWARDS_ELIGIBILITY,
  RENT_REWARDS_EXAMPLE as EXAMPLE,
  RENT_REWARDS_FAQ,
  RENT_REWARDS_STEPS,
} from '../content/rent-rewards.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export const meta = () =>
  pageMeta('/rent-rewards', { structuredData: [faqPageJsonLd(RENT_REWARDS_FAQ)!] });

const dollars = (amount: number, fractionDigits = 0) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);

/** The Rent Rewards program: what it is, how it works, who can join, an example and questions. */
export default function RentRewards() {
  const rewards = exampleRewardsCents(
    EXAMPLE.monthlyRentDollars,
    EXAMPLE.onTimeMonths,
    EXAMPLE.rewardPercent,
  );
  return (
    <div className="page prose rent-rewards">
      <h1>Rent Rewards</h1>
      <p className="lead">
        Turn the rent you pay on time into rewards toward buying your first home.
      </p>
      <p className="button-group">
        <Link className="button" to="/purchase/get-started">
          Get started
        </Link>
        <Link className="button button--secondary" to="/subscribe">
          Get email updates
        </Link>
      </p>

      <h2>What Rent Rewards is</h2>
      <p>
        Paying rent on time month after month shows you can handle a mortgage payment, but it rarely
        helps you buy a home. Rent Rewards changes that: each on-time rent payment earns rewards you
        can put toward the closing costs of your first home with us.
      </p>

      <h2>How it works</h2>
      <ol>
        {RENT_REWARDS_STEPS.map((step) => (
          <li key={step.title}>
            <strong>{step.title}.</strong> {step.text}
          </li>
        ))}
      </ol>

      <section className="promo-panel" aria-labelledby="example">
        <h2 id="example">An example (demo figures)</h2>
        <p>These are example figures to show how rewards add up, not the program&apos;s terms.</p>
        <dl data-testid="rent-rewards-example">
          <dt>Example monthly rent</dt>
          <dd>{dollars(EXAMPLE.monthlyRentDollars)}</dd>
          <dt>Example on-time payments</dt>
          <dd>{EXAMPLE.onTimeMonths} months</dd>
          <dt>Example reward rate</dt>
          <dd>{EXAMPLE.rewardPercent}% of each on-time payment</dd>
          <dt>Example rewards toward closing costs</dt>
          <dd>{dollars(rewards / 100, rewards % 100 === 0 ? 0 : 2)}</dd>
        </dl>
      </section>

      <h2>Who can join</h2>
      <ul>
        {RENT_REWARDS_ELIGIBILITY.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>

      <FaqAccordion id="faq" entries={RENT_REWARDS_FAQ} />

      <h2>Getting ready to buy</h2>
      <p>
        While you earn, see what buying could cost you: compare{' '}
        <Link to="/calculators/rent-vs-buy">renting with buying</Link>, or find{' '}
        <Link to="/calculators/affordability">the home price you can afford</Link>.
      </p>
      <p className="button-group">
        <Link className="button" to="/purchase/get-started">
          Talk to a loan officer
        </Link>
        <Link className="button button--secondary" to="/subscribe">
          Get email updates
        </Link>
      </p>
    </div>
  );
}
