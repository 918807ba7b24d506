import { describe, expect, test } from 'vitest';
import { parseRedfinMarketTracker, RedfinFormatError } from './redfin-market-tracker.ts';

const HEADER =
  'period_begin\tperiod_end\tregion_type\tregion\tcity\tstate_code\tproperty_type\tmedian_sale_price\thomes_sold\tinventory\tsold_above_list\tavg_sale_to_list\tmedian_dom';

function file(...rows: string[]) {
  return [HEADER, ...rows].join('\n');
}

describe('Redfin market tracker format', () => {
  test('maps ZIP, city and county rows to location ids and converts shares to percent', () => {
    const { months, skipped } = parseRedfinMarketTracker(
      file(
        '2026-10-01\t2026-10-31\tzip\tZip Code: 48226\t\tMI\tAll Residential\t312500\t23\t41\t0.478\t1.012\t21',
        '2026-10-01\t2026-10-31\tplace\t"St. Louis, MO"\tSt. Louis\tMO\tAll Residential\t210000\t300\t900\t0.2\t0.98\t40',
        '2026-10-01\t2026-10-31\tcounty\tOrleans Parish, LA\t\tLA\tAll Residential\t250000\t200\t800\t0.1\t0.96\t60',
      ),
    );
    expect(skipped).toEqual({});
    expect(months.map((month) => month.locationId)).toEqual([
      'zip:48226',
      'city:saint-louis-mo',
      'county:orleans-la',
    ]);
    expect(months[0]).toMatchObject({
      month: '2026-10-01',
      totalSold: 23,
      totalActive: 41,
      overAskingPercent: 47.8,
      averageSaleToList: 1.012,
      averageDaysOnMarket: 21,
      medianSoldPrice: 312_500,
      monthsOfSupply: null,
    });
  });

  test('empty, NA and impossible values are null, never NaN', () => {
    const { months } = parseRedfinMarketTracker(
      file(
        '2026-10-01\t2026-10-31\tzip\tZip Code: 48226\t\tMI\tAll Residential\tNA\t\t-4\t1.7\tabc\t',
      ),
    );
    expect(months[0]).toMatchObject({
      medianSoldPrice: null,
      totalSold: null,
      totalActive: null,
      overAskingPercent: null,
      averageSaleToList: null,
      averageDaysOnMarket: null,
    });
  });

  test('skips other property types, weeks and quarters, and metros, counting why', () => {
    const { months, skipped } = parseRedfinMarketTracker(
      file(
        '2026-10-01\t2026-10-31\tzip\tZip Code: 48226\t\tMI\tCondo/Co-op\t1\t1\t1\t0\t1\t1',
        '2026-10-05\t2026-10-11\tzip\tZip Code: 48226\t\tMI\tAll Residential\t1\t1\t1\t0\t1\t1',
        '2026-07-01\t2026-09-30\tzip\tZip Code: 48226\t\tMI\tAll Residential\t1\t1\t1\t0\t1\t1',
        '2026-10-01\t2026-10-31\tmetro\tDetroit, MI metro area\t\tMI\tAll Residential\t1\t1\t1\t0\t1\t1',
      ),
    );
    expect(months).toEqual([]);
    expect(skipped).toEqual({
      'not All Residential': 1,
      'not a calendar month': 2,
      'not a ZIP code, city or county': 1,
    });
  });

  test('a file without the header columns is refused with a message', () => {
    expect(() => parseRedfinMarketTracker('a\tb\n1\t2')).toThrow(RedfinFormatError);
    expect(() => parseRedfinMarketTracker('')).toThrow(/period_begin/);
  });
});
