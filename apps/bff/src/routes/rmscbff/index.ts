import type { FastifyPluginAsync } from 'fastify';
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
}> = async (app, { rates, loanLimits, preferences, search }) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // JSON only: text/plain (which Fastify parses by default) would let cross-site forms post here.
  app.removeContentTypeParser('text/plain');
  await app.register(affordabilityRoute, { rates });
  await app.register(prequalificationRoute, { rates, loanLimits });
  await app.register(rentVsBuyRoute);
  await app.register(productRatesRoute, { rates });
  await app.register(preferencesApi, preferences);
  await app.register(suggestRoute, { search });
  await app.register(searchRoute, { search });
  // Unknown API paths answer JSON, not the site's 404 page.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
