// The shipped FHFA list (reference-data/) against the shipped place data: which rows a ZIP code
// finds by state and county name, and the few it cannot.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { countyKey } from './county-key.ts';
import type { ImportedCountyLimit } from './county-limits-file.ts';
import { readZipCounties, unmatchedCounties, type ZipCounty } from './county-match.ts';
import { readShippedCountyLimits, SHIPPED_COUNTY_LIMITS } from './shipped-county-limits.ts';

let rows: ImportedCountyLimit[];
let zips: ZipCounty[];

beforeAll(async () => {
  [rows, zips] = await Promise.all([readShippedCountyLimits(), readZipCounties()]);
});

const dollars = (value: number) => value * 100;

describe('the shipped county limits', () => {
  it('is FHFA’s 2026 one-unit list of the 160 counties above the baseline', async () => {
    expect(rows).toHaveLength(160);
    expect(new Set(rows.map((row) => `${row.program}/${row.year}`))).toEqual(
      new Set(['conforming/2026']),
    );
    for (const row of rows) expect(row.limitsCents.slice(1)).toEqual([null, null, null]);
    // The examples of the data's README.
    const limit = (county: string, state: string) =>
      rows.find((row) => row.countyId === countyKey(county, state))?.limitsCents[0];
    expect(limit('Los Angeles', 'CA')).toBe(dollars(1_249_125));
    expect(limit('San Diego', 'CA')).toBe(dollars(1_104_000));
    expect(limit('King', 'WA')).toBe(dollars(1_063_750));
    expect(limit('Davidson', 'TN')).toBe(dollars(1_029_250));
    expect(limit('Maui', 'HI')).toBe(dollars(1_299_500));
    expect(limit('Wayne', 'MI')).toBeUndefined();
    expect(limit('Wayne', 'UT')).toBe(dollars(997_050));
    // FHFA's own spelling is kept: the file is the agency's, unedited.
    expect((await readFile(SHIPPED_COUNTY_LIMITS.file, 'utf8')).split('\n')[0]).toBe(
      'State,County Name,One-Unit Limit',
    );
  });

  it('matches 154 of 160 rows to a county of the place data by state and name; the six it cannot are territories and counties no ZIP code is filed under', () => {
    const unmatched = unmatchedCounties(rows, zips);
    expect(unmatched).toEqual([
      // GeoNames' postal file (the place data) files Yakutat's only ZIP code, 99689, under the
      // former Skagway-Hoonah-Angoon census area.
      { stateCode: 'AK', countyName: 'Yakutat City And Borough', reason: 'county' },
      { stateCode: 'GU', countyName: 'Guam', reason: 'state' },
      // Kalaupapa (96742), Kalawao County's only ZIP code, is filed under Maui.
      { stateCode: 'HI', countyName: 'Kalawao', reason: 'county' },
      { stateCode: 'VI', countyName: 'St. Croix Island', reason: 'state' },
      { stateCode: 'VI', countyName: 'St. John Island', reason: 'state' },
      { stateCode: 'VI', countyName: 'St. Thomas Island', reason: 'state' },
    ]);
    expect(rows.length - unmatched.length).toBe(154);
  });

  it('matches the spellings GeoNames and FHFA do not share: census areas, cities and boroughs, planning regions, independent cities', () => {
    const matched = new Set(
      zips.map((zip) => countyKey(zip.county, zip.stateCode)).filter((key) => key !== ''),
    );
    for (const [county, state] of [
      ['Aleutians West Census Area', 'AK'], // GeoNames: "Aleutians West (CA)"
      ['Wrangell City And Borough', 'AK'], // "City and Borough of Wrangell"
      ['Juneau City And Borough', 'AK'],
      ['Anchorage Municipality', 'AK'],
      ['Greater Bridgeport Planning Region', 'CT'], // "Connecticut Metropolitan"
      ['Naugatuck Valley Planning Region', 'CT'], // "Naugatuck Valley"
      ['San Francisco', 'CA'], // "City and County of San Francisco"
      ['Alexandria City', 'VA'], // "City of Alexandria"
      ['Fairfax City', 'VA'], // "Fairfax (city)"
      ["Prince George's", 'MD'],
      ['District Of Columbia', 'DC'],
    ] as const) {
      expect(matched.has(countyKey(county, state)), `${county}, ${state}`).toBe(true);
    }
  });
});
