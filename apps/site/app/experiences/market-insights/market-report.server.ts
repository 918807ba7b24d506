// A place page's call to GET /rmscbff/rocket-homes/market-report, through @lender/api-client on
// the server the page is rendered in (in process, never over the network).
import { createApiClient, type ApiResult } from '@lender/api-client';
import type { MarketReportResponse } from '@lender/validation';
import type { SiteServer } from '../../server-context.ts';

/** How long a place page waits for its report before showing the error. */
const REPORT_TIMEOUT_MS = 5_000;

/** The SPEC §3 report of a location id. */
export function fetchMarketReport(
  server: Pick<SiteServer, 'fetchApi' | 'siteOrigin'>,
  locationId: string,
): Promise<ApiResult<MarketReportResponse>> {
  const api = createApiClient({
    baseUrl: server.siteOrigin,
    fetch: server.fetchApi,
    timeoutMs: REPORT_TIMEOUT_MS,
  });
  return api.marketReport(locationId);
}
