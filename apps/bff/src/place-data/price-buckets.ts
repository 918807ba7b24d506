/** One price bucket of a listings summary: homes listed from `min` up to (not including) `max`. */
export interface PriceBucket {
  min: number;
  max: number | null;
  count: number;
}

/** The bucket edges listings are counted in, in dollars; the last bucket has no upper bound. */
export const PRICE_BUCKET_EDGES = [
  0, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000, 600_000,
  700_000, 800_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000, 3_000_000,
] as const;

/**
 * For counting within the open top bucket only: its homes are taken to be spread evenly up to
 * twice its lower edge. Any price range reaching past that counts the whole bucket.
 */
const OPEN_BUCKET_SPAN_FACTOR = 2;

/**
 * Homes listed from `minPrice` up to `maxPrice` (inclusive). A bucket wholly inside the range counts
 * fully; one the range cuts counts in proportion to the part inside it (homes are taken to be
 * spread evenly within a bucket). Rounded to a whole number of homes.
 */
export function countInPriceRange(
  buckets: readonly PriceBucket[],
  minPrice: number,
  maxPrice: number,
): number {
  if (maxPrice < minPrice) return 0;
  let total = 0;
  for (const bucket of buckets) {
    const top = bucket.max ?? bucket.min * OPEN_BUCKET_SPAN_FACTOR;
    const width = top - bucket.min;
    if (width <= 0) {
      if (bucket.min >= minPrice && bucket.min <= maxPrice) total += bucket.count;
      continue;
    }
    const overlap = Math.min(top, maxPrice) - Math.max(bucket.min, minPrice);
    if (overlap <= 0) continue;
    total += bucket.count * Math.min(1, overlap / width);
  }
  return Math.round(total);
}

/** The standard buckets with counts from `counts` (same order, one per edge). */
export function bucketsFromCounts(counts: readonly number[]): PriceBucket[] {
  return PRICE_BUCKET_EDGES.map((min, index) => ({
    min,
    max: PRICE_BUCKET_EDGES[index + 1] ?? null,
    count: counts[index] ?? 0,
  }));
}
