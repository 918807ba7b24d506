import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { products, rateSheetEntries, rateSheets } from '../db/schema.ts';
import { PRODUCT_CATALOG } from './product-catalog.ts';
import type { RateSheetRow } from './rate-sheet-file.ts';

/** A stored sheet with its rows, numbers as numbers. */
export interface StoredRateSheet {
  effectiveDate: string;
  source: string;
  isDemo: boolean;
  rows: RateSheetRow[];
}

/** Makes the products table equal to the catalogue in code (insert new, update changed). */
export async function syncProducts(db: AppDb): Promise<void> {
  for (const product of PRODUCT_CATALOG) {
    await db
      .insert(products)
      .values(product)
      .onConflictDoUpdate({ target: products.code, set: { ...product } });
  }
}

/** True when at least one sheet has ever been stored. */
export async function hasAnyRateSheet(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(rateSheets);
  return (row?.count ?? 0) > 0;
}

/** Stores a sheet in one transaction; a second sheet for the same date replaces the first. */
export async function saveRateSheet(db: AppDb, sheet: StoredRateSheet): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateSheets).where(eq(rateSheets.effectiveDate, sheet.effectiveDate));
    const [stored] = await tx
      .insert(rateSheets)
      .values({ effectiveDate: sheet.effectiveDate, source: sheet.source, isDemo: sheet.isDemo })
      .returning({ id: rateSheets.id });
    if (!stored) throw new Error('rate sheet insert returned no id');
    await tx.insert(rateSheetEntries).values(
      sheet.rows.map((row) => ({
        sheetId: stored.id,
        productCode: row.productCode,
        purpose: row.purpose,
        baseRatePercent: String(row.baseRatePercent),
        basePoints: String(row.basePoints),
        fullyIndexedRatePercent:
          row.fullyIndexedRatePercent === undefined ? null : String(row.fullyIndexedRatePercent),
      })),
    );
  });
}

/** The sheet in force on a date: the latest one effective on or before it. */
export async function rateSheetInForce(
  db: AppDb,
  onDate: string,
): Promise<StoredRateSheet | undefined> {
  const [sheet] = await db
    .select()
    .from(rateSheets)
    .where(lte(rateSheets.effectiveDate, onDate))
    .orderBy(desc(rateSheets.effectiveDate))
    .limit(1);
  if (!sheet) return undefined;
  const entries = await db
    .select()
    .from(rateSheetEntries)
    .where(and(eq(rateSheetEntries.sheetId, sheet.id)));
  return {
    effectiveDate: sheet.effectiveDate,
    source: sheet.source,
    isDemo: sheet.isDemo,
    rows: entries.map((entry) => ({
      productCode: entry.productCode,
      purpose: entry.purpose,
      baseRatePercent: Number(entry.baseRatePercent),
      basePoints: Number(entry.basePoints),
      fullyIndexedRatePercent:
        entry.fullyIndexedRatePercent === null ? undefined : Number(entry.fullyIndexedRatePercent),
    })),
  };
}
