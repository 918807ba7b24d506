// The independent reference for the calculators' tests: Excel's financial functions as
// implemented by @formulajs/formulajs (MIT, 4.6.1), in cents. Only tests import this file; it is
// left out of the published package.
//
// Tolerance (the "rounding rule" the reference tests allow):
// - A payment is PMT rounded half-up to the cent: equal, no tolerance.
// - Excel's IPMT/PPMT/CUMIPMT/CUMPRINC/FV are exact (unrounded); the package follows the cent
//   schedule, which rounds each month's interest to the cent and pays the rounded payment. With
//   i the monthly rate, the cent balance after k payments differs from the exact one by
//   e_k = e_{k-1}(1 + i) + ρ_k − (P' − P), |ρ_k| ≤ ½¢ (interest rounding), |P' − P| ≤ ½¢ (payment
//   rounding), so |e_k| ≤ 1¢ × ((1 + i)^k − 1) / i, which is Excel's FV(i, k, −1¢). Interest paid
//   through payment k is k·P − (loan − balance), so it differs by at most k·½¢ + |e_k|.
//   driftBoundCents gives that bound; it grows with rate and term ($0.97 for 1 year at 6.5 %,
//   $24.40 for 30 years at 10 %), and the tests assert it, never a looser figure.
import { CUMIPMT, CUMPRINC, FV, IPMT, NPER, PMT, PPMT } from '@formulajs/formulajs';

function value(result: number | Error, what: string): number {
  if (typeof result !== 'number' || !Number.isFinite(result)) {
    throw new Error(`${what} failed: ${String(result)}`);
  }
  return result;
}

const monthly = (annualRatePercent: number) => annualRatePercent / 1200;

/** PMT in cents, rounded half-up: the payment the package must show. */
export function pmtCents(loanCents: number, annualRatePercent: number, months: number): number {
  if (loanCents === 0) return 0;
  const dollars = value(PMT(monthly(annualRatePercent), months, -loanCents / 100), 'PMT');
  return halfUp(dollars * 100);
}

/** PMT in cents, unrounded. */
export function pmtExactCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
): number {
  return value(PMT(monthly(annualRatePercent), months, -loanCents / 100), 'PMT') * 100;
}

/** Interest of payment `period` by Excel's IPMT, cents, unrounded (positive). */
export function ipmtCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
  period: number,
): number {
  return -value(IPMT(monthly(annualRatePercent), period, months, loanCents / 100), 'IPMT') * 100;
}

/** Principal of payment `period` by Excel's PPMT, cents, unrounded (positive). */
export function ppmtCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
  period: number,
): number {
  return -value(PPMT(monthly(annualRatePercent), period, months, loanCents / 100), 'PPMT') * 100;
}

/** Interest of payments `from`–`to` by Excel's CUMIPMT, cents, unrounded (positive). */
export function cumipmtCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
  from = 1,
  to = months,
): number {
  if (annualRatePercent === 0 || loanCents === 0) return 0;
  return (
    -value(CUMIPMT(monthly(annualRatePercent), months, loanCents / 100, from, to, 0), 'CUMIPMT') *
    100
  );
}

/** Principal of payments `from`–`to` by Excel's CUMPRINC, cents, unrounded (positive). */
export function cumprincCents(
  loanCents: number,
  annualRatePercent: number,
  months: number,
  from = 1,
  to = months,
): number {
  if (loanCents === 0) return 0;
  if (annualRatePercent === 0) return ((to - from + 1) * loanCents) / months;
  return (
    -value(CUMPRINC(monthly(annualRatePercent), months, loanCents / 100, from, to, 0), 'CUMPRINC') *
    100
  );
}

/** Balance after `payments` level payments of `paymentCents` on `loanCents` by Excel's FV, cents (positive while owed). */
export function balanceAfterCents(
  loanCents: number,
  annualRatePercent: number,
  paymentCents: number,
  payments: number,
): number {
  return (
    value(FV(monthly(annualRatePercent), payments, paymentCents / 100, -loanCents / 100), 'FV') *
    100
  );
}

/** Payments needed to repay `loanCents` at `paymentCents` a month by Excel's NPER (fractional). */
export function nper(loanCents: number, annualRatePercent: number, paymentCents: number): number {
  return value(NPER(monthly(annualRatePercent), -paymentCents / 100, loanCents / 100), 'NPER');
}

/** The most the cent schedule may differ from Excel's exact figures after `payments` payments (see the header). */
export function driftBoundCents(annualRatePercent: number, payments: number): number {
  const accumulated =
    annualRatePercent === 0
      ? payments
      : value(FV(monthly(annualRatePercent), payments, -1, 0), 'FV'); // ((1 + i)^k − 1) / i
  return payments * 0.5 + accumulated;
}

/** Half-up to a cent, written out here so the oracle does not lean on the package for plain arithmetic. */
export function halfUp(cents: number): number {
  return Math.floor(cents + 0.5 + 1e-9);
}
