import { sql } from 'drizzle-orm';
import { arrayLiteral, bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { REDFIN_SOURCE_PREFIX } from './data-source.ts';
import type { ImportedMarketMonth } from './redfin-market-tracker.ts';

/** Every column an import sets: a re-import of a month replaces all of them. */
const UPDATED_COLUMNS = [
  'source',
  'is_demo',
  'total_sold',
  'total_active',
  'over_asking_percent',
  'at_asking_percent',
  'under_asking_percent',
  'average_sale_to_list',
  'months_of_supply',
  'average_days_on_market',
  'median_sold_price',
  'median_sold_price_one_bedroom',
  'median_sold_price_two_bedroom',
  'median_sold_price_three_bedroom',
  'median_sold_price_four_bedroom',
  'median_sold_price_month_change',
  'median_sold_price_year_change',
  'imported_at',
];

/**
 * Stores imported months in one transaction: each location's demo months are removed (real and
 * demo figures never mix in one report) and imported months replace any stored for the same month.
 */
export async function storeImportedMarketMonths(
  db: AppDb,
  months: ImportedMarketMonth[],
  fileName: string,
): Promise<{ rows: number; locations: number }> {
  const locations = [...new Set(months.map((month) => month.locationId))];
  const source = `${REDFIN_SOURCE_PREFIX}${fileName}`;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    for (let start = 0; start < locations.length; start += 5_000) {
      const chunk = locations.slice(start, start + 5_000);
      await txDb.execute(
        sql`delete from market_reports where is_demo and location_id = any(${arrayLiteral(chunk)}::text[])`,
      );
    }
    const column = (key: keyof ImportedMarketMonth) => months.map((month) => month[key]);
    await bulkInsert(
      txDb,
      'market_reports',
      [
        { name: 'location_id', type: 'text', values: column('locationId') },
        { name: 'month', type: 'date', values: column('month') },
        { name: 'source', type: 'text', values: months.map(() => source) },
        { name: 'is_demo', type: 'boolean', values: months.map(() => false) },
        { name: 'total_sold', type: 'integer', values: column('totalSold') },
        { name: 'total_active', type: 'integer', values: column('totalActive') },
        { name: 'over_asking_percent', type: 'numeric', values: column('overAskingPercent') },
        { name: 'average_sale_to_list', type: 'numeric', values: column('averageSaleToList') },
        { name: 'months_of_supply', type: 'numeric', values: column('monthsOfSupply') },
        { name: 'average_days_on_market', type: 'numeric', values: column('averageDaysOnMarket') },
        { name: 'median_sold_price', type: 'integer', values: column('medianSoldPrice') },
        {
          name: 'median_sold_price_month_change',
          type: 'numeric',
          values: column('medianSoldPriceMonthChange'),
        },
        {
          name: 'median_sold_price_year_change',
          type: 'numeric',
          values: column('medianSoldPriceYearChange'),
        },
      ],
      `on conflict (location_id, month) do update set ${UPDATED_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', ')}`,
    );
  });
  return { rows: months.length, locations: locations.length };
}
