import { assertWholeCents } from './money.ts';
import { scheduledPayments } from './schedule.ts';

/** One payment of an Appendix J payment stream. */
export interface AprPayment {
  amountCents: number;
  /** t: whole unit-periods from the start of the term to this payment. */
  periods: number;
  /** f: the odd fraction of a unit-period, 0 ≤ f < 1 (odd days counted at the front of the term). */
  fraction: number;
}

/** A single-advance transaction as Regulation Z Appendix J describes it. */
export interface PaymentStream {
  amountFinancedCents: number;
  /** Unit-periods in a year: 12 monthly, 24 semimonthly, 26 biweekly, 52 weekly, 365/255 for one 255-day period. */
  periodsPerYear: number;
  payments: readonly AprPayment[];
}

/** What mortgageApr needs: the note terms and the finance charges that are not interest. */
export interface MortgageAprInput {
  loanAmountCents: number;
  annualRatePercent: number;
  termMonths: number;
  /** Points, origination and other prepaid finance charges, prepaid MI (12 CFR 1026.4). */
  prepaidFinanceChargesCents: number;
  /** Monthly mortgage insurance: one amount for every payment, or one per payment (index 0 = payment 1; missing = 0, e.g. PMI that cancels). */
  monthlyMortgageInsuranceCents?: number | readonly number[];
}

// The solver stops once the APR is known to 1e-10 of a percentage point, far
// inside the 1e-8 asked of it and the 1/8 point Reg Z allows (§1026.22(a)(2)).
const APR_TOLERANCE_PERCENT = 1e-10;
const MAX_ITERATIONS = 200;

/**
 * The periodic rate i that solves Appendix J's general equation for a single advance,
 *   A = Σ P_k / ((1 + f_k·i)(1 + i)^t_k),
 * by Newton's method kept inside a bracket that bisection falls back on.
 * The right-hand side is decreasing and convex in i, so Newton steps taken from
 * the left of the root climb to it without overshooting.
 */
function solvePeriodicRate(
  amountFinanced: number,
  amounts: Float64Array,
  periods: Float64Array,
  fractions: Float64Array,
  tolerance: number,
  guess: number,
): number {
  const n = amounts.length;
  // g(i) = Σ P_k·v^t_k/(1 + f_k·i) − A and its derivative, written into `out`.
  const out = [0, 0];
  const evaluate = (i: number): void => {
    const v = 1 / (1 + i);
    let pv = 0;
    let slope = 0;
    let discount = 1;
    let discountPeriods = 0;
    let f = 0;
    let oddFactor = 1;
    for (let k = 0; k < n; k += 1) {
      const t = periods[k] ?? 0;
      // Payments usually come one unit-period apart and share one odd fraction:
      // multiply by v instead of Math.pow, and divide only when f changes.
      if (t === discountPeriods + 1) discount *= v;
      else if (t !== discountPeriods) discount = Math.pow(v, t);
      discountPeriods = t;
      const fk = fractions[k] ?? 0;
      if (fk !== f) {
        f = fk;
        oddFactor = 1 / (1 + f * i);
      }
      const term = (amounts[k] ?? 0) * discount * oddFactor;
      pv += term;
      slope -= term * (f * oddFactor + t * v);
    }
    out[0] = pv - amountFinanced;
    out[1] = slope;
  };

  // Bracket: g(lo) > 0 > g(hi). i → −1 sends every discounted payment to infinity.
  let lo = -1;
  let hi = Number.POSITIVE_INFINITY;
  let x = guess;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    evaluate(x);
    const g = out[0] ?? 0;
    const slope = out[1] ?? 0;
    if (g === 0) return x;
    if (g > 0) lo = x;
    else hi = x;
    let next = x - g / slope;
    if (!(next > lo && next < hi)) {
      // Newton left the bracket (or the slope vanished): bisect, or widen when unbounded.
      next = Number.isFinite(hi) ? (lo + hi) / 2 : Math.max(2 * x, x + 1);
    }
    if (Math.abs(next - x) < tolerance || hi - lo < tolerance) return next;
    x = next;
  }
  throw new RangeError('The APR did not converge; check the payment stream');
}

function checkStreamShape(stream: PaymentStream): void {
  assertWholeCents(stream.amountFinancedCents, 'amountFinancedCents', 1);
  if (!Number.isFinite(stream.periodsPerYear) || stream.periodsPerYear <= 0) {
    throw new RangeError(`periodsPerYear must be a number above 0, got ${stream.periodsPerYear}`);
  }
  if (stream.payments.length === 0) {
    throw new RangeError('payments must list at least one payment');
  }
}

/** APR in percent (e.g. 6.5969) by the Regulation Z Appendix J actuarial method, unrounded; 0 when there is no finance charge. */
export function aprFromPaymentStream(stream: PaymentStream): number {
  checkStreamShape(stream);
  const n = stream.payments.length;
  const amounts = new Float64Array(n);
  const periods = new Float64Array(n);
  const fractions = new Float64Array(n);
  let total = 0;
  let anyAfterStart = false;
  let k = 0;
  // Plain checks, with the message built only on failure: this loop runs per payment.
  for (const payment of stream.payments) {
    if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents < 0) {
      throw new RangeError(
        `payments[${k}].amountCents must be a whole number of cents, 0 or more, got ${payment.amountCents}`,
      );
    }
    if (!Number.isSafeInteger(payment.periods) || payment.periods < 0) {
      throw new RangeError(
        `payments[${k}].periods must be a whole number, 0 or more, got ${payment.periods}`,
      );
    }
    if (!Number.isFinite(payment.fraction) || payment.fraction < 0 || payment.fraction >= 1) {
      throw new RangeError(
        `payments[${k}].fraction must be at least 0 and below 1, got ${payment.fraction}`,
      );
    }
    amounts[k] = payment.amountCents;
    periods[k] = payment.periods;
    fractions[k] = payment.fraction;
    total += payment.amountCents;
    if (payment.amountCents > 0 && (payment.periods > 0 || payment.fraction > 0)) {
      anyAfterStart = true;
    }
    k += 1;
  }
  return aprFromArrays(stream, amounts, periods, fractions, total, anyAfterStart, 0);
}

function aprFromArrays(
  stream: PaymentStream | { amountFinancedCents: number; periodsPerYear: number },
  amounts: Float64Array,
  periods: Float64Array,
  fractions: Float64Array,
  totalCents: number,
  anyAfterStart: boolean,
  guess: number,
): number {
  // Finance charge = total of payments − amount financed (§1026.4); none means an APR of 0.
  if (totalCents === stream.amountFinancedCents) return 0;
  if (!anyAfterStart) {
    throw new RangeError('At least one payment must fall after the start of the term');
  }
  const tolerance = APR_TOLERANCE_PERCENT / 100 / stream.periodsPerYear;
  const rate = solvePeriodicRate(
    stream.amountFinancedCents,
    amounts,
    periods,
    fractions,
    tolerance,
    guess,
  );
  // App. J (b)(1): APR = unit-period rate × unit-periods in a year (nominal, not compounded).
  return rate * stream.periodsPerYear * 100;
}

/** APR in percent of a fixed-rate mortgage with monthly payments (P&I plus that month's MI) and prepaid finance charges. */
export function mortgageApr(input: MortgageAprInput): number {
  const { loanAmountCents, annualRatePercent, termMonths, prepaidFinanceChargesCents } = input;
  // The schedule's own payments: the level payment, and a last one that absorbs
  // the rounding residue, as a Loan Estimate's payment schedule shows them.
  const plan = scheduledPayments({ loanAmountCents, annualRatePercent, termMonths });
  assertWholeCents(prepaidFinanceChargesCents, 'prepaidFinanceChargesCents', 0);
  if (prepaidFinanceChargesCents >= loanAmountCents) {
    throw new RangeError('prepaidFinanceChargesCents must be less than loanAmountCents');
  }
  const mi = input.monthlyMortgageInsuranceCents ?? 0;
  if (typeof mi === 'number') {
    assertWholeCents(mi, 'monthlyMortgageInsuranceCents', 0);
  } else {
    if (mi.length > termMonths) {
      throw new RangeError(
        `monthlyMortgageInsuranceCents lists ${mi.length} months, more than the ${termMonths}-month term`,
      );
    }
    const bad = mi.findIndex((amount) => !Number.isSafeInteger(amount) || amount < 0);
    if (bad >= 0) {
      throw new RangeError(
        `monthlyMortgageInsuranceCents[${bad}] must be a whole number of cents, 0 or more, got ${mi[bad]}`,
      );
    }
  }
  const n = plan.count;
  const amounts = new Float64Array(n);
  const periods = new Float64Array(n);
  const fractions = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k += 1) {
    const insurance = typeof mi === 'number' ? mi : (mi[k] ?? 0);
    const principalAndInterest = k === n - 1 ? plan.lastPaymentCents : plan.monthlyPaymentCents;
    const amount = principalAndInterest + insurance;
    amounts[k] = amount;
    // A regular schedule: payment k is k whole months after consummation, no odd days.
    periods[k] = k + 1;
    total += amount;
  }
  // Starting at the note rate is left of the root whenever there are finance charges, so Newton climbs straight to it.
  return aprFromArrays(
    { amountFinancedCents: loanAmountCents - prepaidFinanceChargesCents, periodsPerYear: 12 },
    amounts,
    periods,
    fractions,
    total,
    n > 0,
    annualRatePercent / 1200,
  );
}
