import './MoreTools.css';
import { Link } from 'react-router';
import { guidedExperiences, navLabel } from '../site-map.ts';

/**
 * 'More ways to plan': links from one guided experience (the calculator finder, loan options,
 * rates, market insights) to the others, each with what a visitor does there: the finder and
 * loan options are not in the header, and a visitor planning on one is often helped by the next.
 */
export function MoreTools({ current }: { current: string }) {
  const others = guidedExperiences().filter((page) => page.path !== current);
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
