// The no-JavaScript side of a form submission. The page's action calls the API of the server it
// runs in, in process (SiteServer.fetchApi: never an address taken from the request), through the
// same @lender/api-client as the browser, so the API's own checks (validation, the cross-site
// guard, idempotency, rate limits) and the same retries apply to every submission.
import { createApiClient, type ApiResult } from '@lender/api-client';
import type { SiteServer } from '../server-context.ts';
import { sendPreference, type PreferenceCall } from './api.ts';

/** How long an action waits for each answer of the API before trying again or giving up. */
export const API_TIMEOUT_MS = 10_000;

/** Request headers of the visitor that the API may use (consent records, GPC), passed on. */
const PASSED_THROUGH = ['user-agent', 'sec-gpc', 'accept-language'] as const;

/**
 * Sends a submission as a same-origin request of the visitor: their User-Agent and Sec-GPC, the
 * site's Origin and `Sec-Fetch-Site: same-origin` (the page's own action already refused
 * cross-site posts, see {@link isSameOriginPost}).
 */
export async function callApi(
  server: Pick<SiteServer, 'fetchApi' | 'siteOrigin'>,
  request: Request,
  call: PreferenceCall,
  body: object,
  idempotencyKey: string,
  retryDelaysMs?: readonly number[],
): Promise<ApiResult<unknown>> {
  const headers: Record<string, string> = {
    origin: server.siteOrigin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
  };
  for (const name of PASSED_THROUGH) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const api = createApiClient({
    baseUrl: server.siteOrigin,
    fetch: server.fetchApi,
    timeoutMs: API_TIMEOUT_MS,
  });
  return sendPreference(api, call, body, {
    idempotencyKey,
    headers,
    ...(retryDelaysMs ? { retryDelaysMs } : {}),
  });
}

/**
 * Whether a form post comes from our own pages. The API refuses cross-site requests, and the
 * action calls it as same-origin, so the action must refuse them first or any site could post
 * a visitor's browser through it (cross-site request forgery). Browsers send Sec-Fetch-Site and
 * Origin with every form post. The server (apps/bff) hands over an Origin naming the host the
 * browser addressed as the site's own (SITE_URL), so the Origin must be exactly that.
 */
export function isSameOriginPost(
  request: Request,
  server: Pick<SiteServer, 'siteOrigin'>,
): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  return origin === null || origin === server.siteOrigin;
}
