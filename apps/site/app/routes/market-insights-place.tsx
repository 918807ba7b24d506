import { data } from 'react-router';
import type { Route } from './+types/market-insights-place';
import { seoMeta } from '../meta.ts';
import { MoreTools } from '../components/MoreTools.tsx';
import { siteServer } from '../server-context.ts';
import { MarketInsights } from '../experiences/market-insights/MarketInsights.tsx';
import type { MarketInsightsStart } from '../experiences/market-insights/market-insights-engine.ts';
import {
  marketReportPageDescription,
  marketReportPageTitle,
} from '../experiences/market-insights/featured-places.ts';
import { fetchMarketReport } from '../experiences/market-insights/market-report.server.ts';
import { takeReport } from '../experiences/market-insights/report-cache.ts';
import { FeaturedPlaces } from './market-insights.tsx';

const loadEngine = () => import('../experiences/market-insights/market-insights-engine.ts');

/**
 * A place's market report, rendered per request at its own address (`/market-insights/detroit-mi`,
 * `/market-insights/48226`): shareable and indexable. An address that names no place is the 404
 * page; a place without a report, or a report that did not load, says so (404, 503: not indexed).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = await loadEngine();
  const locationId = engine.locationIdFromSlug(params.place);
  if (!locationId) throw data(null, { status: 404 });
  const result = await fetchMarketReport(siteServer(context), locationId);
  if (result.ok)
    return placePage({ kind: 'report', locationId, view: engine.reportView(result.data) });
  const errorKind =
    result.kind === 'failed' && result.status === 404 ? 'missingReport' : 'failedLookup';
  return data(
    placePage({
      kind: 'error',
      locationId,
      errorKind,
      message: engine.MARKET_INSIGHTS_ERROR_MESSAGES[errorKind],
    }),
    { status: errorKind === 'missingReport' ? 404 : 503 },
  );
}

/** A report the search has just loaded in this browser opens without asking the server again. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const engine = await loadEngine();
  const locationId = engine.locationIdFromSlug(params.place);
  const report = locationId ? takeReport(locationId) : undefined;
  if (locationId && report) {
    return placePage({ kind: 'report', locationId, view: engine.reportView(report) });
  }
  return serverLoader();
}

/** The page's data: how it starts, and its title. */
function placePage(start: Exclude<MarketInsightsStart, { kind: 'search' }>) {
  return {
    start,
    title:
      start.kind === 'report'
        ? marketReportPageTitle(start.view.placeName)
        : 'Housing market insights',
  };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const start = loaderData?.start;
  const loaded = start?.kind === 'report' ? start : undefined;
  return seoMeta(
    {
      path: `/market-insights/${params.place}`,
      title: loaded ? marketReportPageTitle(loaded.view.placeName) : 'Market report not available',
      description: loaded
        ? marketReportPageDescription(loaded.view.placeName)
        : 'We could not show a housing market report for this place.',
      prerender: false,
    },
    { noindex: !loaded },
  );
}

export default function MarketInsightsPlace({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page market-insights-page">
      <h1>{loaderData.title}</h1>
      <MarketInsights key={loaderData.start.locationId} start={loaderData.start} />
      <FeaturedPlaces />
      <MoreTools current="/market-insights" />
    </div>
  );
}
