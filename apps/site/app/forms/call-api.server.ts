// The no-JavaScript side of a form submission. The page's action runs in the same process as
// the API, but calls it over HTTP like any client, so the API's own checks (validation, the
// cross-site guard, idempotency, rate limits) apply to every submission in one place.
import { IDEMPOTENCY_KEY_HEADER, isWorthRetrying, outcomeOf, type ApiOutcome } from './api.ts';

/** How long an action waits for the API before showing the error block. */
export const API_TIMEOUT_MS = 10_000;

/** Request headers of the visitor that the API may use (consent records, GPC), passed on. */
const PASSED_THROUGH = ['user-agent', 'sec-gpc', 'accept-language'] as const;

/**
 * The visitor's address as the server worked it out (set by apps/bff's site plugin, never taken
 * from the visitor). Sent on as X-Forwarded-For, which the API trusts only from loopback, so
 * each visitor has their own rate limit and consent records name the visitor, not this server.
 */
const CLIENT_IP_HEADER = 'x-lender-client-ip';

/**
 * POSTs JSON to the API on the origin the page was requested on, as a same-origin request of
 * the visitor: their User-Agent and Sec-GPC, our Origin and `Sec-Fetch-Site: same-origin` (the
 * page's own action already refused cross-site posts, see {@link isSameOriginPost}).
 */
export async function callApi(
  request: Request,
  path: string,
  body: unknown,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiOutcome> {
  const origin = new URL(request.url).origin;
  const headers = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  for (const name of PASSED_THROUGH) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const clientIp = request.headers.get(CLIENT_IP_HEADER);
  if (clientIp !== null) headers.set('x-forwarded-for', clientIp);
  const send = async (): Promise<ApiOutcome> => {
    try {
      const response = await fetchImpl(new URL(path, origin), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
        redirect: 'error',
      });
      return await outcomeOf(response);
    } catch {
      return { status: 'failed' };
    }
  };
  const outcome = await send();
  if (outcome.status === 'failed' && isWorthRetrying(outcome.httpStatus)) return send();
  return outcome;
}

/**
 * Whether a form post comes from our own pages. The API refuses cross-site requests, and the
 * action calls it as same-origin, so the action must refuse them first or any site could post
 * a visitor's browser through it (cross-site request forgery). Browsers send Sec-Fetch-Site and
 * Origin with every form post; hosts are compared (not schemes) because TLS may end in a proxy.
 */
export function isSameOriginPost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === new URL(request.url).host;
}
