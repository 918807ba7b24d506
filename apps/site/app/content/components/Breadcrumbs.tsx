import { Link } from 'react-router';
import type { Crumb } from '../structured-data.ts';

/**
 * The trail from the home page to this page (WAI-ARIA breadcrumb pattern): a navigation landmark
 * named "Breadcrumb", an ordered list, and the current page marked aria-current without a link.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="learn-breadcrumbs">
      <ol>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
