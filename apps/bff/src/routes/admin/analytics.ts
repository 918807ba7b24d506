import type { FastifyPluginAsync } from 'fastify';
import { reportPage, type CollectionStatus } from '../../analytics-admin/admin-pages.ts';
import type { AnalyticsAdminService } from '../../analytics-admin/analytics-admin-service.ts';
import type { OperatorAccess } from '../../analytics-admin/operator-sign-in.ts';
import { adminHtml, operatorTokenFirst, signInFirst } from './operator-replies.ts';

/** What the analytics pages need. */
export interface AnalyticsAdminOptions {
  /** ADMIN_TOKEN's checks: a bearer token or a signed-in browser. */
  access: OperatorAccess;
  reports: AnalyticsAdminService;
  /** Whether the site collects, and with which write key (shown on the page). */
  collection?: () => CollectionStatus;
}

/**
 * GET /admin/analytics (HTML) and /admin/analytics.json: the report, for `Authorization: Bearer
 * <ADMIN_TOKEN>` or a browser signed in through the form (routes/admin/operator-sessions.ts).
 * Without either, the page answers 401 with the sign-in form and the JSON 401 with a Bearer
 * challenge; 429 while the client is locked out for wrong tokens.
 */
export const analyticsAdminRoutes: FastifyPluginAsync<AnalyticsAdminOptions> = async (
  app,
  { access, reports, collection },
) => {
  app.get('/analytics', async (request, reply) => {
    const check = await access.check(request);
    if (check.status !== 'operator') return signInFirst(reply, check);
    return adminHtml(reply, 200, reportPage(await reports.report(), collection?.()));
  });

  app.get('/analytics.json', async (request, reply) => {
    const check = await access.check(request);
    if (check.status !== 'operator') return operatorTokenFirst(reply, check);
    reply.header('cache-control', 'no-store');
    return reports.report();
  });
};
