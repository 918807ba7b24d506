import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { LoanLimitService } from '../../loan-limits/loan-limit-service.ts';
import type { ListingsService } from '../../place-data/listings-service.ts';
import type { MarketReportService } from '../../place-data/market-report-service.ts';
import type { PlaceIndex } from '../../places/place-index.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../../plugins/zod-schemas.ts';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import type { SearchService } from '../../search/search-service.ts';
import { affordabilityRoute } from './affordability.ts';
import { chatAssistantApi, type ChatAssistantOptions } from './chat-assistant.ts';
import { listingsRoute } from './listings.ts';
import { marketReportRoute } from './market-report.ts';
import { preferencesApi, type PreferencesOptions } from './preferences.ts';
import { prequalificationRoute } from './prequalification.ts';
import { productRatesRoute } from './product-rates.ts';
import { rentVsBuyRoute } from './rent-vs-buy.ts';
import { searchRoute } from './search.ts';
import { suggestRoute } from './suggest.ts';
import { zipCodeRoute } from './zip-codes.ts';

/** The services the API answers from (built once, in services.ts). */
export interface RmscbffOptions {
  rates: RateSheetService;
  loanLimits: LoanLimitService;
  preferences: PreferencesOptions;
  /** The chat assistant's answers and callback requests. */
  chat: ChatAssistantOptions;
  search: SearchService;
  places: PlaceIndex;
  listings: ListingsService;
  marketReports: MarketReportService;
  /** Runs before the routes that need the data (all but rent-vs-buy): 503 while starting. */
  untilReady?: onRequestAsyncHookHandler;
}

/** The SPEC §7 API, mounted at /rmscbff: every route validates and serializes with zod. */
export const rmscbffApi: FastifyPluginAsync<RmscbffOptions> = async (app, options) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // JSON only: text/plain (which Fastify parses by default) would let cross-site forms post here.
  app.removeContentTypeParser('text/plain');
  await app.register(rentVsBuyRoute);
  await app.register(async (dataRoutes) => {
    if (options.untilReady) dataRoutes.addHook('onRequest', options.untilReady);
    const { rates, loanLimits, search } = options;
    await dataRoutes.register(affordabilityRoute, { rates });
    await dataRoutes.register(prequalificationRoute, { rates, loanLimits });
    await dataRoutes.register(productRatesRoute, { rates });
    await dataRoutes.register(preferencesApi, options.preferences);
    await dataRoutes.register(suggestRoute, { search });
    await dataRoutes.register(searchRoute, { search });
    await dataRoutes.register(zipCodeRoute, { places: options.places });
    await dataRoutes.register(marketReportRoute, { reports: options.marketReports });
    await dataRoutes.register(listingsRoute, { listings: options.listings });
    await dataRoutes.register(chatAssistantApi, options.chat);
  });
  // Unknown API paths answer JSON, not the site's 404 page.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
