import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/** The answer to a cross-site write: 403, whatever the body. */
export class CrossSiteRequestError extends Error {
  override name = 'CrossSiteRequestError';
  readonly statusCode = 403;
  constructor() {
    super('This form can only be sent from this website');
  }
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** True when the request says it comes from another site (OWASP CSRF cheat sheet: Fetch Metadata, then Origin). */
export function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false; // not a browser's cross-origin write
  if (origin === siteOrigin) return false;
  // The origin the request was addressed to (the site reached by another name, such as
  // 127.0.0.1 for localhost) is this site too.
  const host = hostOf(origin);
  return host === undefined || host !== request.headers.host;
}

/**
 * Refuses writes from other sites with 403, before the body is read: `Sec-Fetch-Site:
 * cross-site`, or an Origin that is neither SITE_URL's nor the address the request was sent to.
 */
export function sameOriginOnly(siteUrl: string): onRequestAsyncHookHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return async (request) => {
    if (isCrossSite(request, siteOrigin)) throw new CrossSiteRequestError();
  };
}

/**
 * True unless the request says it comes from this very origin: the operators' forms, stricter
 * than isCrossSite. `Sec-Fetch-Site` must be `same-origin` or `none` (typed or bookmarked; a
 * sibling site is refused too), and an Origin must be SITE_URL's or the one the request was sent
 * to (`null` is refused). A request with neither header is not a browser's (every browser sends
 * Origin with a POST): it passes, and its token or SameSite=Strict cookie decides.
 */
export function isCrossOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== siteOrigin && origin !== `${request.protocol}://${request.headers.host}`;
}
