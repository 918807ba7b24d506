import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';

export const meta = () => pageMeta('/');

export default function Home() {
  return (
    <div className="page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">A home loan you understand, from people who explain it</h1>
        <p className="hero__lead">
          Buying your first home, moving, or refinancing the one you have: see what you can afford,
          what it costs each month and what you need up front, then talk it through with a licensed
          loan officer.
        </p>
        <p>
          <a className="button" href={`tel:${brand.phone.e164}`}>
            Call {brand.phone.display}
          </a>
        </p>
      </section>
      <section aria-labelledby="help-title">
        <h2 id="help-title">How we can help</h2>
        <ul className="card-list">
          <li className="card">
            <h3>Buy a home</h3>
            <p>
              Find a price that leaves room in your budget, choose a down payment and compare fixed,
              adjustable, FHA and VA loans.
            </p>
          </li>
          <li className="card">
            <h3>Refinance</h3>
            <p>
              Lower your monthly payment, pay your loan off sooner or use your home equity, and see
              when the closing costs pay for themselves.
            </p>
          </li>
          <li className="card">
            <h3>Understand the numbers</h3>
            <p>
              Rates, APR, points, mortgage insurance and closing costs, explained in plain words
              with the math shown.
            </p>
          </li>
        </ul>
      </section>
    </div>
  );
}
