import { describe, expect, test } from 'vitest';
import { ListingsFileError, parseListingsFile } from './listings-file.ts';

const HEADER = 'location,state,price_min,price_max,count';

describe('listings feed file', () => {
  test('groups rows into contiguous price buckets per location', () => {
    const [zip, city] = parseListingsFile(
      [
        HEADER,
        '48226,MI,100000,200000,10',
        '48226,MI,300000,,4',
        '"Saint Louis",mo,0,100000,7',
      ].join('\n'),
    );
    expect(zip).toEqual({
      locationId: 'zip:48226',
      total: 14,
      buckets: [
        { min: 0, max: 100_000, count: 0 },
        { min: 100_000, max: 200_000, count: 10 },
        { min: 200_000, max: 300_000, count: 0 },
        { min: 300_000, max: null, count: 4 },
      ],
    });
    expect(city!.locationId).toBe('city:saint-louis-mo');
    expect(city!.buckets.at(-1)).toEqual({ min: 100_000, max: null, count: 0 });
  });

  test.each([
    ['zip,state,min,max,count\n48226,MI,0,1,1', /Line 1/],
    [`${HEADER}\nDetroit,,0,100,1`, /Line 2: location/],
    [`${HEADER}\n48226,MI,0,abc,1`, /Line 2: price_min/],
    [`${HEADER}\n48226,MI,200,100,1`, /Line 2: price_max must be more/],
    [`${HEADER}\n48226,MI,0,200,1\n48226,MI,100,300,1`, /overlap/],
  ])('refuses %j', (text, message) => {
    expect(() => parseListingsFile(text)).toThrow(ListingsFileError);
    expect(() => parseListingsFile(text)).toThrow(message);
  });
});
