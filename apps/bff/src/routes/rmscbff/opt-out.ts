import { OptOutRequestSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optOutDrafts } from '../../consent/consent-drafts.ts';
import {
  CONSENT_RESPONSES,
  replyWithConsent,
  requestSource,
  type PreferenceRouteOptions,
} from './consent-reply.ts';

/** POST /rmscbff/opt-out (SPEC §7): one opt-out per channel given, stored before the 201. */
export const optOutRoute: FastifyPluginAsyncZod<PreferenceRouteOptions> = async (
  app,
  { consent, guard, rateLimit },
) => {
  app.post(
    '/opt-out',
    {
      schema: { body: OptOutRequestSchema, response: CONSENT_RESPONSES },
      onRequest: guard,
      config: { rateLimit: rateLimit.optOut },
    },
    async (request, reply) => {
      const { body } = request;
      return replyWithConsent(
        request,
        reply,
        consent,
        body,
        optOutDrafts(body, requestSource(request)),
      );
    },
  );
};
