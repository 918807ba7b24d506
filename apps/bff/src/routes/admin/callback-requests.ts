import { CALLBACK_TIMES } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallbackService } from '../../chat-assistant/callback-service.ts';

/** Most requests one answer lists. */
export const CALLBACK_LIST_MAX = 500;

const limitMessage = `Limit must be a whole number from 1 to ${CALLBACK_LIST_MAX}`;

/** GET /admin/callback-requests?limit=: how many of the latest to list (default 100). */
export const CallbackListQuerySchema = z.object({
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= CALLBACK_LIST_MAX, limitMessage)
    .optional()
    .default(100),
});

/** One callback request, as the loan officers who call back need it, with its consent. */
const CallbackListSchema = z.object({
  requests: z.array(
    z.object({
      receivedAt: z.string(),
      name: z.string(),
      phone: z.string(),
      bestTime: z.enum(CALLBACK_TIMES),
      consentText: z.string(),
      sourcePage: z.string().nullable(),
      gpc: z.boolean(),
    }),
  ),
});

/** GET /admin/callback-requests: the latest callback requests from the chat assistant, newest first. */
export const callbackRequestsRoute: FastifyPluginAsyncZod<{ callbacks: CallbackService }> = async (
  app,
  { callbacks },
) => {
  app.get(
    '/callback-requests',
    { schema: { querystring: CallbackListQuerySchema, response: { 200: CallbackListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await callbacks.latest(request.query.limit);
      return {
        requests: rows.map((row) => ({
          receivedAt: row.receivedAt.toISOString(),
          name: row.name,
          phone: row.phone,
          bestTime: row.bestTime,
          consentText: row.consentText,
          sourcePage: row.sourcePage,
          gpc: row.gpc,
        })),
      };
    },
  );
};
