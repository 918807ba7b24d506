import type { FastifyPluginAsync } from 'fastify';
import type { AnalyticsAdminService } from '../../analytics-admin/analytics-admin-service.ts';
import type { OperatorAccess } from '../../analytics-admin/operator-sign-in.ts';
import type { CallbackService } from '../../chat-assistant/callback-service.ts';
import type { ConsentService } from '../../consent/consent-service.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../plugins/zod-schemas.ts';
import { storedEventsRoute } from './analytics-events.ts';
import { callbackRequestsRoute } from './callback-requests.ts';
import { consentsCsvRoute } from './consents-csv.ts';
import { operatorBearerOnly } from './operator-replies.ts';
import { suppressionRoute } from './suppression.ts';

/** What the operators' API needs. */
export interface AdminOptions {
  /** ADMIN_TOKEN's checks: every request must send it as a bearer token. */
  access: OperatorAccess;
  consent: ConsentService;
  analytics: AnalyticsAdminService;
  /** The chat assistant's callback requests. */
  callbacks: CallbackService;
}

/** The operators' API, mounted at /admin only when ADMIN_TOKEN is configured. */
export const adminApi: FastifyPluginAsync<AdminOptions> = async (
  app,
  { access, consent, analytics, callbacks },
) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.addHook('onRequest', operatorBearerOnly(access));
  await app.register(suppressionRoute, { consent });
  await app.register(consentsCsvRoute, { consent });
  await app.register(storedEventsRoute, { analytics });
  await app.register(callbackRequestsRoute, { callbacks });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
