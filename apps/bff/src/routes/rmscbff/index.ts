import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { LoanLimitService } from '../../loan-limits/loan-limit-service.ts';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../plugins/zod-schemas.ts';
import { affordabilityRoute } from './affordability.ts';
import { preferencesApi, type PreferencesOptions } from './preferences.ts';
import { prequalificationRoute } from './prequalification.ts';
import { productRatesRoute } from './product-rates.ts';
import { rentVsBuyRoute } from './rent-vs-buy.ts';
import type { SearchService } from '../../search/search-service.ts';
import { searchRoute } from './search.ts';
import { suggestRoute } from './suggest.ts';

/** The SPEC §7 API, mounted at /rmscbff: every route validates and serializes with zod. */
export const rmscbffApi: FastifyPluginAsync<{
  rates: RateSheetService;
  loanLimits: LoanLimitService;
  preferences: PreferencesOptions;
  search: SearchService;
  /** Runs before the routes that need the database (all but rent-vs-buy): 503 while starting. */
  untilReady?: onRequestAsyncHookHandler;
}> = async (app, { rates, loanLimits, preferences, search, untilReady }) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // JSON only: text/plain (which Fastify parses by default) would let cross-site forms post here.
  app.removeContentTypeParser('text/plain');
  await app.register(rentVsBuyRoute);
  await app.register(async (dataRoutes) => {
    if (untilReady) dataRoutes.addHook('onRequest', untilReady);
    await dataRoutes.register(affordabilityRoute, { rates });
    await dataRoutes.register(prequalificationRoute, { rates, loanLimits });
    await dataRoutes.register(productRatesRoute, { rates });
    await dataRoutes.register(preferencesApi, preferences);
    await dataRoutes.register(suggestRoute, { search });
    await dataRoutes.register(searchRoute, { search });
  });
  // Unknown API paths answer JSON, not the site's 404 page.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
