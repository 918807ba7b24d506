import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDb } from '../../db/client.ts';
import { analyticsContexts, analyticsEvents } from '../../db/schema.ts';

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
export const storedEventsRoute: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    '/analytics/events',
    { schema: { querystring: StoredEventsQuerySchema } },
    async (request, reply) => {
      const { anonymousId, event, limit } = request.query as z.infer<
        typeof StoredEventsQuerySchema
      >;
      const conditions: SQL[] = [];
      if (anonymousId) conditions.push(eq(analyticsEvents.anonymousId, anonymousId));
      if (event) conditions.push(eq(analyticsEvents.eventName, event));
      const { contextId: _contextId, ...eventColumns } = getTableColumns(analyticsEvents);
      const rows = await db
        .select({ ...eventColumns, context: analyticsContexts.context })
        .from(analyticsEvents)
        .leftJoin(
          analyticsContexts,
          and(
            eq(analyticsContexts.contextId, analyticsEvents.contextId),
            eq(analyticsContexts.receivedDay, analyticsEvents.receivedDay),
          ),
        )
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(analyticsEvents.receivedAt))
        .limit(limit);
      reply.header('cache-control', 'no-store');
      return { events: rows };
    },
  );
};
