import type { MarketReportResponse } from '@lender/validation';
import type { AppDb } from '../db/client.ts';
import type { Place, PlaceIndex } from '../places/place-index.ts';
import { dataSource } from './data-source.ts';
import type { DemoFiguresSource } from './demo-figures-source.ts';
import { fillListingsUrl, listingsUrlValues } from './listings-url.ts';
import { MARKET_CONDITION_DESCRIPTIONS, marketCondition } from './market-condition.ts';
import { storedMarketFigures, type MarketRow } from './place-data-repository.ts';
import { seriesEntry } from './series.ts';

export interface MarketReportServiceOptions {
  db: AppDb;
  places: PlaceIndex;
  /** The demo figures of places without stored ones (shared with the listings service). */
  demo: DemoFiguresSource;
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
  demo,
  listingsUrlTemplate,
  marketUrlTemplate,
}: MarketReportServiceOptions) {
  return {
    /** The report, or undefined when the location is unknown or has no figures. */
    async report(locationId: string): Promise<MarketReportResponse | undefined> {
      const place = places.byId(locationId);
      if (!place) return undefined;
      const { months: stored, listingsTotal } = await storedMarketFigures(db, locationId);
      const figures =
        stored.length > 0 && listingsTotal !== undefined ? undefined : await demo.figures(place);
      const rows = stored.length > 0 ? stored : (figures?.months ?? []);
      const [current] = rows;
      if (!current) return undefined;
      return buildReport(place, current, rows, {
        listingsTotal: listingsTotal ?? figures?.listings.total ?? 0,
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
