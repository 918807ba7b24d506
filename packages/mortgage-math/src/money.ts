// Money is integer cents everywhere in this package; this module is the only
// place a fraction of a cent is rounded away and the only place cents become text.

// Noise from binary floating point (1.005 * 100 = 100.49999999999999) is a few
// units in the last place of the value, so anything that close below a half is
// the half. The band (1e-9 cent plus 8 ulp) stays narrower than the gap between
// a half and the nearest true value of balance × rate / 1200 for any rate with up
// to 4 decimals (1/12,000,000 cent), so it never rounds a real amount the wrong way.
const ABSOLUTE_NOISE_CENTS = 1e-9;
const RELATIVE_NOISE = 8 * Number.EPSILON;

/** Round a cent amount to a whole cent, halves away from zero, treating binary noise (x.4999999999) as the half. */
export function roundHalfUpToCent(cents: number): number {
  if (!Number.isFinite(cents)) {
    throw new RangeError(`Cannot round ${cents} to a cent: the amount must be a finite number`);
  }
  const magnitude = Math.abs(cents);
  // Half-up on the magnitude (Java's HALF_UP, the usual banking rule): 2.5 → 3, −2.5 → −3.
  const rounded = Math.floor(magnitude + 0.5 + ABSOLUTE_NOISE_CENTS + RELATIVE_NOISE * magnitude);
  // `|| 0` turns −0 into 0 so that formatting never shows "-$0.00".
  return (cents < 0 ? -rounded : rounded) || 0;
}

/** Convert a dollar amount (e.g. 1896.2 typed by a visitor) to whole cents, rounding half-up. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) {
    throw new RangeError(`Cannot convert ${dollars} dollars to cents: it must be a finite number`);
  }
  return roundHalfUpToCent(dollars * 100);
}

/** Convert whole cents to dollars for arithmetic outside this package (use formatUsd for text). */
export function centsToDollars(cents: number): number {
  assertWholeCents(cents, 'cents');
  return cents / 100;
}

// Pinned to en-US so the server and every browser render the same text (STYLE habit 9).
const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const USD_WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Format whole cents as US dollars ("$1,896.20", or "$1,896" with wholeDollars): the one place money becomes text. */
export function formatUsd(cents: number, options?: { wholeDollars?: boolean }): string {
  assertWholeCents(cents, 'cents');
  if (options?.wholeDollars === true) {
    // Round in cents with the package's one rule rather than trusting Intl's rounding mode.
    return USD_WHOLE.format(roundHalfUpToCent(cents / 100));
  }
  return USD_CENTS.format(cents / 100);
}

/** Throw a RangeError naming `name` unless `value` is a safe whole number of cents. */
export function assertWholeCents(value: number, name: string, minimum?: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${value}`);
  }
  if (minimum !== undefined && value < minimum) {
    throw new RangeError(`${name} must be ${minimum} cents or more, got ${value}`);
  }
}
