import { OptOutRequestSchema, type OptOutRequest } from '@lender/validation';
import type { FastifyPluginAsync } from 'fastify';
import { optOutDrafts } from '../../consent/consent-drafts.ts';
import {
  CONSENT_RESPONSES,
  replyWithConsent,
  requestSource,
  type PreferenceRouteOptions,
} from './consent-reply.ts';

/** POST /rmscbff/opt-out (SPEC §7): one opt-out per channel given, stored before the 201. */
export const optOutRoute: FastifyPluginAsync<PreferenceRouteOptions> = async (
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
      const body = request.body as OptOutRequest;
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
