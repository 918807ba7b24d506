import './MoreTools.css';
import { Link } from 'react-router';
import { navigation, navLabel } from '../site-map.ts';

/**
 * 'More ways to plan': links from one guided experience (the calculator finder, loan options,
 * rates, market insights) to the others, each with what a visitor does there. They are not in
 * the header yet (app/site-map.ts says why), so each of their pages leads to the rest.
 */
export function MoreTools({ current }: { current: string }) {
  const others = navigation('tools').filter((page) => page.path !== current);
  return (
    <section className="section more-tools" aria-labelledby="more-tools-title">
      <h2 id="more-tools-title">More ways to plan</h2>
      <ul className="more-tools__list">
        {others.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{navLabel(page)}</Link>
            {page.summary && <p>{page.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
