import { describe, expect, test } from 'vitest';
import { demoMarketMonths, reportMonths } from './demo-market.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const detroit = { id: 'city:detroit-mi', stateCode: 'MI', population: 677_116, zipCount: 36 };
const zip = { id: 'zip:48226', stateCode: 'MI', population: null, zipCount: 1 };

describe('demo market figures', () => {
  test('the report month is the last full month; changes compare the month before and a year before', () => {
    expect(reportMonths(NOW)).toEqual({
      current: '2026-10-01',
      lastMonth: '2026-09-01',
      lastYear: '2025-10-01',
    });
    expect(reportMonths(new Date('2026-01-05T00:00:00Z'))).toEqual({
      current: '2025-12-01',
      lastMonth: '2025-11-01',
      lastYear: '2024-12-01',
    });
    expect(reportMonths(new Date('2026-02-01T00:00:00Z')).lastMonth).toBe('2025-12-01');
  });

  test('the same location always gets the same numbers; another location gets others', () => {
    expect(demoMarketMonths(detroit, NOW)).toEqual(demoMarketMonths(detroit, NOW));
    expect(demoMarketMonths(zip, NOW)[0]!.medianSoldPrice).not.toBe(
      demoMarketMonths({ ...zip, id: 'zip:48201' }, NOW)[0]!.medianSoldPrice,
    );
  });

  test('figures are plausible and consistent for thousands of places', () => {
    for (let index = 0; index < 2_000; index += 1) {
      const place = {
        id: `zip:${String(index).padStart(5, '0')}`,
        stateCode: 'CA',
        population: null,
        zipCount: 1,
      };
      for (const month of demoMarketMonths(place, NOW)) {
        expect(month.overAskingPercent + month.atAskingPercent + month.underAskingPercent).toBe(
          100,
        );
        expect(month.underAskingPercent).toBeGreaterThanOrEqual(0);
        expect(month.totalSold).toBeGreaterThan(0);
        expect(month.monthsOfSupply).toBeGreaterThan(1);
        expect(month.monthsOfSupply).toBeLessThan(9);
        expect(month.medianSoldPrice).toBeGreaterThan(100_000);
        expect(month.medianSoldPriceOneBedroom).toBeLessThan(month.medianSoldPriceFourBedroom);
        expect(month.averageSaleToList).toBeGreaterThan(0.9);
        expect(month.averageSaleToList).toBeLessThan(1.1);
      }
    }
  });

  test('prices follow the region and volume follows the size of the place', () => {
    const median = (stateCode: string) =>
      demoMarketMonths({ ...zip, stateCode }, NOW)[0]!.medianSoldPrice;
    expect(median('CA')).toBeGreaterThan(median('WV'));
    const [city] = demoMarketMonths(detroit, NOW);
    const [small] = demoMarketMonths(zip, NOW);
    expect(city!.totalSold).toBeGreaterThan(small!.totalSold * 10);
  });
});
