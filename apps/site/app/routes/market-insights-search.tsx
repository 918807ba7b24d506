import { data, redirect } from 'react-router';
import type { Route } from './+types/market-insights-search';
import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { MarketInsights } from '../experiences/market-insights/MarketInsights.tsx';
import { FeaturedPlaces } from './market-insights.tsx';

/** What a search typed without JavaScript may name: a ZIP code, or a city and its state's code. */
export function placeSlug(query: string): string | undefined {
  const text = query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bst\.?(?=\s)/g, 'saint')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (/^\d{5}$/.test(text)) return text;
  const slug = text.replace(/ /g, '-');
  return /-[a-z]{2}$/.test(slug) ? slug : undefined;
}

/**
 * Where the market search goes without JavaScript: a ZIP code or "City, ST" is sent to its page
 * (303); anything else is answered with the search and a message. The address sent to is built
 * from the place's location id, so it is always one of this site's place pages.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { locationIdFromSlug, marketInsightsPath } =
    await import('../experiences/market-insights/market-insights-engine.ts');
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const slug = placeSlug(query);
  const path = slug ? marketInsightsPath(locationIdFromSlug(slug) ?? '') : undefined;
  if (path) throw redirect(path, 303);
  return data({ query: query.trim() }, { status: query.trim() === '' ? 200 : 422 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.query ? 'Error: Find a housing market' : 'Find a housing market';
  return [
    { title: `${title} | ${brand.lenderName}` },
    ...pageMeta('/market-insights/search', { omitTitle: true, noindex: true }),
  ];
}

export default function MarketInsightsSearch({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page market-insights-page">
      <h1>Find a housing market</h1>
      {loaderData.query && (
        <div className="market-insights__error" role="alert">
          <h2>We couldn&rsquo;t find that place</h2>
          <p>
            Enter a 5-digit ZIP code, like 48226, or a city and its state&rsquo;s two-letter code,
            like Detroit, MI.
          </p>
        </div>
      )}
      <MarketInsights />
      <FeaturedPlaces />
    </div>
  );
}
