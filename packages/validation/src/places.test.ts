import { describe, expect, test } from 'vitest';
import {
  ForwardGeocodeQuerySchema,
  LISTINGS_FALLBACK_MAX_PRICE,
  ListingsQuerySchema,
  MarketReportQuerySchema,
  ReverseGeocodeQuerySchema,
} from './places.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('forward geocoding query (SPEC §7)', () => {
  test('reads the SPEC query: limit as a number, proximity as [longitude, latitude], types as a list', () => {
    expect(
      ForwardGeocodeQuerySchema.parse({
        q: ' detroit ',
        autocomplete: 'true',
        country: 'us',
        language: 'en',
        limit: '3',
        proximity: '-83.05,42.33',
        types: 'locality,place,postcode',
      }),
    ).toEqual({
      q: 'detroit',
      autocomplete: 'true',
      country: 'us',
      language: 'en',
      limit: 3,
      proximity: [-83.05, 42.33],
      types: ['locality', 'place', 'postcode'],
    });
  });

  test('defaults to 5 results; proximity=ip is accepted and ignored', () => {
    const query = ForwardGeocodeQuerySchema.parse({ q: 'x', proximity: 'ip' });
    expect(query.limit).toBe(5);
    expect(query.proximity).toBeUndefined();
  });

  test.each([
    [{ q: '' }, 'Enter a city or ZIP code to search for'],
    [{}, 'Enter a city or ZIP code to search for'],
    [{ q: 'a', limit: '0' }, 'Limit must be a whole number from 1 to 10'],
    [{ q: 'a', limit: '2.5' }, 'Limit must be a whole number from 1 to 10'],
    [
      { q: 'a', proximity: '1,2,3' },
      'Proximity must be a longitude and a latitude, like -83.05,42.33',
    ],
    [
      { q: 'a', proximity: '0,91' },
      'Proximity must be a longitude and a latitude, like -83.05,42.33',
    ],
    [
      { q: 'a', types: 'poi' },
      'Types must be a comma-separated list of place, locality and postcode',
    ],
    [
      { q: 'a', types: ',' },
      'Types must be a comma-separated list of place, locality and postcode',
    ],
    [{ q: 'a', country: 'mx' }, 'Country must be us: we only have places in the United States'],
  ])('%j → %s', (input, message) => {
    expect(messagesOf(ForwardGeocodeQuerySchema.safeParse(input))).toContain(message);
  });
});

describe('reverse geocoding query', () => {
  test('latitude and longitude in range', () => {
    expect(ReverseGeocodeQuerySchema.parse({ latitude: '42.3314', longitude: '-83.0458' })).toEqual(
      {
        latitude: 42.3314,
        longitude: -83.0458,
      },
    );
    expect(
      messagesOf(ReverseGeocodeQuerySchema.safeParse({ latitude: '91', longitude: '0' })),
    ).toEqual(['Latitude must be from -90 to 90']);
    expect(messagesOf(ReverseGeocodeQuerySchema.safeParse({ latitude: '0' }))).toEqual([
      'Enter a longitude',
    ]);
  });
});

describe('market report query', () => {
  test('location ids only', () => {
    expect(MarketReportQuerySchema.parse({ locationID: 'city:detroit-mi' }).locationID).toBe(
      'city:detroit-mi',
    );
    for (const bad of ['detroit', 'zip:123', 'city:Detroit-MI', 'city:detroit']) {
      expect(messagesOf(MarketReportQuerySchema.safeParse({ locationID: bad }))).toEqual([
        'Location id must look like zip:48226 or city:detroit-mi',
      ]);
    }
  });
});

describe('listings query (SPEC §3, §9)', () => {
  test('prices as typed; the maximum falls back to $1,000,000', () => {
    expect(ListingsQuerySchema.parse({ location: '48226' })).toEqual({
      location: '48226',
      'min-price': 0,
      'max-price': LISTINGS_FALLBACK_MAX_PRICE,
    });
    expect(LISTINGS_FALLBACK_MAX_PRICE).toBe(1_000_000);
    expect(
      ListingsQuerySchema.parse({ location: 'Saint Louis', state: 'mo', 'min-price': '$150,000' }),
    ).toMatchObject({ location: 'Saint Louis', state: 'MO', 'min-price': 150_000 });
  });

  test('a city needs a state; the maximum cannot be under the minimum; odd locations refused', () => {
    expect(messagesOf(ListingsQuerySchema.safeParse({ location: 'Detroit' }))).toEqual([
      'Enter the state of the city, like MI',
    ]);
    expect(
      messagesOf(
        ListingsQuerySchema.safeParse({ location: '48226', 'min-price': '5', 'max-price': '4' }),
      ),
    ).toEqual(['Maximum price must be the same as or more than the minimum price']);
    expect(messagesOf(ListingsQuerySchema.safeParse({ location: '<b>', state: 'MI' }))).toEqual([
      'Enter a city name or a ZIP code with 5 digits, like 48226',
    ]);
  });
});
