// How the market report's figures read (SPEC §3): whole dollars, counts with separators, changes
// with their sign, and "Not reported" where the feed has no figure.
import { dollarsToCents, formatUsd } from '@lender/mortgage-math';

/** What a missing figure says. */
export const NOT_REPORTED = 'Not reported';

const COUNT = new Intl.NumberFormat('en-US');
const CHANGE = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** "$245,000". */
export function wholeDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars), { wholeDollars: true });
}

/** "1,234". */
export function count(value: number): string {
  return COUNT.format(value);
}

/** "+2.3%", "-1.0%", "0.0%". */
export function percentChange(value: number): string {
  return `${CHANGE.format(value)}%`;
}

/** "+$12,000", "-$3,500". */
export function dollarChange(dollars: number): string {
  if (dollars === 0) return wholeDollars(0);
  return `${dollars > 0 ? '+' : '-'}${wholeDollars(Math.abs(dollars))}`;
}

/** A figure, or "Not reported". */
export function orNotReported(value: number | null, format: (value: number) => string): string {
  return value === null ? NOT_REPORTED : format(value);
}
