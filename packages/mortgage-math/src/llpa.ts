// Fannie Mae Loan-Level Price Adjustments (LLPAs), in points (percent of the loan).
// Source: Fannie Mae "Loan-Level Price Adjustment Matrix", edition 11.17.2025 (grid unchanged
// since the May 2023 restructure; the 760–779 purchase row matches the 01.28.2026 edition),
// published at singlefamily.fanniemae.com as "Loan-Level Price Adjustment Matrix". The
// transcription and its cross-checks are in
// shared/research/finance-anchors.md §2. Re-verify against the current PDF when the lender
// loads its own grid; this table is data, not logic.

/** Edition of the grid below, shown with every price that uses it. */
export const LLPA_GRID_EDITION = 'Fannie Mae LLPA Matrix, 11.17.2025 edition';

/** Upper bounds (inclusive, percent) of the nine gross-LTV columns; the last is "> 95 %". */
export const LLPA_LTV_COLUMNS = [30, 60, 70, 75, 80, 85, 90, 95, Infinity] as const;

/** Lower bounds of the representative-credit-score rows, highest first; no score prices as the lowest row. */
export const LLPA_CREDIT_ROWS = [780, 760, 740, 720, 700, 680, 660, 640, 0] as const;

type Row = readonly [number, number, number, number, number, number, number, number, number];

/** Table 1: purchase-money loans, terms over 15 years. */
export const LLPA_PURCHASE: readonly Row[] = [
  [0, 0, 0, 0, 0.375, 0.375, 0.25, 0.25, 0.125],
  [0, 0, 0, 0.25, 0.625, 0.625, 0.5, 0.5, 0.25],
  [0, 0, 0.125, 0.375, 0.875, 1, 0.75, 0.625, 0.5],
  [0, 0, 0.25, 0.75, 1.25, 1.25, 1, 0.875, 0.75],
  [0, 0, 0.375, 0.875, 1.375, 1.5, 1.25, 1.125, 0.875],
  [0, 0, 0.625, 1.125, 1.75, 1.875, 1.5, 1.375, 1.125],
  [0, 0, 0.75, 1.375, 1.875, 2.125, 1.75, 1.625, 1.25],
  [0, 0, 1.125, 1.5, 2.25, 2.5, 2, 1.875, 1.5],
  [0, 0.125, 1.5, 2.125, 2.75, 2.875, 2.625, 2.25, 1.75],
];

/** Table 3: cash-out refinance; the grid stops at 80 % LTV (the cash-out maximum). */
export const LLPA_CASH_OUT: readonly (readonly number[])[] = [
  [0.375, 0.375, 0.625, 0.875, 1.375],
  [0.375, 0.375, 0.875, 1.25, 1.875],
  [0.375, 0.375, 1, 1.625, 2.375],
  [0.375, 0.5, 1.375, 2, 2.75],
  [0.375, 0.5, 1.625, 2.625, 3.25],
  [0.375, 0.625, 2, 2.875, 3.75],
  [0.375, 0.875, 2.75, 4, 4.75],
  [0.375, 1.375, 3.125, 4.625, 5.125],
  [0.375, 1.375, 3.375, 4.875, 5.125],
];

/** Loans of 15 years or less pay nothing on the credit score × LTV grids. */
export const LLPA_SHORT_TERM_MAX_MONTHS = 180;

/** What the grid prices: a purchase, a rate/term refinance (priced here on the purchase grid) or cash-out. */
export type LoanPurpose = 'purchase' | 'refinance' | 'cashOutRefinance';

/**
 * LTV as the grids read it (Selling Guide B2-1.2-01): truncate to two decimals, then round up
 * to the next whole percent, so 80.001 % prices at 80 % and 80.01 % at 81 %.
 */
export function llpaLtvPercent(loanAmountCents: number, valueCents: number): number {
  if (!(valueCents > 0)) throw new RangeError('valueCents must be more than 0');
  const truncated = Math.floor((loanAmountCents * 10_000) / valueCents) / 100;
  return Math.ceil(truncated - 1e-9);
}

/** Index of the LTV column for a whole-percent LTV. */
function ltvColumn(ltvPercent: number): number {
  return LLPA_LTV_COLUMNS.findIndex((upper) => ltvPercent <= upper);
}

/** Index of the credit row; a missing score prices as the lowest row (LLPA matrix preamble). */
function creditRow(creditScore: number | undefined): number {
  if (creditScore === undefined) return LLPA_CREDIT_ROWS.length - 1;
  return LLPA_CREDIT_ROWS.findIndex((lower) => creditScore >= lower);
}

/**
 * The credit score × LTV price adjustment of a conventional loan, in points. FHA and VA loans
 * are outside the matrix (0). Returns undefined for a cash-out refinance above 80 % LTV,
 * which the grid does not price (not eligible).
 */
export function llpaPoints(input: {
  creditScore: number | undefined;
  ltvPercent: number;
  termMonths: number;
  purpose: LoanPurpose;
  program: 'conventional' | 'jumbo' | 'fha' | 'va';
}): number | undefined {
  if (input.program === 'fha' || input.program === 'va') return 0;
  const row = creditRow(input.creditScore);
  const column = ltvColumn(input.ltvPercent);
  if (input.purpose === 'cashOutRefinance') {
    return LLPA_CASH_OUT[row]?.[column];
  }
  if (input.termMonths <= LLPA_SHORT_TERM_MAX_MONTHS) return 0;
  return LLPA_PURCHASE[row]?.[column] ?? 0;
}
