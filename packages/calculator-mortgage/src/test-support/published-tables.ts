// The published tables the mortgage calculator's reference test types in by hand (the Excel
// functions themselves are @lender/calculator-test-support's). Nothing here imports
// @lender/mortgage-math.
import { halfUp } from '@lender/calculator-test-support';

/** Tax Foundation effective property tax rates (2010 ACS), percent a year; US 1.14. */
export const TAX_RATE_PERCENT: Record<string, number> = {
  MI: 1.82,
  TX: 1.9,
  HI: 0.27,
  US: 1.14,
};

/** Bankrate's $2,408 a year for $300,000 of cover, scaled to the price, a month. */
export const insuranceCents = (priceCents: number) => halfUp((priceCents * 2408) / 300_000 / 12);

/** Which state each demo ZIP code is in (test-support/demo-api.ts). */
export const STATE_OF_ZIP: Record<string, string> = { '48226': 'MI', '77002': 'TX', '96813': 'HI' };
