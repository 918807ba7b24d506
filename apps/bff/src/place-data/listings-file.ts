// The listings feed format a lender exports from its listings provider: CSV with a header row
//   location,state,price_min,price_max,count
//   48226,MI,0,100000,12
//   Detroit,MI,100000,200000,140
//   Detroit,MI,200000,,88          ← an empty price_max: no upper bound
// location is a ZIP code or a city (then state is required); a location's rows are its price
// buckets and must not overlap. Gaps between buckets count as no homes.
import type { PriceBucket } from './price-buckets.ts';
import { cityLocationId, zipLocationId } from '../places/location-id.ts';

export class ListingsFileError extends Error {
  override name = 'ListingsFileError';
}

export interface ImportedListings {
  locationId: string;
  buckets: PriceBucket[];
  total: number;
}

const HEADER = ['location', 'state', 'price_min', 'price_max', 'count'];

export function parseListingsFile(text: string): ImportedListings[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((cell) => cell.toLowerCase());
  if (HEADER.some((name, index) => header[index] !== name)) {
    throw new ListingsFileError(`Line 1: the header must be ${HEADER.join(',')}`);
  }
  const byLocation = new Map<string, PriceBucket[]>();
  lines.slice(1).forEach((line, index) => {
    const lineNumber = index + 2;
    const [location = '', state = '', minText = '', maxText = '', countText = ''] =
      splitCsvLine(line);
    const fail = (message: string) => {
      throw new ListingsFileError(`Line ${lineNumber}: ${message}`);
    };
    let locationId: string;
    if (/^\d{5}$/.test(location)) locationId = zipLocationId(location);
    else if (/^[A-Z]{2}$/.test(state.toUpperCase()) && /\p{L}/u.test(location)) {
      locationId = cityLocationId(location, state.toUpperCase());
    } else return fail('location must be a 5-digit ZIP code, or a city with its 2-letter state');
    const min = wholeDollars(minText);
    const max = maxText === '' ? null : wholeDollars(maxText);
    const count = wholeDollars(countText);
    if (min === undefined || max === undefined || count === undefined) {
      return fail('price_min, price_max and count must be whole numbers (price_max may be empty)');
    }
    if (max !== null && max <= min) return fail('price_max must be more than price_min');
    const buckets = byLocation.get(locationId) ?? [];
    buckets.push({ min, max, count });
    byLocation.set(locationId, buckets);
  });
  return [...byLocation].map(([locationId, buckets]) => ({
    locationId,
    buckets: contiguous(locationId, buckets),
    total: buckets.reduce((sum, bucket) => sum + bucket.count, 0),
  }));
}

/** Sorted buckets with zero-count buckets filling gaps; overlapping buckets are an error. */
function contiguous(locationId: string, buckets: PriceBucket[]): PriceBucket[] {
  const sorted = [...buckets].sort((a, b) => a.min - b.min);
  const result: PriceBucket[] = [];
  if (sorted[0] && sorted[0].min > 0) result.push({ min: 0, max: sorted[0].min, count: 0 });
  for (const bucket of sorted) {
    const last = result.at(-1);
    if (last && (last.max === null || last.max > bucket.min)) {
      throw new ListingsFileError(`${locationId}: price buckets overlap at $${bucket.min}`);
    }
    if (last && last.max! < bucket.min) result.push({ min: last.max!, max: bucket.min, count: 0 });
    result.push(bucket);
  }
  const last = result.at(-1);
  if (last && last.max !== null) result.push({ min: last.max, max: null, count: 0 });
  return result;
}

function wholeDollars(text: string): number | undefined {
  return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

/** One CSV line: commas separate cells, double quotes may wrap a cell ("" is a quote). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}
