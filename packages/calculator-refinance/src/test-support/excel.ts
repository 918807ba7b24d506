// The independent reference of the refinance calculators' tests: Excel's PMT, CUMIPMT and FV as
// @formulajs/formulajs (MIT, maintained) implements them, in cents. Only tests import it.
//
// Payments are PMT rounded half-up to the cent: equal, no tolerance. Total interest is the
// calculator's cent schedule (each month's interest rounded to the cent, the last payment what
// is left), which may drift from Excel's exact CUMIPMT by at most k·½¢ + FV(i, k, −1¢) after k
// payments (the bound @lender/mortgage-math's own reference tests derive and use).
import { CUMIPMT, FV, PMT } from '@formulajs/formulajs';

function value(result: number | Error, what: string): number {
  if (typeof result !== 'number' || !Number.isFinite(result)) throw new Error(`${what} failed`);
  return result;
}

const monthly = (annualRatePercent: number) => annualRatePercent / 1200;

/** The level monthly payment in cents, half-up to the cent (Excel PMT). */
export function pmtCents(loanCents: number, annualRatePercent: number, months: number): number {
  if (annualRatePercent === 0) return Math.floor(loanCents / months + 0.5 + 1e-9);
  const dollars = value(PMT(monthly(annualRatePercent), months, -loanCents / 100), 'PMT');
  return Math.floor(dollars * 100 + 0.5 + 1e-9);
}

/** Interest over the whole loan in cents, exact (Excel CUMIPMT). */
export function totalInterestCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
): number {
  if (annualRatePercent === 0) return 0;
  return (
    -value(CUMIPMT(monthly(annualRatePercent), months, loanCents / 100, 1, months, 0), 'CUMIPMT') *
    100
  );
}

/** The most the cent schedule's total interest may differ from CUMIPMT over `months` payments. */
export function driftBoundCents(annualRatePercent: number, months: number): number {
  const accumulated =
    annualRatePercent === 0 ? months : value(FV(monthly(annualRatePercent), months, -1, 0), 'FV');
  return months * 0.5 + accumulated;
}

/** `$1,896.20` → 189620. */
export function centsOf(text: string): number {
  const match = /-?\$[\d,]+\.\d\d/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[0].replace(/[$,]/g, '')) * 100);
}
