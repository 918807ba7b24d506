import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_PAGE_CSP,
  reportPage,
  signInPage,
  type CollectionStatus,
} from '../../analytics-admin/admin-pages.ts';
import {
  ADMIN_SESSION_COOKIE,
  cookieValue,
  isValidSession,
  sessionCookieHeader,
  sessionValue,
} from '../../analytics-admin/admin-session.ts';
import type { AnalyticsAdminService } from '../../analytics-admin/analytics-admin-service.ts';
import { tokensMatch } from '../../plugins/bearer-token.ts';

/** What the analytics pages need. */
export interface AnalyticsAdminOptions {
  /** ADMIN_TOKEN. */
  token: string;
  reports: AnalyticsAdminService;
  /** Whether the site collects, and with which write key (shown on the page). */
  collection?: () => CollectionStatus;
  /** The clock of the sign-in sessions. */
  now?: () => Date;
}

/** Largest sign-in form body. */
const SIGN_IN_BODY_BYTES = 4 * 1024;

/**
 * GET /admin/analytics (HTML) and /admin/analytics.json: the report, for `Authorization: Bearer
 * <ADMIN_TOKEN>` or a browser signed in through the form (POST /admin/analytics/sign-in sets the
 * session cookie; POST /admin/analytics/sign-out removes it). Without either, the page answers 401
 * with the sign-in form and the JSON 401 with a Bearer challenge.
 */
export const analyticsAdminRoutes: FastifyPluginAsync<AnalyticsAdminOptions> = async (
  app,
  { token, reports, collection, now = () => new Date() },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SIGN_IN_BODY_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function signedIn(request: FastifyRequest): boolean {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) return tokensMatch(bearer, token);
    return isValidSession(cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE), token, now());
  }

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', ADMIN_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);
  }

  app.get('/analytics', async (request, reply) => {
    if (!signedIn(request)) {
      reply.header('www-authenticate', 'Bearer');
      return html(reply, 401, signInPage(undefined));
    }
    return html(reply, 200, reportPage(await reports.report(), collection?.()));
  });

  app.get('/analytics.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!signedIn(request)) {
      reply.header('www-authenticate', 'Bearer');
      return reply.code(401).send({
        message: 'Send the operator token as "Authorization: Bearer <token>"',
      });
    }
    return reports.report();
  });

  app.post<{ Body: { token?: unknown } }>('/analytics/sign-in', async (request, reply) => {
    const given = typeof request.body?.token === 'string' ? request.body.token.trim() : '';
    if (given === '') return html(reply, 400, signInPage('missing'));
    if (!tokensMatch(given, token)) return html(reply, 401, signInPage('wrong'));
    return reply
      .code(303)
      .header(
        'set-cookie',
        sessionCookieHeader(sessionValue(token, now()), request.protocol === 'https'),
      )
      .header('cache-control', 'no-store')
      .header('location', '/admin/analytics')
      .send();
  });

  app.post('/analytics/sign-out', async (request, reply) =>
    reply
      .code(303)
      .header('set-cookie', sessionCookieHeader(undefined, request.protocol === 'https'))
      .header('cache-control', 'no-store')
      .header('location', '/admin/analytics')
      .send(),
  );
};
