import { describe, expect, it } from 'vitest';
import {
  longMonth,
  monthName,
  monthsFrom,
  parseMonth,
  parseYear,
  shortMonth,
  thisMonth,
  yearsAndMonths,
} from './month-year.ts';

// Both parsers read what a visitor types in a month or a year box: a whole number in range, with
// spaces around it allowed; anything else is no answer.
describe.each([
  {
    parse: parseMonth,
    reads: { '1': 1, '01': 1, ' 12 ': 12 },
    refuses: ['0', '13', '1.5', '', 'March', '123'],
  },
  {
    parse: parseYear,
    reads: { '2027': 2027, ' 1900 ': 1900, '2200': 2200 },
    refuses: ['1899', '2201', '27', '20270', ''],
  },
])('$parse.name', ({ parse, reads, refuses }) => {
  it.each(Object.entries(reads))('reads %j as %s', (text, value) =>
    expect(parse(text)).toBe(value),
  );

  it.each(refuses)('reads %j as nothing', (text) => expect(parse(text)).toBeUndefined());
});

describe('month names', () => {
  it('writes a month for a table cell and for a sentence', () => {
    expect(shortMonth({ year: 2027, month: 3 })).toBe('Mar 2027');
    expect(longMonth({ year: 2027, month: 3 })).toBe('March 2027');
    expect(shortMonth({ year: 2030, month: 12 })).toBe('Dec 2030');
    expect(longMonth({ year: 2030, month: 1 })).toBe('January 2030');
  });

  it('names a month number, and nothing outside 1–12', () => {
    expect(monthName(9)).toBe('September');
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
  });
});

describe('monthsFrom', () => {
  it.each([
    [{ year: 2026, month: 11 }, 0, { year: 2026, month: 11 }],
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 11 }, 2, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, 360, { year: 2056, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
  ])('%o plus %i months is %o', (from, count, to) => expect(monthsFrom(from, count)).toEqual(to));
});

describe('thisMonth', () => {
  it("reads the month from the visitor's clock (months counted from 1)", () => {
    expect(thisMonth(new Date(2026, 10, 24))).toEqual({ year: 2026, month: 11 });
    expect(thisMonth(new Date(2027, 0, 1))).toEqual({ year: 2027, month: 1 });
  });
});

describe('yearsAndMonths', () => {
  it.each([
    [0, '0 months'],
    [1, '1 month'],
    [11, '11 months'],
    [12, '1 year'],
    [13, '1 year and 1 month'],
    [40, '3 years and 4 months'],
    [360, '30 years'],
  ])('%i months reads "%s"', (months, text) => expect(yearsAndMonths(months)).toBe(text));
});
