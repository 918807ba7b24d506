// The independent reference for the mortgage calculators' reference tests: Excel's PMT and
// CUMIPMT as @formulajs/formulajs implements them (MIT, 4.6.1), in cents, and the published
// tables typed in by hand. Nothing here imports @lender/mortgage-math.
import { CUMIPMT, FV, PMT } from '@formulajs/formulajs';

function value(result: number | Error, what: string): number {
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new Error(`${what} failed: ${String(result)}`);
  }
  return result;
}

/** Half-up to a cent, written out so the oracle leans on nothing of the package. */
export const halfUp = (cents: number) => Math.floor(cents + 0.5 + 1e-9);

/** Excel PMT in cents, half-up: the principal and interest the screen must show. */
export function pmtCents(loanCents: number, annualRatePercent: number, months: number): number {
  if (loanCents === 0) return 0;
  return halfUp(value(PMT(annualRatePercent / 1200, months, -loanCents / 100), 'PMT') * 100);
}

/** Excel CUMIPMT over the whole term, cents, unrounded. */
export function cumipmtCents(loanCents: number, annualRatePercent: number, months: number) {
  if (annualRatePercent === 0 || loanCents === 0) return 0;
  const i = annualRatePercent / 1200;
  return -value(CUMIPMT(i, months, loanCents / 100, 1, months, 0), 'CUMIPMT') * 100;
}

/**
 * How far a cent-by-cent schedule may drift from Excel's exact interest over `payments`
 * payments: ½¢ a payment plus FV(i, k, −1¢) (mortgage-math's excel-oracle explains the bound).
 */
export function driftBoundCents(annualRatePercent: number, payments: number): number {
  const accumulated =
    annualRatePercent === 0 ? payments : value(FV(annualRatePercent / 1200, payments, -1, 0), 'FV');
  return payments * 0.5 + accumulated;
}

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
