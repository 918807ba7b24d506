import { describe, expect, test } from 'vitest';
import { demoPriceBuckets, normalCdf } from '../seed/demo-listings.ts';
import { fillListingsUrl } from './listings-url.ts';
import { bucketsFromCounts, countInPriceRange, PRICE_BUCKET_EDGES } from './price-buckets.ts';

describe('listings counts by price', () => {
  const buckets = bucketsFromCounts(PRICE_BUCKET_EDGES.map(() => 10));

  test('whole buckets count fully', () => {
    expect(countInPriceRange(buckets, 0, 1_000_000)).toBe(130); // 13 buckets below $1M
    expect(countInPriceRange(buckets, 0, Number.MAX_SAFE_INTEGER)).toBe(180);
  });

  test('a bucket the range cuts counts in proportion', () => {
    // Half of 100k–150k and all of 150k–200k.
    expect(countInPriceRange(buckets, 125_000, 200_000)).toBe(15);
    // The open top bucket ($3M+) is spread up to $6M for counting.
    expect(countInPriceRange(buckets, 4_500_000, 10_000_000)).toBe(5);
  });

  test('an empty or reversed range counts nothing', () => {
    expect(countInPriceRange(buckets, 200_000, 100_000)).toBe(0);
    expect(countInPriceRange([], 0, 1_000_000)).toBe(0);
  });
});

describe('demo price buckets', () => {
  test('counts add up to the total and peak near the median', () => {
    const spread = demoPriceBuckets(500, 320_000);
    expect(spread.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(500);
    const peak = spread.reduce((best, bucket) => (bucket.count > best.count ? bucket : best));
    expect(peak.min).toBeGreaterThanOrEqual(200_000);
    expect(peak.min).toBeLessThanOrEqual(350_000);
    expect(spread.at(-1)!.max).toBeNull();
  });

  test('normal distribution function matches known values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });
});

describe('listings-site URL template', () => {
  test('fills placeholders URL-encoded and leaves unknown ones alone', () => {
    const url = fillListingsUrl(
      'https://homes.example.com/{state}/{place}?city={city}&min-price={minPrice}&max-price={maxPrice}&x={other}',
      {
        place: 'san-francisco-ca',
        state: 'ca',
        city: 'San Francisco',
        zip: '',
        locationId: 'city:san-francisco-ca',
        minPrice: 0,
        maxPrice: 1_000_000.4,
      },
    );
    expect(url).toBe(
      'https://homes.example.com/ca/san-francisco-ca?city=San%20Francisco&min-price=0&max-price=1000000&x={other}',
    );
  });
});
