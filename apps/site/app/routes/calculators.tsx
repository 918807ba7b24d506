import '../calculators/calculators.css';
import { Link } from 'react-router';
import { brand } from '../brand.ts';
import { HUB_PROGRAMS, HUB_SECTIONS } from '../calculators/hub-entries.ts';
import { pageMeta } from '../meta.ts';
import { navigation, navLabel } from '../site-map.ts';
import { calculatorListJsonLd } from '../structured-data.ts';

export const meta = () =>
  pageMeta('/calculators', { structuredData: [calculatorListJsonLd(brand.siteUrl)] });

/** The calculators hub: every calculator page with what it helps you work out. */
export default function CalculatorsHub() {
  return (
    <div className="page calculators-hub">
      <h1>Mortgage calculators</h1>
      <p className="lead">
        Work out your payment, what you can afford, whether to refinance and how to pay your loan
        off sooner, with the figures and assumptions shown.
      </p>
      {HUB_SECTIONS.map((section) => (
        <section key={section.heading} aria-labelledby={slug(section.heading)}>
          <h2 id={slug(section.heading)}>{section.heading}</h2>
          <ul className="calculators-hub__list">
            {section.entries.map((entry) => (
              <li key={entry.path} className="calculators-hub__card">
                <h3>
                  <Link to={entry.path}>{entry.title}</Link>
                </h3>
                <p>{entry.purpose}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="not-sure">
        <h2 id="not-sure">Not sure where to start?</h2>
        <ul className="calculators-hub__list">
          {navigation('tools').map((page) => (
            <li key={page.path} className="calculators-hub__card">
              <h3>
                <Link to={page.path}>{navLabel(page)}</Link>
              </h3>
              <p>{page.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="programs">
        <h2 id="programs">Programs</h2>
        <ul className="calculators-hub__list">
          {HUB_PROGRAMS.map((entry) => (
            <li key={entry.path} className="calculators-hub__card">
              <h3>
                <Link to={entry.path}>{entry.title}</Link>
              </h3>
              <p>{entry.purpose}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, '-');
}
