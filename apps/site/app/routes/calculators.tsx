import '../calculators/calculators.css';
import { Link } from 'react-router';
import { CALCULATOR_PAGES } from '../calculators/calculator-pages.ts';
import { pageMeta } from '../meta.ts';

export const meta = () => pageMeta('/calculators');

/** The calculators hub: every calculator page with what it helps you work out. */
export default function CalculatorsHub() {
  return (
    <div className="page calculators-hub">
      <h1>Mortgage calculators</h1>
      <p className="lead">
        Work out what you can afford and whether to rent or buy, with the figures and assumptions
        shown. More calculators are on their way.
      </p>
      <ul className="calculators-hub__list">
        {CALCULATOR_PAGES.map((page) => (
          <li key={page.path} className="calculators-hub__card">
            <h2>
              <Link to={page.path}>{page.title}</Link>
            </h2>
            <p>{page.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
