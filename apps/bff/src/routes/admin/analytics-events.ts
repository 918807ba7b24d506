import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsAdminService } from '../../analytics-admin/analytics-admin-service.ts';

/** GET /admin/analytics/events' query: one visitor's or one event's latest stored events. */
export const StoredEventsQuerySchema = z.object({
  anonymousId: z
    .string()
    .trim()
    .min(1, 'Enter an anonymous id')
    .max(200, 'Enter at most 200 characters')
    .optional(),
  event: z
    .string()
    .trim()
    .min(1, 'Enter an event name')
    .max(200, 'Enter at most 200 characters')
    .optional(),
  limit: z.coerce
    .number({ error: 'Enter a limit from 1 to 500' })
    .int('Enter a whole number from 1 to 500')
    .min(1, 'Enter a limit from 1 to 500')
    .max(500, 'Enter a limit from 1 to 500')
    .default(100),
});

/**
 * GET /admin/analytics/events?anonymousId=&event=&limit=: the latest stored events, newest first,
 * as the collector kept them — the "debugger" an analytics team uses to check that a page sends
 * what the catalogue says (and what the end-to-end tests read). Behind the admin bearer token.
 */
export const storedEventsRoute: FastifyPluginAsyncZod<{
  analytics: AnalyticsAdminService;
}> = async (app, { analytics }) => {
  app.get(
    '/analytics/events',
    { schema: { querystring: StoredEventsQuerySchema } },
    async (request, reply) => {
      const events = await analytics.storedEvents(request.query);
      reply.header('cache-control', 'no-store');
      return { events };
    },
  );
};
