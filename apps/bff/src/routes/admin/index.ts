import type { FastifyPluginAsync } from 'fastify';
import type { ConsentService } from '../../consent/consent-service.ts';
import type { AppDb } from '../../db/client.ts';
import { bearerTokenOnly } from '../../plugins/bearer-token.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../plugins/zod-schemas.ts';
import { storedEventsRoute } from './analytics-events.ts';
import { consentsCsvRoute } from './consents-csv.ts';
import { suppressionRoute } from './suppression.ts';

/** What the operators' API needs. */
export interface AdminOptions {
  /** ADMIN_TOKEN: every request must send it as a bearer token. */
  token: string;
  consent: ConsentService;
  db: AppDb;
}

/** The operators' API, mounted at /admin only when ADMIN_TOKEN is configured. */
export const adminApi: FastifyPluginAsync<AdminOptions> = async (app, { token, consent, db }) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.addHook('onRequest', bearerTokenOnly(token));
  await app.register(suppressionRoute, { consent });
  await app.register(consentsCsvRoute, { db });
  await app.register(storedEventsRoute, { db });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
