import { Link } from 'react-router';
import { pageMeta } from '../meta.ts';
import { MoreTools } from '../components/MoreTools.tsx';
import { MarketInsights } from '../experiences/market-insights/MarketInsights.tsx';
import {
  FEATURED_PLACES,
  featuredPlacePath,
} from '../experiences/market-insights/featured-places.ts';

export const meta = () => pageMeta('/market-insights');

/** Market insights (SPEC §2): search a city or ZIP code for its housing market report. */
export default function MarketInsightsPage() {
  return (
    <div className="page market-insights-page">
      <h1>Housing market insights</h1>
      <p className="lead">
        See how the housing market is doing in a city or ZIP code: how many homes sold and are for
        sale, what they sold for, how long they took to sell, and whether buyers or sellers have the
        edge.
      </p>
      <MarketInsights />
      <FeaturedPlaces />
      <MoreTools current="/market-insights" />
    </div>
  );
}

/** Links to some large cities' reports: a way in without searching, or without JavaScript. */
export function FeaturedPlaces() {
  return (
    <section className="section" aria-labelledby="featured-places">
      <h2 id="featured-places">Popular markets</h2>
      <ul className="link-list featured-places">
        {FEATURED_PLACES.map((place) => (
          <li key={place.slug}>
            <Link to={featuredPlacePath(place)}>{place.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
