// The demo market months and listings of a place, computed when a request asks for them. The
// generator is deterministic (seeded by the location id, dated by the first start), so these are
// the figures a first start used to store for every ZIP code and city (211,563 market rows and
// 70,521 listings rows, most of a first start's 13–18 s); stored rows, the import commands' real
// figures, take precedence per location (market-report-service.ts, listings-service.ts).
import type { AppDb } from '../db/client.ts';
import { DEMO_SOURCE } from '../place-data/data-source.ts';
import type { DemoFigures, DemoFiguresSource } from '../place-data/demo-figures-source.ts';
import { readDemoAsOf, type MarketRow } from '../place-data/place-data-repository.ts';
import { demoPriceBuckets } from './demo-listings.ts';
import type { Place } from '../places/place-index.ts';
import { demoMarketMonths, type DemoLocation } from './demo-market.ts';

/** Places whose demo figures are kept computed; each takes about 1 KB. */
export const DEMO_FIGURES_CACHE_SIZE = 4_096;

/** What the generator knows of a place: its id, state and size. Counties have no demo figures. */
export function demoLocation(place: Place): DemoLocation | undefined {
  if (place.kind === 'county') return undefined;
  return place.kind === 'city'
    ? {
        id: place.id,
        stateCode: place.stateCode,
        population: place.population,
        zipCount: place.zipCount,
      }
    : { id: place.id, stateCode: place.stateCode, population: null, zipCount: 1 };
}

/**
 * A place's demo figures for `asOf`, as the first start stored them: numeric columns as text (as
 * the database returns them) and `importedAt` the instant they are dated.
 */
export function computeDemoFigures(location: DemoLocation, asOf: Date): DemoFigures {
  const months = demoMarketMonths(location, asOf).map((month): MarketRow => ({
    locationId: location.id,
    month: month.month,
    source: DEMO_SOURCE,
    isDemo: true,
    totalSold: month.totalSold,
    totalActive: month.totalActive,
    overAskingPercent: String(month.overAskingPercent),
    atAskingPercent: String(month.atAskingPercent),
    underAskingPercent: String(month.underAskingPercent),
    averageSaleToList: String(month.averageSaleToList),
    monthsOfSupply: String(month.monthsOfSupply),
    averageDaysOnMarket: String(month.averageDaysOnMarket),
    medianSoldPrice: month.medianSoldPrice,
    medianSoldPriceOneBedroom: month.medianSoldPriceOneBedroom,
    medianSoldPriceTwoBedroom: month.medianSoldPriceTwoBedroom,
    medianSoldPriceThreeBedroom: month.medianSoldPriceThreeBedroom,
    medianSoldPriceFourBedroom: month.medianSoldPriceFourBedroom,
    medianSoldPriceMonthChange: null,
    medianSoldPriceYearChange: null,
    importedAt: asOf,
  }));
  // The homes for sale are the report month's active listings, spread over the price buckets.
  const current = months[0]!;
  const total = current.totalActive!;
  return {
    months,
    listings: { buckets: demoPriceBuckets(total, current.medianSoldPrice!), total },
  };
}

/**
 * Demo figures dated by the database's recorded instant (app_meta, written by the first start), or
 * by `now()` when a database has none recorded (tests that load no place data). The instant is
 * read once.
 */
export function createDemoFigures(db: AppDb, now: () => Date): DemoFiguresSource {
  let asOf: Promise<Date> | undefined;
  const cache = new Map<string, DemoFigures>();
  return {
    async figures(place) {
      const location = demoLocation(place);
      if (!location) return undefined;
      const cached = cache.get(location.id);
      if (cached) {
        // Most recently used last: the oldest entry is the first to go.
        cache.delete(location.id);
        cache.set(location.id, cached);
        return cached;
      }
      asOf ??= readDemoAsOf(db).then((recorded) => recorded ?? now());
      // A failed read is not remembered: the next request tries again.
      asOf.catch(() => (asOf = undefined));
      const figures = computeDemoFigures(location, await asOf);
      cache.set(location.id, figures);
      if (cache.size > DEMO_FIGURES_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return figures;
    },
  };
}
