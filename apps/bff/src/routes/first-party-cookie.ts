import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { globalPrivacyControlFromHeader } from '@lender/analytics';

/** SPEC §3 `rvid`: the first-party visitor id. */
export const VISITOR_ID_COOKIE = 'rvid';
/** A visitor id we accept back from the page: our own UUIDs, or a partner's id of the same alphabet. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** One year, as every long-lived analytics cookie (SPEC §9). */
export const VISITOR_ID_MAX_AGE_S = 31_536_000;

/**
 * `GET /fpc.js?rvid=` (SPEC §7): the first-party cookie script. Setting the visitor id from our
 * own server makes it a real first-party cookie (browsers cap cookies written by scripts at 7
 * days). It keeps the id the page passes, else the one in the cookie, else makes one; and sets
 * nothing when the browser sends Global Privacy Control. The script body itself is empty.
 */
export const firstPartyCookieRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { rvid?: unknown } }>('/fpc.js', async (request, reply) => {
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store');
    if (!globalPrivacyControlFromHeader(request.headers['sec-gpc'] as string | undefined)) {
      const id = visitorId(request);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${VISITOR_ID_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_ID_MAX_AGE_S}; SameSite=Lax${secure}`,
      );
    }
    return reply.send('/* first-party visitor id */\n');
  });
};

function visitorId(request: FastifyRequest<{ Querystring: { rvid?: unknown } }>): string {
  const fromQuery = request.query.rvid;
  if (typeof fromQuery === 'string' && VISITOR_ID_PATTERN.test(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)rvid=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  if (fromCookie && VISITOR_ID_PATTERN.test(fromCookie)) return fromCookie;
  return randomUUID();
}
