// "How we calculated this" as data: every calculator entry function returns the formulas it
// applied and each assumption with its value, so a screen renders the explanation in its own
// words (and language) and the figures can never disagree with the text.
import type { YearMonth } from './schedule.ts';

/**
 * The formulas a calculator can apply. Each key has one meaning (README "Formulas"):
 * - `levelPayment`: loan × i ÷ (1 − (1 + i)^−n), i = rate ÷ 1200, half-up to the cent (Excel PMT).
 * - `centSchedule`: each month's interest = balance × rate ÷ 1200, half-up; the last payment pays
 *   what is left, so the balance ends at exactly 0.
 * - `extraPrincipal`: extra payments go to principal after the scheduled payment, never past 0.
 * - `yearlyTotals`: the monthly rows summed by calendar year (dated rows) or loan year.
 * - `pmiRateCard`: loan × card rate ÷ 12 for the score and down payment; none at 20 % down.
 * - `pmiAutomaticTermination`: PMI ends after the payment that brings the scheduled balance to
 *   78 % of the original value (12 U.S.C. 4902(b)).
 * - `propertyTaxRate`: value × yearly rate ÷ 12, or a yearly amount ÷ 12.
 * - `homeownersInsuranceRate`: value × yearly rate ÷ 12, or a yearly premium ÷ 12.
 * - `closingCostPercent`: price × percent; cash to close = down payment + closing costs.
 * - `combinedLtvCap`: value × cap (rounded down) − every lien, never below 0.
 * - `interestOnlyPayment`: balance × rate ÷ 1200, half-up (a HELOC's draw period).
 * - `breakEvenMonth`: closing costs ÷ monthly savings, rounded up to a whole month.
 * - `lifetimeInterest`: the cent schedule's total interest of each loan, compared.
 * - `payoffExtraSearch`: the smallest extra monthly cent amount whose cent schedule ends by the
 *   target month (bisection; the payoff month never rises as the extra grows).
 * - `loanLimit`: the county's limit for the program, else the year's baseline (loan-limits.ts).
 */
export type FormulaKey =
  | 'levelPayment'
  | 'centSchedule'
  | 'extraPrincipal'
  | 'yearlyTotals'
  | 'pmiRateCard'
  | 'pmiAutomaticTermination'
  | 'propertyTaxRate'
  | 'homeownersInsuranceRate'
  | 'closingCostPercent'
  | 'combinedLtvCap'
  | 'interestOnlyPayment'
  | 'breakEvenMonth'
  | 'lifetimeInterest'
  | 'payoffExtraSearch'
  | 'loanLimit';

/** How an assumption's value is to be read. */
export type AssumptionUnit =
  'cents' | 'percent' | 'months' | 'creditScore' | 'stateCode' | 'yearMonth' | 'boolean' | 'count';

/** Dated data a default value was taken from. */
export interface AssumptionSource {
  /** Stable id of the data set, e.g. `propertyTaxByState`. */
  id: string;
  edition: string;
  url: string;
}

/** One value a calculation rested on: typed by the visitor (`input`) or supplied by the package (`default`). */
export interface Assumption {
  /** Stable key the screen maps to its label, e.g. `propertyTaxRatePercent`. */
  key: string;
  value: number | string | boolean | YearMonth;
  unit: AssumptionUnit;
  origin: 'input' | 'default';
  /** Where a default came from (dated data); absent for inputs and plain conventions. */
  source?: AssumptionSource;
}

/** The formulas applied and the assumptions used, in the order a reader would want them. */
export interface Explanation {
  formulas: FormulaKey[];
  assumptions: Assumption[];
}

/** An assumption typed by the visitor. */
export function given(key: string, value: Assumption['value'], unit: AssumptionUnit): Assumption {
  return { key, value, unit, origin: 'input' };
}

/** An assumption the package supplied, with the dated data it came from when there is one. */
export function assumed(
  key: string,
  value: Assumption['value'],
  unit: AssumptionUnit,
  source?: AssumptionSource,
): Assumption {
  return source === undefined
    ? { key, value, unit, origin: 'default' }
    : { key, value, unit, origin: 'default', source };
}
