// GET /opt-out/marketing-cloud (a resource route): the marketing-cloud opt-out of SPEC §3, §7 for a
// visitor without JavaScript. The opt-out page puts it in <noscript> as an image, which only a
// browser that does not run the page's script loads; with JavaScript the page tells the API itself
// (forms/marketing-cloud.ts), so each opening of an e-mail's link is told once either way.
import { marketingCloudOptOutOf } from '@lender/validation';
import { siteServer } from '../server-context.ts';
import { callApi, isSameOriginPost } from '../forms/call-api.server.ts';
import { pageQuery } from '../forms/form-page.server.ts';
import { newIdempotencyKey } from '../forms/idempotency.ts';
import type { Route } from './+types/opt-out-marketing-cloud';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Tells the API (in process, as the visitor: the same checks and rate limit as the browser's own
 * call, one try as the browser's fire-and-forget) and answers 204; 400 for a query without the
 * three ids; 503 when the API did not take it. Another site's page cannot use it to make its
 * visitors' browsers opt someone out (the API refuses cross-site writes, and so does this):
 * browsers say where an image request comes from (Sec-Fetch-Site), and only our own page counts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isSameOriginPost(request, siteServer(context))) {
    return new Response(null, { status: 403, headers: NO_STORE });
  }
  const ids = marketingCloudOptOutOf(pageQuery(request));
  if (!ids) return new Response(null, { status: 400, headers: NO_STORE });
  const result = await callApi(
    siteServer(context),
    request,
    'marketingCloudOptOut',
    ids,
    newIdempotencyKey(),
    [],
  );
  return new Response(null, { status: result.ok ? 204 : 503, headers: NO_STORE });
}
