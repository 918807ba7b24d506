import type { FastifyPluginAsync } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { createListingsService } from '../listings/listings-service.ts';
import { createDemoFigures } from '../market/demo-figures.ts';
import { createMarketReportService } from '../market/market-report-service.ts';
import type { PlaceIndex } from '../places/place-index.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from '../plugins/zod-schemas.ts';
import { listingsRoutes } from './listings.ts';
import { marketRoutes } from './market.ts';
import { placesRoutes } from './places.ts';

export interface PlaceDataApiOptions {
  db: AppDb;
  places: PlaceIndex;
  listingsUrlTemplate: string;
  marketUrlTemplate: string;
  /** The clock dating demo figures when the database has no first start's date recorded. */
  now?: () => Date;
}

/**
 * The place, market and listings endpoints. Their SPEC §7 paths are the public contract (some at
 * the site's root, as the Mapbox and Rocket Homes proxies they stand in for were).
 */
export const placeDataApi: FastifyPluginAsync<PlaceDataApiOptions> = async (app, options) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  await app.register(placesRoutes, { places: options.places });
  const demo = createDemoFigures(options.db, options.now ?? (() => new Date()));
  await app.register(marketRoutes, {
    reports: createMarketReportService({
      db: options.db,
      places: options.places,
      demo,
      listingsUrlTemplate: options.listingsUrlTemplate,
      marketUrlTemplate: options.marketUrlTemplate,
    }),
  });
  await app.register(listingsRoutes, {
    listings: createListingsService({
      db: options.db,
      places: options.places,
      demo,
      listingsUrlTemplate: options.listingsUrlTemplate,
    }),
  });
};
