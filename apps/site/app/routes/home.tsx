import { Link } from 'react-router';
import { brand, nmlsConsumerAccessUrl } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { pageAt } from '../site-map.ts';

export const meta = () => pageMeta('/');

/** "Michigan and Ohio", "Michigan, Ohio, and Texas"; the locale is pinned so server and browser agree. */
const STATE_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** One way into the site from the home page, linked to the first of its pages that exists. */
interface Journey {
  id: string;
  title: string;
  text: string;
  /** Candidate pages, best first; a journey with none registered yet is left out. */
  paths: readonly string[];
}

/** The main journeys (buy, refinance, learn; rates and calculators once they have pages). */
const JOURNEYS: readonly Journey[] = [
  {
    id: 'buy',
    title: 'Buy a home',
    text: 'Find a price that leaves room in your budget, choose a down payment and compare fixed, adjustable, FHA and VA loans.',
    paths: ['/purchase/get-started'],
  },
  {
    id: 'refinance',
    title: 'Refinance',
    text: 'Lower your monthly payment, pay your loan off sooner or use your home equity, and see when the closing costs pay for themselves.',
    paths: ['/learn/refinancing', '/learn/refinancing-your-mortgage', '/learn'],
  },
  {
    id: 'learn',
    title: 'Understand the numbers',
    text: 'Rates, APR, points, mortgage insurance and closing costs, explained in plain words with the math shown.',
    paths: ['/learn'],
  },
  {
    id: 'rates',
    title: 'Today’s mortgage rates',
    text: 'Compare rates, APRs and monthly payments across loan types.',
    paths: ['/mortgage-rates', '/rates'],
  },
  {
    id: 'calculators',
    title: 'Mortgage calculators',
    text: 'Work out what you can afford, your monthly payment, or whether to rent or buy.',
    paths: ['/calculators'],
  },
];

/** The journeys that have a page to go to, each with that page's path. */
function availableJourneys(
  journeys: readonly Journey[] = JOURNEYS,
): (Journey & { href: string })[] {
  return journeys.flatMap((journey) => {
    const href = journey.paths.find((path) => pageAt(path));
    return href ? [{ ...journey, href }] : [];
  });
}

export default function Home() {
  const journeys = availableJourneys();
  return (
    <div className="page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">A home loan you understand, from people who explain it</h1>
        <p className="hero__lead">
          Buying your first home, moving, or refinancing the one you have: see what you can afford,
          what it costs each month and what you need up front, then talk it through with a licensed
          loan officer.
        </p>
        <p className="get-started-actions">
          {pageAt('/purchase/get-started') && (
            <Link className="button" to="/purchase/get-started">
              Get started
            </Link>
          )}
          <a className="button button--secondary" href={`tel:${brand.phone.e164}`}>
            Call {brand.phone.display}
          </a>
        </p>
      </section>

      <section className="journeys" aria-labelledby="help-title">
        <h2 id="help-title">How we can help</h2>
        <ul className="card-list">
          {journeys.map((journey) => (
            <li className="card" key={journey.id}>
              <h3>
                <Link to={journey.href}>{journey.title}</Link>
              </h3>
              <p>{journey.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="trust" aria-labelledby="trust-title">
        <h2 id="trust-title">Licensed, and open about it</h2>
        <ul>
          <li>
            {brand.legalEntityName} is registered as NMLS ID {brand.nmlsId}.{' '}
            <a href={nmlsConsumerAccessUrl(brand.nmlsId)} rel="external">
              Check our registration on NMLS Consumer Access
            </a>
            .
          </li>
          <li>
            We are licensed in {STATE_LIST.format(brand.licenses.map((licence) => licence.state))}.{' '}
            <Link to="/licensing">See our state licences</Link>.
          </li>
          <li>
            We are an Equal Housing Lender. We do business in accordance with the Fair Housing Act
            and the Equal Credit Opportunity Act.
          </li>
          <li>
            You choose what we send you, and can <Link to="/opt-out">stop marketing</Link> at any
            time.
          </li>
        </ul>
      </section>
    </div>
  );
}
