import { describe, expect, test } from 'vitest';
import { roundHalfAway, seriesEntry } from './series.ts';

describe('SPEC §3 series entry', () => {
  test('currentMonth is this month’s median', () => {
    expect(seriesEntry({ current: 250_000, lastMonth: null, lastYear: null }).currentMonth).toBe(
      250_000,
    );
  });

  test('changeSinceLastMonthPercent from the previous month, one decimal', () => {
    expect(
      seriesEntry({ current: 252_000, lastMonth: 250_000, lastYear: null })
        .changeSinceLastMonthPercent,
    ).toBe(0.8);
    expect(
      seriesEntry({ current: 240_000, lastMonth: 250_000, lastYear: null })
        .changeSinceLastMonthPercent,
    ).toBe(-4);
  });

  test('changeSinceLastYearPercent and changeSinceLastYear from the same month a year earlier', () => {
    const entry = seriesEntry({ current: 275_000, lastMonth: 270_000, lastYear: 250_000 });
    expect(entry.changeSinceLastYearPercent).toBe(10);
    expect(entry.changeSinceLastYear).toBe(25_000);
    const fall = seriesEntry({ current: 230_000, lastMonth: null, lastYear: 250_000 });
    expect(fall.changeSinceLastYearPercent).toBe(-8);
    expect(fall.changeSinceLastYear).toBe(-20_000);
  });

  test('falls back to the feed’s own ratios when the earlier months are not stored', () => {
    const entry = seriesEntry({
      current: 264_000,
      lastMonth: null,
      lastYear: null,
      feedMonthChange: 0.0125,
      feedYearChange: 0.1,
    });
    expect(entry.changeSinceLastMonthPercent).toBe(1.3); // 1.25 rounds away from zero
    expect(entry.changeSinceLastYearPercent).toBe(10);
    expect(entry.changeSinceLastYear).toBe(24_000); // 264,000 − 264,000 / 1.1
  });

  test('stored months win over the feed’s ratios', () => {
    const entry = seriesEntry({
      current: 200_000,
      lastMonth: 100_000,
      lastYear: 100_000,
      feedMonthChange: 0.5,
      feedYearChange: 0.5,
    });
    expect(entry.changeSinceLastMonthPercent).toBe(100);
    expect(entry.changeSinceLastYearPercent).toBe(100);
    expect(entry.changeSinceLastYear).toBe(100_000);
  });

  test('missing, zero or unusable earlier figures give null changes, never Infinity', () => {
    const entry = seriesEntry({
      current: 200_000,
      lastMonth: 0,
      lastYear: null,
      feedYearChange: -1,
    });
    expect(entry).toEqual({
      currentMonth: 200_000,
      changeSinceLastMonthPercent: null,
      changeSinceLastYearPercent: null,
      changeSinceLastYear: null,
    });
  });

  test('no current median: every field null', () => {
    expect(seriesEntry({ current: null, lastMonth: 1, lastYear: 1, feedYearChange: 0.1 })).toEqual({
      currentMonth: null,
      changeSinceLastMonthPercent: null,
      changeSinceLastYearPercent: null,
      changeSinceLastYear: null,
    });
  });
});

describe('roundHalfAway', () => {
  test.each([
    [2.25, 1, 2.3],
    [-2.25, 1, -2.3],
    [2.24, 1, 2.2],
    [-0.04, 1, 0],
    [1234.5, 0, 1235],
    [-1234.5, 0, -1235],
  ])('%d to %d places → %d', (value, places, expected) => {
    expect(roundHalfAway(value, places)).toBe(expected);
  });
});
