// Reads the Redfin Data Center "market tracker" format (https://www.redfin.com/news/data-center/):
// tab-separated, one row per region, period and property type, with a header row (upper- or
// lower-case names, values sometimes in double quotes). ZIP code, city ("place") and county rows
// are kept, monthly periods only, "All Residential" only.
import { cityLocationId, countyLocationId, zipLocationId } from '../places/location-id.ts';

/** One month of one location, in the market_reports columns' terms (null = not in the file). */
export interface ImportedMarketMonth {
  locationId: string;
  month: string;
  totalSold: number | null;
  totalActive: number | null;
  overAskingPercent: number | null;
  averageSaleToList: number | null;
  monthsOfSupply: number | null;
  averageDaysOnMarket: number | null;
  medianSoldPrice: number | null;
  medianSoldPriceMonthChange: number | null;
  medianSoldPriceYearChange: number | null;
}

export interface RedfinParseResult {
  months: ImportedMarketMonth[];
  /** Rows left out, by reason. */
  skipped: Record<string, number>;
}

/** Columns the file must have; the others are read when present. */
const REQUIRED_COLUMNS = ['period_begin', 'period_end', 'region_type', 'region', 'property_type'];
const MONTHLY_DAYS = { min: 28, max: 31 };

export class RedfinFormatError extends Error {
  override name = 'RedfinFormatError';
}

export function parseRedfinMarketTracker(text: string): RedfinParseResult {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split('\t').map((name) => unquote(name).toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new RedfinFormatError(
      `Not a Redfin market tracker file: the header has no ${missing.join(', ')} column`,
    );
  }
  const column = new Map(header.map((name, index) => [name, index]));
  const months = new Map<string, ImportedMarketMonth>();
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => {
    skipped[reason] = (skipped[reason] ?? 0) + 1;
  };
  for (const line of lines.slice(1)) {
    const cells = line.split('\t').map(unquote);
    const get = (name: string) => {
      const index = column.get(name);
      return index === undefined ? '' : (cells[index] ?? '');
    };
    if (!/^all residential$/i.test(get('property_type'))) {
      skip('not All Residential');
      continue;
    }
    if (/^(true|t|1)$/i.test(get('is_seasonally_adjusted'))) {
      skip('seasonally adjusted');
      continue;
    }
    const month = monthOf(get('period_begin'), get('period_end'));
    if (!month) {
      skip('not a calendar month');
      continue;
    }
    const locationId = locationOf(
      get('region_type'),
      get('region'),
      get('city'),
      get('state_code'),
    );
    if (!locationId) {
      skip('not a ZIP code, city or county');
      continue;
    }
    months.set(`${locationId}|${month}`, {
      locationId,
      month,
      totalSold: wholeNumber(get('homes_sold')),
      totalActive: wholeNumber(get('inventory')),
      overAskingPercent: percent(get('sold_above_list')),
      averageSaleToList: decimal(get('avg_sale_to_list')),
      monthsOfSupply: decimal(get('months_of_supply')),
      averageDaysOnMarket: decimal(get('median_dom')),
      medianSoldPrice: wholeNumber(get('median_sale_price')),
      medianSoldPriceMonthChange: decimal(get('median_sale_price_mom')),
      medianSoldPriceYearChange: decimal(get('median_sale_price_yoy')),
    });
  }
  return { months: [...months.values()], skipped };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"')
    : trimmed;
}

/** The month's first day when the period is one calendar month (Redfin's monthly rows). */
function monthOf(begin: string, end: string): string | undefined {
  if (!/^\d{4}-\d{2}-01$/.test(begin) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return undefined;
  const days = (Date.parse(end) - Date.parse(begin)) / 86_400_000 + 1;
  if (days < MONTHLY_DAYS.min || days > MONTHLY_DAYS.max || begin.slice(0, 7) !== end.slice(0, 7)) {
    return undefined;
  }
  return begin;
}

/** "Zip Code: 48226" → zip:48226; "Detroit, MI" → city:detroit-mi; "Wayne County, MI" → county. */
function locationOf(type: string, region: string, city: string, stateCode: string) {
  const kind = type.toLowerCase();
  if (kind === 'zip' || kind === 'zip code') {
    const zip = /(\d{5})/.exec(region)?.[1];
    return zip ? zipLocationId(zip) : undefined;
  }
  const [, name = city, state = stateCode] = /^(.*),\s*([A-Z]{2})$/.exec(region) ?? [];
  if (!name || !/^[A-Z]{2}$/.test(state)) return undefined;
  if (kind === 'place' || kind === 'city') return cityLocationId(name, state);
  if (kind === 'county') return countyLocationId(name, state);
  return undefined;
}

function decimal(text: string): number | null {
  if (text === '' || /^(na|nan|null)$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function wholeNumber(text: string): number | null {
  const value = decimal(text);
  return value === null || value < 0 ? null : Math.round(value);
}

/** Redfin sends shares as fractions (0.35); the table keeps percent (35.00). */
function percent(text: string): number | null {
  const value = decimal(text);
  return value === null || value < 0 || value > 1 ? null : Math.round(value * 10_000) / 100;
}
