import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFilter } from '../../consent/consent-export.ts';
import type { ConsentService } from '../../consent/consent-service.ts';
import { CONSENT_CHANNELS } from '../../consent/vocabulary.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2026-11-21')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date');

/** GET /admin/consents.csv's query: UTC calendar days, both included, and a channel. */
export const ConsentExportQuerySchema = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    channel: z
      .enum(CONSENT_CHANNELS, { error: 'Choose a channel: email, phone or sms' })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'End date must be on or after the start date',
      });
    }
  });

/** GET /admin/consents.csv?from=&to=&channel=: every consent record in range, streamed as CSV. */
export const consentsCsvRoute: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (
  app,
  { consent },
) => {
  app.get(
    '/consents.csv',
    { schema: { querystring: ConsentExportQuerySchema } },
    async (request, reply) => {
      const { query } = request;
      const name = `consents-${query.from ?? 'start'}-to-${query.to ?? 'now'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(consent.exportCsv(exportFilter(query))));
    },
  );
};
