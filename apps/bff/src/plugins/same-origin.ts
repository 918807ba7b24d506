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
