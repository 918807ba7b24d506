import { OptInRequestSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optInDrafts } from '../../consent/consent-drafts.ts';
import {
  CONSENT_RESPONSES,
  replyWithConsent,
  requestSource,
  type PreferenceRouteOptions,
} from './consent-reply.ts';

/** POST /rmscbff/opt-in (SPEC §7): one opt-in per phone subscription ticked. */
export const optInRoute: FastifyPluginAsyncZod<PreferenceRouteOptions> = async (
  app,
  { consent, guard, rateLimit },
) => {
  app.post(
    '/opt-in',
    {
      schema: { body: OptInRequestSchema, response: CONSENT_RESPONSES },
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
        optInDrafts(body, requestSource(request)),
      );
    },
  );
};
