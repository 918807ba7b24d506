// Reads a day's rate sheet from the CSV or JSON a secondary-marketing desk exports, and
// checks every row before anything is written: a sheet is imported whole or not at all.
import { z } from 'zod';
import { PRODUCT_CATALOG } from './product-catalog.ts';

const PRODUCT_CODES = new Set(PRODUCT_CATALOG.map((product) => product.code));

/** One priced product on a sheet. */
export const RateSheetRowSchema = z
  .object({
    productCode: z.string().refine((code) => PRODUCT_CODES.has(code), {
      error: `productCode must be one of ${[...PRODUCT_CODES].join(', ')}`,
    }),
    purpose: z.enum(['purchase', 'refinance'], { error: 'purpose must be purchase or refinance' }),
    baseRatePercent: z.coerce
      .number({ error: 'baseRatePercent must be a number' })
      .min(0.001, 'baseRatePercent must be more than 0')
      .max(25, 'baseRatePercent must be 25 or less'),
    basePoints: z.coerce
      .number({ error: 'basePoints must be a number' })
      .min(-10, 'basePoints must be -10 or more')
      .max(10, 'basePoints must be 10 or less'),
    fullyIndexedRatePercent: z.coerce
      .number({ error: 'fullyIndexedRatePercent must be a number' })
      .min(0.001, 'fullyIndexedRatePercent must be more than 0')
      .max(25, 'fullyIndexedRatePercent must be 25 or less')
      .optional(),
  })
  .refine(
    (row) =>
      PRODUCT_CATALOG.find((product) => product.code === row.productCode)?.rateType !== 'arm' ||
      row.fullyIndexedRatePercent !== undefined,
    {
      error: 'fullyIndexedRatePercent is needed for an adjustable-rate product',
      path: ['fullyIndexedRatePercent'],
    },
  );

/** A row that passed {@link RateSheetRowSchema}. */
export type RateSheetRow = z.infer<typeof RateSheetRowSchema>;

/** A sheet file that could not be read, with every problem found, by row. */
export class RateSheetFileError extends Error {
  override name = 'RateSheetFileError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The rate sheet has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Parses a sheet: JSON (an array of rows, or `{ rows: [...] }`) or CSV with a header line
 * naming the columns. Throws RateSheetFileError listing every bad row; duplicates of a
 * product and purpose are refused too.
 */
export function parseRateSheet(text: string, format: 'csv' | 'json'): RateSheetRow[] {
  const records = format === 'json' ? jsonRecords(text) : csvRecords(text);
  const problems: string[] = [];
  const rows: RateSheetRow[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const result = RateSheetRowSchema.safeParse(record);
    const where = `row ${index + 1}`;
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${where}: ${issue.message}`));
      return;
    }
    const key = `${result.data.productCode}/${result.data.purpose}`;
    if (seen.has(key)) problems.push(`${where}: ${key} appears more than once`);
    seen.add(key);
    rows.push(result.data);
  });
  if (records.length === 0) problems.push('the sheet has no rows');
  if (problems.length > 0) throw new RateSheetFileError(problems);
  return rows;
}

function jsonRecords(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RateSheetFileError(['the file is not valid JSON']);
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { rows?: unknown })?.rows;
  if (!Array.isArray(list))
    throw new RateSheetFileError(['expected an array of rows or { "rows": [...] }']);
  return list;
}

function csvRecords(text: string): Record<string, string>[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const [header, ...body] = lines;
  if (!header) return [];
  const columns = header.split(',').map((column) => column.trim());
  return body.map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    return Object.fromEntries(
      columns.flatMap((column, index) =>
        cells[index] === undefined || cells[index] === '' ? [] : [[column, cells[index]]],
      ),
    );
  });
}
