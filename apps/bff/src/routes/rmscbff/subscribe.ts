import { SubscribeRequestSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeDrafts } from '../../consent/consent-drafts.ts';
import {
  CONSENT_RESPONSES,
  replyWithConsent,
  requestSource,
  type PreferenceRouteOptions,
} from './consent-reply.ts';

/** POST /rmscbff/subscribe: an e-mail opt-in to the consent choices ticked. */
export const subscribeRoute: FastifyPluginAsyncZod<PreferenceRouteOptions> = async (
  app,
  { consent, guard, rateLimit },
) => {
  app.post(
    '/subscribe',
    {
      schema: { body: SubscribeRequestSchema, response: CONSENT_RESPONSES },
      onRequest: guard,
      config: { rateLimit: rateLimit.optIn },
    },
    async (request, reply) => {
      const { body } = request;
      return replyWithConsent(
        request,
        reply,
        consent,
        body,
        subscribeDrafts(body, requestSource(request)),
      );
    },
  );
};
