// Home equity and how much of it a lender lets a homeowner borrow (the home equity and mini home
// equity calculators, SPEC §1; wizard card yes-available-equity, SPEC §4). The SPEC does not show
// their internals, so the limits below are named, sourced defaults the caller can override.

import { assertWholeCents } from './money.ts';

/**
 * Default combined-LTV cap for a home equity loan or line: the first mortgage plus every other
 * lien plus the new money, as a percent of the home's value. Most banks cap at 90 % (some at 80
 * or 85 %): https://myperfectmortgage.com/heloc-cltv-limits-by-bank-80-85-and-90-compared
 * (June 2025). A lender default, not a SPEC constant.
 */
export const DEFAULT_MAX_COMBINED_LTV_PERCENT = 90;

/**
 * Maximum LTV of a cash-out refinance of a one-unit principal residence (Fannie Mae; the cash-out
 * LLPA grid stops at 80 %, finance-anchors §2.3). Pass it as maxCombinedLtvPercent to size a
 * cash-out refinance instead of a second lien.
 */
export const CASH_OUT_REFINANCE_MAX_LTV_PERCENT = 80;

/** What a homeowner could borrow against the home. */
export interface AvailableHomeEquity {
  /** The most all liens together may reach: value × cap, rounded down to the cent. */
  maxTotalDebtCents: number;
  /** What is left under the cap after the existing liens; never negative. */
  availableCents: number;
  /** Existing liens as a percent of the value, unrounded (format it at the edge). */
  currentCombinedLtvPercent: number;
}

/** How much home equity can be borrowed under a combined-LTV cap (90 % unless given). */
export function availableHomeEquity(input: {
  homeValueCents: number;
  mortgageBalanceCents: number;
  otherLiensCents?: number;
  maxCombinedLtvPercent?: number;
}): AvailableHomeEquity {
  const {
    homeValueCents,
    mortgageBalanceCents,
    otherLiensCents = 0,
    maxCombinedLtvPercent = DEFAULT_MAX_COMBINED_LTV_PERCENT,
  } = input;
  assertWholeCents(homeValueCents, 'homeValueCents', 1);
  assertWholeCents(mortgageBalanceCents, 'mortgageBalanceCents', 0);
  assertWholeCents(otherLiensCents, 'otherLiensCents', 0);
  if (!Number.isFinite(maxCombinedLtvPercent) || maxCombinedLtvPercent < 0) {
    throw new RangeError('maxCombinedLtvPercent must be a finite number, 0 or more');
  }
  // Rounded down, not half-up: a cap must not be exceeded by half a cent. The 1e-6 cent of slack
  // keeps binary noise (35_999_999.999999996 for an exact 36_000_000) from losing a cent.
  const maxTotalDebtCents = Math.floor((homeValueCents * maxCombinedLtvPercent) / 100 + 1e-6);
  const existingCents = mortgageBalanceCents + otherLiensCents;
  return {
    maxTotalDebtCents,
    availableCents: Math.max(0, maxTotalDebtCents - existingCents),
    currentCombinedLtvPercent: (existingCents / homeValueCents) * 100,
  };
}

/** The mini home equity calculator's figures. */
export interface MiniHomeEquity {
  /** Value − mortgage balance; negative when the home is worth less than is owed. */
  equityCents: number;
  /** Equity as a percent of the value, unrounded. */
  equityPercent: number;
  /** What could be borrowed at the default 90 % combined-LTV cap; never negative. */
  availableCents: number;
}

/** The two-input mini home equity calculator: equity and what could be borrowed at the default cap. */
export function miniHomeEquity(input: {
  homeValueCents: number;
  mortgageBalanceCents: number;
}): MiniHomeEquity {
  const { availableCents } = availableHomeEquity(input);
  const equityCents = input.homeValueCents - input.mortgageBalanceCents;
  return { equityCents, equityPercent: (equityCents / input.homeValueCents) * 100, availableCents };
}
