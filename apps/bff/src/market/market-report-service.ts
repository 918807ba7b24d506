import type { MarketReportResponse } from '@lender/validation';
import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { listingsSummary, marketReports } from '../db/schema.ts';
import { listingsUrlValues } from '../listings/listings-service.ts';
import { fillListingsUrl } from '../listings/listings-url.ts';
import type { Place, PlaceIndex } from '../places/place-index.ts';
import { dataSource } from './data-source.ts';
import { MARKET_CONDITION_DESCRIPTIONS, marketCondition } from './market-condition.ts';
import { createDemoFigures, type DemoFiguresSource, type MarketRow } from './demo-figures.ts';
import { seriesEntry } from './series.ts';

export interface MarketReportServiceOptions {
  db: AppDb;
  places: PlaceIndex;
  /** The demo figures of places without stored ones (shared with the listings service). */
  demo?: DemoFiguresSource;
  /** Templates of the listings site's search and market pages (see listings-url.ts). */
  listingsUrlTemplate: string;
  marketUrlTemplate: string;
}

/**
 * Reads the stored months of a location, or computes its demo months when none are stored, and
 * assembles the SPEC §3 market report. Stored months (an import's) take precedence per location:
 * real and demo figures never mix in one report.
 */
export function createMarketReportService({
  db,
  places,
  demo = createDemoFigures(db, () => new Date()),
  listingsUrlTemplate,
  marketUrlTemplate,
}: MarketReportServiceOptions) {
  return {
    /** The report, or undefined when the location is unknown or has no figures. */
    async report(locationId: string): Promise<MarketReportResponse | undefined> {
      const place = places.byId(locationId);
      if (!place) return undefined;
      // Thirteen months reach back to the same month a year earlier.
      const [stored, [listings]] = await Promise.all([
        db
          .select()
          .from(marketReports)
          .where(eq(marketReports.locationId, locationId))
          .orderBy(desc(marketReports.month))
          .limit(13),
        db
          .select({ total: listingsSummary.totalCount })
          .from(listingsSummary)
          .where(eq(listingsSummary.locationId, locationId)),
      ]);
      const figures = stored.length > 0 && listings ? undefined : await demo.figures(place);
      const rows = stored.length > 0 ? stored : (figures?.months ?? []);
      const [current] = rows;
      if (!current) return undefined;
      return buildReport(place, current, rows, {
        listingsTotal: listings?.total ?? figures?.listings.total ?? 0,
        listingsUrl: fillListingsUrl(listingsUrlTemplate, listingsUrlValues(place)),
        marketUrl: fillListingsUrl(marketUrlTemplate, listingsUrlValues(place)),
      });
    },
  };
}

export type MarketReportService = ReturnType<typeof createMarketReportService>;

/** The first day of the month `months` before `isoMonth` (`2026-10-01`, 12 → `2025-10-01`). */
export function monthsBefore(isoMonth: string, months: number): string {
  const [year, month] = isoMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/** The SPEC §3 report from a location's newest month and the months stored before it. */
export function buildReport(
  place: Place,
  current: MarketRow,
  rows: MarketRow[],
  links: { listingsTotal: number; listingsUrl: string; marketUrl: string },
): MarketReportResponse {
  const lastMonth = rows.find((row) => row.month === monthsBefore(current.month, 1));
  const lastYear = rows.find((row) => row.month === monthsBefore(current.month, 12));
  const series = (key: keyof MarketRow, withFeedRatios = false) =>
    seriesEntry({
      current: current[key] as number | null,
      lastMonth: (lastMonth?.[key] as number | null | undefined) ?? null,
      lastYear: (lastYear?.[key] as number | null | undefined) ?? null,
      feedMonthChange: withFeedRatios ? decimal(current.medianSoldPriceMonthChange) : null,
      feedYearChange: withFeedRatios ? decimal(current.medianSoldPriceYearChange) : null,
    });
  const condition = marketCondition({
    totalSold: current.totalSold,
    totalActive: current.totalActive,
    monthsOfSupply: decimal(current.monthsOfSupply),
    averageSaleToList: decimal(current.averageSaleToList),
    overAskingPercent: decimal(current.overAskingPercent),
    underAskingPercent: decimal(current.underAskingPercent),
  });
  return {
    location: {
      id: place.id,
      name: place.kind === 'zip' ? place.zip : place.name,
      countyName: place.kind === 'county' ? place.name : place.county,
      stateName: place.stateName,
      listingsConnection: { total: links.listingsTotal, webUrl: links.listingsUrl },
      marketReportTrend: {
        webUrl: links.marketUrl,
        month: current.month,
        calculatedOn: current.importedAt.toISOString(),
        totalSold: current.totalSold,
        totalActive: current.totalActive,
        overAsking: decimal(current.overAskingPercent),
        atAsking: decimal(current.atAskingPercent),
        underAsking: decimal(current.underAskingPercent),
        averageDaysOnMarket: decimal(current.averageDaysOnMarket),
        medianSoldPrice: series('medianSoldPrice', true),
        marketConditionsDescription: MARKET_CONDITION_DESCRIPTIONS[condition],
        marketConditions: condition,
      },
      oneBedroom: { medianSoldPrice: series('medianSoldPriceOneBedroom') },
      twoBedroom: { medianSoldPrice: series('medianSoldPriceTwoBedroom') },
      threeBedroom: { medianSoldPrice: series('medianSoldPriceThreeBedroom') },
      fourBedroom: { medianSoldPrice: series('medianSoldPriceFourBedroom') },
    },
    dataSource: dataSource(current.source, current.isDemo),
  };
}

/** numeric columns arrive as strings. */
function decimal(value: string | null): number | null {
  return value === null ? null : Number(value);
}
