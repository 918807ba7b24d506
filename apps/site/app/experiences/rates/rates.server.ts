// The rates page's call to GET /rmscbff/rates/products, through @lender/api-client on the server
// the page is rendered in (in process, never over the network).
import { createApiClient } from '@lender/api-client';
import type { ProductRatesResponse } from '@lender/validation';
import type { SiteServer } from '../../server-context.ts';

/** How long the page waits for the rates before showing its error. */
const RATES_TIMEOUT_MS = 5_000;

/** The day's rates for a purpose; undefined when the API failed or has no rate sheet (503). */
export async function fetchProductRates(
  server: Pick<SiteServer, 'fetchApi' | 'siteOrigin'>,
  purpose: 'purchase' | 'refinance',
): Promise<ProductRatesResponse | undefined> {
  const api = createApiClient({
    baseUrl: server.siteOrigin,
    fetch: server.fetchApi,
    timeoutMs: RATES_TIMEOUT_MS,
  });
  const result = await api.productRates({ purpose });
  return result.ok ? result.data : undefined;
}
