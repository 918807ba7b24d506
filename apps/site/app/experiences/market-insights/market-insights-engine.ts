// Market insights' machine and the plain views of its reports (SPEC §2–§4, §7–§9). The machine
// brings @lender/validation with it, so the browser loads this module when the visitor reaches
// for the search (or scrolls a report); a place page's loader renders the report with it first.
import {
  INITIAL_MARKET_INSIGHTS_STATE,
  marketConditionGauge,
  marketInsightsReducer,
  marketInsightsStateFor,
  reportPlaceName,
  type MarketConditionGauge,
  type MarketInsightsErrorKind,
  type MarketInsightsEvent,
  type MarketInsightsState,
} from '@lender/guided-experiences/market-insights';
import type { MarketReportResponse } from '@lender/validation';

export {
  LOCATION_SEARCH_DEBOUNCE_MS,
  locationIdFromSlug,
  locationSearchErrorMessage,
  MARKET_INSIGHTS_ERROR_MESSAGES,
  marketInsightsPath,
  marketInsightsRequests,
  stickyReportBar,
} from '@lender/guided-experiences/market-insights';
export type {
  MarketInsightsEvent,
  MarketInsightsRequest,
  MarketInsightsState,
} from '@lender/guided-experiences/market-insights';
export { runMarketInsightsRequest } from './market-insights-calls.ts';

/** A report as the page shows it: the report, its place's name and its gauge. */
export interface ReportView {
  report: MarketReportResponse;
  placeName: string;
  gauge: MarketConditionGauge;
}

/** The view of a report. */
export function reportView(report: MarketReportResponse): ReportView {
  const trend = report.location.marketReportTrend;
  return {
    report,
    placeName: reportPlaceName(report),
    gauge: marketConditionGauge(trend.marketConditions, trend.marketConditionsDescription),
  };
}

/** What a page starts with: the search, a place's report, or why a place has none. */
export type MarketInsightsStart =
  | { kind: 'search' }
  | { kind: 'report'; locationId: string; view: ReportView }
  | { kind: 'error'; locationId: string; errorKind: MarketInsightsErrorKind; message: string };

/** The machine's state for what a page starts with. */
export function initialState(start: MarketInsightsStart): MarketInsightsState {
  switch (start.kind) {
    case 'search':
      return INITIAL_MARKET_INSIGHTS_STATE;
    case 'report':
      return marketInsightsStateFor(start.locationId, start.view.report);
    case 'error':
      return {
        ...marketInsightsStateFor(start.locationId),
        status: 'error',
        errorKind: start.errorKind,
      };
  }
}

export const reduce = (state: MarketInsightsState, event: MarketInsightsEvent) =>
  marketInsightsReducer(state, event);
