import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that must survive restarts, such as which version
 * of a seed data set has been loaded (so a restart does not load it again).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The loan products the lender prices; the catalogue is code (src/rates/product-catalog.ts), upserted at start. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  program: text('program', { enum: ['conventional', 'jumbo', 'fha', 'va'] }).notNull(),
  termMonths: integer('term_months').notNull(),
  rateType: text('rate_type', { enum: ['fixed', 'arm'] }).notNull(),
  /** ARMs: months at the initial rate (60 for a 5/6 ARM). */
  initialFixedMonths: integer('initial_fixed_months'),
  displayOrder: integer('display_order').notNull(),
});

/** A day's rate sheet: which products cost what from `effective_date` on. */
export const rateSheets = pgTable('rate_sheets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull().unique(),
  /** Where it came from: the imported file's name, or "demo" for the generated sheet. */
  source: text('source').notNull(),
  isDemo: boolean('is_demo').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One product's base price on a sheet, before loan-level price adjustments. */
export const rateSheetEntries = pgTable(
  'rate_sheet_entries',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => rateSheets.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    purpose: text('purpose', { enum: ['purchase', 'refinance'] }).notNull(),
    baseRatePercent: numeric('base_rate_percent', { precision: 6, scale: 3 }).notNull(),
    basePoints: numeric('base_points', { precision: 6, scale: 3 }).notNull(),
    /** ARMs: index + margin, the rate the APR assumes after the initial period (Reg Z §1026.17(c)(1)). */
    fullyIndexedRatePercent: numeric('fully_indexed_rate_percent', { precision: 6, scale: 3 }),
  },
  (table) => [primaryKey({ columns: [table.sheetId, table.productCode, table.purpose] })],
);
