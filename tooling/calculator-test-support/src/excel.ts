// The independent reference of the calculators' reference tests: Excel's PMT, IPMT, CUMIPMT, NPER
// and FV as @formulajs/formulajs (MIT, maintained) implements them, in cents. Nothing here
// imports @lender/mortgage-math, so a test that compares the two compares independent sums.
//
// Excel's figures are exact; the calculator follows the cent schedule (each month's interest
// rounded to the cent, the payment rounded to the cent), so after k payments its balance may be
// off the exact one by at most 1¢ × ((1 + i)^k − 1) / i (Excel's FV(i, k, −1¢)), and interest
// paid by k × ½¢ more. driftBoundCents is that bound: tests assert it, never a looser figure.
import { CUMIPMT, FV, IPMT, NPER, PMT } from '@formulajs/formulajs';

function value(result: number | Error, what: string): number {
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new Error(`${what} failed: ${String(result)}`);
  }
  return result;
}

const monthly = (ratePercent: number) => ratePercent / 1200;

/** Half-up to the cent, written out so the oracle leans on nothing of the package. */
export const halfUp = (cents: number) => Math.floor(cents + 0.5 + 1e-9);

/** PMT in cents, unrounded. */
export function pmtExactCents(loanCents: number, ratePercent: number, months: number): number {
  if (ratePercent === 0 || loanCents === 0) return loanCents / months;
  return value(PMT(monthly(ratePercent), months, -loanCents / 100), 'PMT') * 100;
}

/** PMT in cents, rounded half-up: the payment a lender discloses. */
export const pmtCents = (loanCents: number, ratePercent: number, months: number) =>
  halfUp(pmtExactCents(loanCents, ratePercent, months));

/** IPMT of one payment, cents, unrounded (positive). */
export function ipmtCents(loanCents: number, ratePercent: number, months: number, period: number) {
  return -value(IPMT(monthly(ratePercent), period, months, loanCents / 100), 'IPMT') * 100;
}

/** CUMIPMT of payments from–to, cents, unrounded (positive); 0 for no loan (Excel refuses one). */
export function cumipmtCents(
  loanCents: number,
  ratePercent: number,
  months: number,
  from = 1,
  to = months,
): number {
  if (ratePercent === 0 || loanCents === 0) return 0;
  return (
    -value(CUMIPMT(monthly(ratePercent), months, loanCents / 100, from, to, 0), 'CUMIPMT') * 100
  );
}

/** NPER: payments of `paymentCents` that repay `loanCents` (fractional). */
export function nper(loanCents: number, ratePercent: number, paymentCents: number): number {
  return value(NPER(monthly(ratePercent), -paymentCents / 100, loanCents / 100), 'NPER');
}

/** The most the cent schedule may differ from Excel after `payments` payments (the header). */
export function driftBoundCents(ratePercent: number, payments: number): number {
  const accumulated =
    ratePercent === 0 ? payments : value(FV(monthly(ratePercent), payments, -1, 0), 'FV');
  return payments * 0.5 + accumulated;
}
