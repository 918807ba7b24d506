// Amounts for analytics as bands, never as figures (SPEC §3 events; @lender/analytics
// AmountBandSchema): "75000-100000" means from $75,000 up to, not including, $100,000.

/** Band edges of yearly and one-off amounts (income, savings, prices, down payments), dollars. */
export const LARGE_AMOUNT_EDGES: readonly number[] = [
  0, 10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 400_000, 500_000, 750_000,
  1_000_000, 1_500_000, 2_000_000,
];

/** Band edges of monthly amounts (rent, debt payments), dollars. */
export const MONTHLY_AMOUNT_EDGES: readonly number[] = [
  0, 250, 500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000,
];

/**
 * The band of a dollar amount: `"<from>-<to>"`, or `"<last edge>+"` at the top. Undefined for
 * anything that is not a finite amount of 0 or more (nothing is sent then).
 */
export function bandAmount(
  dollars: number | undefined,
  edges: readonly number[] = LARGE_AMOUNT_EDGES,
): string | undefined {
  if (dollars === undefined || !Number.isFinite(dollars) || dollars < 0) return undefined;
  for (let index = 1; index < edges.length; index += 1) {
    if (dollars < edges[index]!) return `${edges[index - 1]}-${edges[index]}`;
  }
  return `${edges.at(-1)}+`;
}
