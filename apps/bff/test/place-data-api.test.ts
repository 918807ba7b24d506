// The place, market and listings endpoints against the whole place data set, prepared the way a
// first start prepares it, on an in-memory PGlite.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createApiClient } from '@lender/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { listingsSummary, marketReports } from '../src/db/schema.ts';
import { storeImportedListings } from '../src/listings/import-listings.ts';
import { parseListingsFile } from '../src/listings/listings-file.ts';
import { createDemoFigures, dateDemoFigures, readDemoAsOf } from '../src/market/demo-figures.ts';
import { storeImportedMarketMonths } from '../src/market/import-market-reports.ts';
import { parseRedfinMarketTracker } from '../src/market/redfin-market-tracker.ts';
import { readPlaceRecords, type PlaceRecords } from '../src/places/load-place-data.ts';
import { placeIndexFromRecords } from '../src/places/load-place-index.ts';
import type { PlaceIndex } from '../src/places/place-index.ts';
import { zipLocationId } from '../src/places/location-id.ts';
import { readPlaceDataSet } from '../src/places/place-data-set.ts';
import { memoryDatabase, testConfig } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);

let database: Database;
let app: FastifyInstance;
let records: PlaceRecords;
let places: PlaceIndex;

beforeAll(async () => {
  database = await memoryDatabase();
  // As a first start prepares it: the demo figures dated, the places read from the data set.
  await dateDemoFigures(database.db, NOW);
  records = await readPlaceRecords();
  places = placeIndexFromRecords(records.zips, records.cities);
  app = await buildApp({
    config: testConfig(),
    database,
    serveSite: false,
    places,
    now: () => NOW,
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe('loading the place data set', () => {
  test('loads every ZIP code, the cities derived from them and demo figures for each', async () => {
    expect(records.zips.length).toBeGreaterThan(40_000);
    expect(records.cities.length).toBeGreaterThan(25_000);
    expect(places.size).toMatchObject({ zips: records.zips.length, cities: records.cities.length });
    // The demo figures are computed on request, dated by this first start: nothing stored.
    expect(await database.db.$count(marketReports)).toBe(0);
    expect(await database.db.$count(listingsSummary)).toBe(0);
    expect(await readDemoAsOf(database.db)).toEqual(NOW);
    // Three months (report, previous, a year before) and a listings summary per place.
    const demo = createDemoFigures(database.db, () => new Date());
    const ids = [
      ...records.zips.map((zip) => zipLocationId(zip.zip)),
      ...records.cities.map((c) => c.id),
    ];
    let months = 0;
    let listings = 0;
    for (const id of ids) {
      const figures = await demo.figures(places.byId(id)!);
      months += figures!.months.length;
      if (figures!.listings.total === figures!.months[0]!.totalActive) listings += 1;
    }
    expect(months).toBe(3 * (records.zips.length + records.cities.length));
    expect(listings).toBe(records.zips.length + records.cities.length);
  });

  test('a second start keeps the date the first start gave the demo figures', async () => {
    expect(await dateDemoFigures(database.db, new Date('2027-03-01T00:00:00Z'))).toEqual({
      retiredDemoRows: 0,
      dated: false,
    });
    expect(await readDemoAsOf(database.db)).toEqual(NOW);
  });
});

describe('GET /rmscbff/zipCodes/{zip}', () => {
  test('every ZIP code of the data set resolves to its place', async () => {
    const { zips } = await readPlaceDataSet();
    const failures: string[] = [];
    for (const record of zips) {
      const response = await app.inject({ method: 'GET', url: `/rmscbff/zipCodes/${record.zip}` });
      if (response.statusCode !== 200) failures.push(`${record.zip}: ${response.statusCode}`);
      else if (response.json<{ stateCode: string }>().stateCode !== record.stateCode) {
        failures.push(`${record.zip}: wrong state`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  test('answers the city, state, county, centre and location ids', async () => {
    const { status, headers, body } = await get('/rmscbff/zipCodes/48226');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      zipCode: '48226',
      city: 'Detroit',
      stateCode: 'MI',
      stateName: 'Michigan',
      county: 'Wayne',
      locationId: 'zip:48226',
      cityLocationId: 'city:detroit-mi',
    });
    expect(body.latitude).toBeCloseTo(42.33, 1);
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });

  test('an unknown ZIP code is 404; one that is not 5 digits is 400 with the field message', async () => {
    const unknown = await get('/rmscbff/zipCodes/00000');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('public, max-age=300');
    for (const bad of ['abc', '4822', '482260', '48%2026']) {
      const response = await get(`/rmscbff/zipCodes/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.errors).toEqual([
        { field: 'zip', message: 'Enter a ZIP code with 5 digits, like 48226' },
      ]);
    }
  });
});

describe('GET /mapbox-fwd-api (forward geocoding)', () => {
  const search = (query: string) =>
    get(
      `/mapbox-fwd-api?autocomplete=true&country=us&language=en&limit=3&types=locality,place,postcode&${query}`,
    );
  const names = (body: { features: { place_name: string }[] }) =>
    body.features.map((feature) => feature.place_name);

  test('q=detroit: Detroit, MI first', async () => {
    const { status, body, headers } = await search('q=detroit');
    expect(status).toBe(200);
    expect(body.type).toBe('FeatureCollection');
    expect(names(body)[0]).toBe('Detroit, Michigan, United States');
    expect(body.features[0]).toMatchObject({
      id: 'place.detroit-mi',
      place_type: ['place'],
      properties: { location_id: 'city:detroit-mi' },
      text: 'Detroit',
      context: expect.arrayContaining([
        expect.objectContaining({ short_code: 'US-MI', text: 'Michigan' }),
      ]),
    });
    expect(body.features[0].geometry.coordinates).toEqual(body.features[0].center);
    expect(body.features).toHaveLength(3);
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  test('q=4822: ZIP codes starting 4822', async () => {
    const { body } = await search('q=4822');
    expect(body.features).toHaveLength(3);
    for (const feature of body.features) {
      expect(feature.place_type).toEqual(['postcode']);
      expect(feature.text).toMatch(/^4822\d$/);
    }
  });

  test('q=san fran: San Francisco, CA first', async () => {
    const { body } = await search('q=san%20fran');
    expect(names(body)[0]).toBe('San Francisco, California, United States');
  });

  test('typos still find the city: chicgo → Chicago, detriot → Detroit', async () => {
    expect(names((await search('q=chicgo')).body)[0]).toBe('Chicago, Illinois, United States');
    expect(names((await search('q=detriot')).body)[0]).toBe('Detroit, Michigan, United States');
  });

  test('a state narrows the search; proximity brings nearer places up', async () => {
    expect(names((await search('q=springfield%20il')).body)).toEqual([
      'Springfield, Illinois, United States',
    ]);
    // Searching from near Detroit, Texas.
    const nearTexas = await search('q=detroit&proximity=-95.27,33.66');
    expect(nearTexas.body.features[0].id).toBe('place.detroit-tx');
  });

  test('types and limit are honoured', async () => {
    expect((await get('/mapbox-fwd-api?q=detroit&types=postcode')).body.features).toEqual([]);
    expect((await get('/mapbox-fwd-api?q=482&types=place')).body.features).toEqual([]);
    expect((await get('/mapbox-fwd-api?q=spring&limit=7')).body.features).toHaveLength(7);
  });

  test('bad queries are 400 with a message per field', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=detroit&limit=0', 'limit'],
      ['q=detroit&limit=11', 'limit'],
      ['q=detroit&limit=two', 'limit'],
      ['q=detroit&proximity=abc', 'proximity'],
      ['q=detroit&proximity=-200,40', 'proximity'],
      ['q=detroit&types=poi', 'types'],
      ['q=detroit&country=ca', 'country'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/mapbox-fwd-api?${query}`);
      expect(response.status, query).toBe(400);
      expect(
        response.body.errors.map((error: { field: string }) => error.field),
        query,
      ).toContain(field);
    }
  });

  test('what looks like script is only a search term', async () => {
    const response = await get(
      `/mapbox-fwd-api?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.features).toEqual([]);
  });
});

describe('GET /mapbox-rev-api (reverse geocoding)', () => {
  test('(42.3314, -83.0458) is in Detroit, MI', async () => {
    const { status, body } = await get('/mapbox-rev-api?latitude=42.3314&longitude=-83.0458');
    expect(status).toBe(200);
    expect(body.query).toEqual([-83.0458, 42.3314]);
    const place = body.features.find((feature: { place_type: string[] }) =>
      feature.place_type.includes('place'),
    );
    expect(place.place_name).toBe('Detroit, Michigan, United States');
    const postcode = body.features.find((feature: { place_type: string[] }) =>
      feature.place_type.includes('postcode'),
    );
    expect(postcode.text).toMatch(/^482\d\d$/);
  });

  test('types picks the level; open sea and abroad find nothing', async () => {
    const onlyPlace = await get('/mapbox-rev-api?latitude=42.3314&longitude=-83.0458&types=place');
    expect(onlyPlace.body.features.map((feature: { id: string }) => feature.id)).toEqual([
      'place.detroit-mi',
    ]);
    expect((await get('/mapbox-rev-api?latitude=0&longitude=0')).body.features).toEqual([]);
    expect((await get('/mapbox-rev-api?latitude=48.8566&longitude=2.3522')).body.features).toEqual(
      [],
    );
  });

  test('coordinates out of range or missing are 400', async () => {
    for (const query of ['latitude=91&longitude=0', 'latitude=0', 'latitude=a&longitude=b']) {
      expect((await get(`/mapbox-rev-api?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /rh-id-lookup', () => {
  test('maps geocoding feature ids and location ids to the location id', async () => {
    const cases: [string, string][] = [
      ['place.detroit-mi', 'city:detroit-mi'],
      ['postcode.48226', 'zip:48226'],
      ['city:detroit-mi', 'city:detroit-mi'],
      ['48226', 'zip:48226'],
      ['county:wayne-mi', 'county:wayne-mi'],
    ];
    for (const [key, id] of cases) {
      const response = await get(`/rh-id-lookup?key=${encodeURIComponent(key)}`);
      expect(response.status, key).toBe(200);
      expect(response.body).toEqual({ rh_location_id: id });
    }
  });

  test('an unknown key is 404; a missing one 400', async () => {
    expect((await get('/rh-id-lookup?key=place.atlantis-zz')).status).toBe(404);
    expect((await get('/rh-id-lookup?key=00000')).status).toBe(404);
    expect((await get('/rh-id-lookup')).status).toBe(400);
  });
});

describe('GET /rmscbff/rocket-homes/market-report', () => {
  test('a demo report for a city, labelled demo, with every series field', async () => {
    const { status, body, headers } = await get(
      '/rmscbff/rocket-homes/market-report?locationID=city:detroit-mi',
    );
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=3600');
    expect(body.dataSource).toMatchObject({ demo: true, source: 'demo' });
    expect(body.dataSource.label).toMatch(/demo/i);
    const { location } = body;
    expect(location).toMatchObject({
      id: 'city:detroit-mi',
      name: 'Detroit',
      countyName: 'Wayne',
      stateName: 'Michigan',
    });
    expect(location.marketReportTrend.month).toBe('2026-10-01');
    expect(['seller', 'neutral', 'buyer']).toContain(location.marketReportTrend.marketConditions);
    for (const series of [
      location.marketReportTrend.medianSoldPrice,
      location.oneBedroom.medianSoldPrice,
      location.fourBedroom.medianSoldPrice,
    ]) {
      expect(series.currentMonth).toBeGreaterThan(0);
      expect(typeof series.changeSinceLastMonthPercent).toBe('number');
      expect(typeof series.changeSinceLastYearPercent).toBe('number');
      expect(typeof series.changeSinceLastYear).toBe('number');
    }
    expect(location.listingsConnection.total).toBe(location.marketReportTrend.totalActive);
    expect(location.listingsConnection.webUrl).toMatch(
      /^https:\/\/homes\.example\.com\/mi\/detroit-mi\?/,
    );
  });

  test('unknown or missing reports are 404; a malformed id is 400', async () => {
    expect(
      (await get('/rmscbff/rocket-homes/market-report?locationID=city:atlantis-zz')).status,
    ).toBe(404);
    expect(
      (await get('/rmscbff/rocket-homes/market-report?locationID=county:wayne-mi')).status,
    ).toBe(404);
    for (const bad of ['', 'detroit', 'zip:4822', 'city:Detroit-MI']) {
      const response = await get(`/rmscbff/rocket-homes/market-report?locationID=${bad}`);
      expect(response.status, bad).toBe(400);
    }
  });

  test('after a Redfin-format import the report serves the imported numbers, not demo ones', async () => {
    const parsed = parseRedfinMarketTracker(
      await readFile(fixture('redfin-market-tracker.tsv'), 'utf8'),
    );
    expect(parsed.skipped).toEqual({
      'not All Residential': 1,
      'not a calendar month': 1,
      'not a ZIP code, city or county': 1,
    });
    await storeImportedMarketMonths(database.db, parsed.months, 'redfin-market-tracker.tsv');

    const zip = (await get('/rmscbff/rocket-homes/market-report?locationID=zip:48226')).body;
    expect(zip.dataSource).toMatchObject({
      demo: false,
      source: 'redfin:redfin-market-tracker.tsv',
    });
    expect(zip.location.marketReportTrend).toMatchObject({
      month: '2026-10-01',
      totalSold: 23,
      totalActive: 41,
      overAsking: 47.8,
      atAsking: null,
      underAsking: null,
      averageDaysOnMarket: 21,
      // 1.8 months of supply and selling over asking.
      marketConditions: 'seller',
      medianSoldPrice: {
        currentMonth: 312_500,
        changeSinceLastMonthPercent: 4.2, // from the stored September: 312,500 / 300,000
        changeSinceLastYearPercent: 11.6, // from the stored October 2025: 312,500 / 280,000
        changeSinceLastYear: 32_500,
      },
    });
    // Redfin has no bedroom breakdown: those series are empty, not demo.
    expect(zip.location.oneBedroom.medianSoldPrice.currentMonth).toBeNull();

    const city = (await get('/rmscbff/rocket-homes/market-report?locationID=city:detroit-mi')).body;
    expect(city.dataSource.demo).toBe(false);
    expect(city.location.marketReportTrend).toMatchObject({
      totalSold: 410,
      totalActive: 3690,
      marketConditions: 'buyer', // 9 months of supply, 0.952 sale-to-list
      medianSoldPrice: {
        currentMonth: 95_000,
        // Only one month in the file: the file's own ratios.
        changeSinceLastMonthPercent: -2,
        changeSinceLastYearPercent: 10,
        changeSinceLastYear: 8_636,
      },
    });

    // The county row had no median and no inventory: the condition is unknown (SPEC §8 text).
    const county = (await get('/rmscbff/rocket-homes/market-report?locationID=county:wayne-mi'))
      .body;
    expect(county.location.marketReportTrend.marketConditions).toBe('unknown');
    expect(county.location.marketReportTrend.marketConditionsDescription).toBe(
      "We don't have enough info to determine this area's market type.",
    );
  });
});

describe('GET /rmscbff/rocket-homes/listings', () => {
  test('counts homes for sale in a ZIP code within the price range, with the listings-site link', async () => {
    const { status, body } = await get(
      '/rmscbff/rocket-homes/listings?location=48201&min-price=0&max-price=350,000&state=MI',
    );
    expect(status).toBe(200);
    const [first] = body.locations.data;
    expect(first).toMatchObject({ locationId: 'zip:48201', name: '48201', stateCode: 'MI' });
    expect(first.listings.total).toBeGreaterThanOrEqual(0);
    expect(first.listings.webUrl).toBe(
      'https://homes.example.com/mi/48201?min-price=0&max-price=350000',
    );
    expect(body.dataSource.demo).toBe(true);
  });

  test('a city needs its state; the maximum price falls back to $1,000,000 (SPEC §9)', async () => {
    const withMax = await get(
      '/rmscbff/rocket-homes/listings?location=Chicago&state=IL&min-price=0&max-price=1000000',
    );
    const withoutMax = await get('/rmscbff/rocket-homes/listings?location=Chicago&state=IL');
    expect(withoutMax.status).toBe(200);
    expect(withoutMax.body.locations.data[0].listings).toEqual(
      withMax.body.locations.data[0].listings,
    );
    const noState = await get('/rmscbff/rocket-homes/listings?location=Chicago');
    expect(noState.status).toBe(400);
    expect(noState.body.errors).toEqual([
      { field: 'state', message: 'Enter the state of the city, like MI' },
    ]);
  });

  test('more homes in a wider range', async () => {
    const total = async (max: number) =>
      (await get(`/rmscbff/rocket-homes/listings?location=Chicago&state=IL&max-price=${max}`)).body
        .locations.data[0].listings.total;
    expect(await total(200_000)).toBeLessThanOrEqual(await total(400_000));
    expect(await total(400_000)).toBeLessThanOrEqual(await total(2_000_000));
  });

  test('bad ranges and locations are 400; an unknown place is 404', async () => {
    const bad = await get(
      '/rmscbff/rocket-homes/listings?location=48226&min-price=500000&max-price=100000',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('max-price');
    expect((await get('/rmscbff/rocket-homes/listings?location=48226&min-price=-5')).status).toBe(
      400,
    );
    expect(
      (await get('/rmscbff/rocket-homes/listings?location=%3Cscript%3E&state=MI')).status,
    ).toBe(400);
    expect((await get('/rmscbff/rocket-homes/listings')).status).toBe(400);
    expect((await get('/rmscbff/rocket-homes/listings?location=00000')).status).toBe(404);
    expect((await get('/rmscbff/rocket-homes/listings?location=Atlantis&state=MI')).status).toBe(
      404,
    );
  });

  test('an imported listings file replaces the demo counts', async () => {
    const parsed = parseListingsFile(await readFile(fixture('listings.csv'), 'utf8'));
    await storeImportedListings(database.db, parsed, 'listings.csv', '2026-11-20');
    const { body } = await get(
      '/rmscbff/rocket-homes/listings?location=48226&min-price=0&max-price=300000',
    );
    // All of $0–200k (10) and half of $200k–400k (15).
    expect(body.locations.data[0].listings.total).toBe(25);
    expect(body.dataSource).toMatchObject({ demo: false, source: 'listings.csv' });
    const all = await get('/rmscbff/rocket-homes/listings?location=48226&max-price=100000000');
    expect(all.body.locations.data[0].listings.total).toBe(45);
  });
});

describe('@lender/api-client against the place, market and listings endpoints', () => {
  test('every call parses the real answers, and 404s arrive as failed results with the status', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${address.port}` });

    const zip = await client.zipCode('48226');
    expect(zip.ok && zip.data.city).toBe('Detroit');
    expect(await client.zipCode('00000')).toEqual({ ok: false, kind: 'failed', status: 404 });

    const forward = await client.forwardGeocode({ q: 'detroit', limit: 3, country: 'us' });
    expect(forward.ok && forward.data.features[0]?.id).toBe('place.detroit-mi');
    const reverse = await client.reverseGeocode({
      latitude: 42.3314,
      longitude: -83.0458,
      types: 'place',
    });
    expect(reverse.ok && reverse.data.features[0]?.text).toBe('Detroit');

    const id = await client.locationId('place.detroit-mi');
    expect(id.ok && id.data.rh_location_id).toBe('city:detroit-mi');
    const report = await client.marketReport('city:detroit-mi');
    expect(report.ok && report.data.location.name).toBe('Detroit');
    const listings = await client.listings({
      location: 'Detroit',
      state: 'MI',
      'max-price': '250,000',
    });
    expect(listings.ok && listings.data.locations.data[0]?.locationId).toBe('city:detroit-mi');

    const invalid = await client.listings({ location: 'Detroit' });
    expect(invalid).toEqual({
      ok: false,
      kind: 'invalid',
      errors: [{ field: 'state', message: 'Enter the state of the city, like MI' }],
    });
  });
});
