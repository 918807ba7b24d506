// Calendar months as the form takes them (a month number and a year, as GOV.UK's date input
// asks) and as the screen shows them ("Mar 2027"). Names are fixed en-US text, so the server,
// every browser and the tests read the same words.
import type { YearMonth } from '@lender/mortgage-math';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A month number as typed: 1–12, whole; undefined otherwise. */
export function parseMonth(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : undefined;
}

/** A year as typed: 1900–2200, four digits; undefined otherwise. */
export function parseYear(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= 1900 && year <= 2200 ? year : undefined;
}

/** `Mar 2027`: a table cell. */
export function shortMonth({ year, month }: YearMonth): string {
  return `${SHORT[month - 1]} ${year}`;
}

/** `March 2027`: a sentence. */
export function longMonth({ year, month }: YearMonth): string {
  return `${LONG[month - 1]} ${year}`;
}

/** The name of a month number: `March`. */
export function monthName(month: number): string {
  return LONG[month - 1] ?? '';
}

/** The month `count` months after `from`. */
export function monthsFrom(from: YearMonth, count: number): YearMonth {
  const index = from.year * 12 + from.month - 1 + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The visitor's current month, from their clock (the math never reads one). */
export function thisMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** "3 years and 4 months", "11 months", "1 year". */
export function yearsAndMonths(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' and ');
}
