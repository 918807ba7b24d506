import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@lender/validation';
import { z } from 'zod';
import { normaliseConsentValue } from '../../consent/consent-drafts.ts';
import type { ConsentService } from '../../consent/consent-service.ts';
import { CONSENT_CHANNELS } from '../../consent/vocabulary.ts';

/** GET /admin/suppression's query: a channel and the address to look up. */
export const SuppressionQuerySchema = z
  .object({
    channel: z.enum(CONSENT_CHANNELS, { error: 'Choose a channel: email, phone or sms' }),
    value: z
      .string({ error: 'Enter the e-mail address or phone number to look up' })
      .trim()
      .min(1, 'Enter the e-mail address or phone number to look up')
      .max(254, 'Enter at most 254 characters'),
  })
  .superRefine((query, context) => {
    // E-mail lookups also take marketing-cloud subscriber keys, stored as sent.
    if (
      query.channel !== 'email' &&
      normaliseConsentValue(query.channel, query.value) === undefined
    ) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: messages.phone.errorLength,
      });
    }
  });

/** Whether the address may be contacted on the channel. */
export const SuppressionResponseSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  value: z.string(),
  suppressed: z.boolean(),
  lastAction: z.enum(['opt-out', 'opt-in']).optional(),
  lastReceivedAt: z.string().optional(),
});

/**
 * GET /admin/suppression?channel=&value=: what a mailer or dialer asks before contacting an
 * address. Suppressed when the latest record is an opt-out, from the moment it was acknowledged.
 */
export const suppressionRoute: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (
  app,
  { consent },
) => {
  app.get(
    '/suppression',
    {
      schema: { querystring: SuppressionQuerySchema, response: { 200: SuppressionResponseSchema } },
    },
    async (request, reply) => {
      const { channel, value } = request.query;
      reply.header('cache-control', 'no-store');
      return consent.suppression(channel, value);
    },
  );
};
