import { MarketingCloudOptOutSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketingCloudDrafts } from '../../consent/consent-drafts.ts';
import {
  CONSENT_RESPONSES,
  replyWithConsent,
  type PreferenceRouteOptions,
} from './consent-reply.ts';

/**
 * POST /rmscbff/mc/opt-out (SPEC §7): the opt-out of a marketing-cloud e-mail link
 * (subscriber key, job and batch ids), stored as an e-mail opt-out from "marketing-cloud".
 */
export const marketingCloudOptOutRoute: FastifyPluginAsyncZod<PreferenceRouteOptions> = async (
  app,
  { consent, guard, rateLimit },
) => {
  app.post(
    '/mc/opt-out',
    {
      schema: { body: MarketingCloudOptOutSchema, response: CONSENT_RESPONSES },
      onRequest: guard,
      config: { rateLimit: rateLimit.optOut },
    },
    async (request, reply) => {
      const { body } = request;
      return replyWithConsent(request, reply, consent, body, marketingCloudDrafts(body));
    },
  );
};
