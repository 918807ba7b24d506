// Demo listings counts for places without an imported feed (labelled demo like the market
// figures): the homes for sale are the demo market's active listings for the report month, spread
// over the price buckets as a log-normal distribution around the place's median sale price.
import {
  bucketsFromCounts,
  PRICE_BUCKET_EDGES,
  type PriceBucket,
} from '../place-data/price-buckets.ts';

/** Spread of listing prices around the median (log scale): most homes within ±60 % of it. */
const LOG_PRICE_SIGMA = 0.5;

/** Splits `total` homes over the standard buckets; the counts add up to `total` exactly. */
export function demoPriceBuckets(total: number, medianPrice: number): PriceBucket[] {
  const shares = PRICE_BUCKET_EDGES.map((min, index) => {
    const max = PRICE_BUCKET_EDGES[index + 1];
    const below = (price: number) =>
      price <= 0 ? 0 : normalCdf(Math.log(price / medianPrice) / LOG_PRICE_SIGMA);
    return (max === undefined ? 1 : below(max)) - below(min);
  });
  return bucketsFromCounts(largestRemainder(shares, total));
}

/** Whole numbers proportional to `shares` that add up to `total` (largest-remainder method). */
function largestRemainder(shares: number[], total: number): number[] {
  const sum = shares.reduce((a, b) => a + b, 0) || 1;
  const exact = shares.map((share) => (share / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
