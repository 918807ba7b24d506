/**
 * A dollar amount as a visitor types it: `$85,000`, `85000`, `85,000.50`, spaces around.
 * Undefined when empty; NaN when it is not an amount (letters, two points, a minus sign).
 */
export function parseDollars(text: string): number | undefined {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return undefined;
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned) && !/^\.\d{1,2}$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$350,000` (SPEC §5: values shown as whole-dollar USD), rounded half away from zero. */
export function wholeDollars(dollars: number): string {
  return WHOLE_DOLLARS.format(Math.sign(dollars) * Math.round(Math.abs(dollars)));
}

/** `$1,896.20`: an amount to the cent. */
export function dollarsAndCents(dollars: number): string {
  return CENTS.format(dollars);
}

/** `6.5%` / `6.125%`: a percent number with up to 3 decimals. */
export function percent(value: number, maximumFractionDigits = 3): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits })}%`;
}
