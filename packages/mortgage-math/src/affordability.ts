// Home affordability: the highest whole-dollar price a household can carry under a
// debt-to-income (DTI) limit with the cash it has. SPEC §3 fixes the result's fields, §4 the
// business-message state, §9 the DTI slider and its 0.5 warning.
//
// Units. Inputs and results are integer cents, percentages percent numbers (6.5 means 6.5 %), and
// `dti` stays the fraction the request carried (0.36). A business error (no income, debts at the
// limit, no funds) is a `problem` code, not a throw: the API's answer (dollars, the SPEC §3 field
// names) and its words for the visitor are apps/bff's affordability route and @lender/validation.
//
// Method. DTI here is the back-end ratio the underwriters use (research §4.2: Fannie Mae DU
// caps it at 50 %): (total housing payment + other monthly debts) ÷ gross monthly income, where
// the housing payment is principal and interest + property tax + homeowners insurance + PMI.
// The cash side spends the available funds on closing costs first and puts the rest down, so a
// dearer home means a bigger loan, a smaller down-payment share and (from the PMI table) a higher
// PMI rate. Every part of the payment therefore grows with the price and the down payment's share
// shrinks with it, which makes "fits" monotone in the price: a bisection on whole dollars finds
// the edge exactly in about 2·log2(price) evaluations.
import { isCreditScore } from './credit.ts';
import { roundHalfUpToCent } from './money.ts';
import { monthlyPmiCents, pmiAnnualRatePercent } from './mortgage-insurance.ts';
import { monthlyPaymentCents } from './payment.ts';
import {
  DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
  annualHomeownersInsuranceCents,
  monthlyHomeownersInsuranceCents,
  monthlyPropertyTaxCents,
  propertyTaxRatePercent,
} from './property-costs.ts';

/** A DTI of this fraction or more shows the warning icon beside the slider (SPEC §9). */
export const DTI_WARNING_THRESHOLD = 0.5;

/**
 * Highest total debt-to-income a prequalification allows: the Qualified Mortgage general
 * definition's former 43 % limit (12 CFR 1026.43(e)(2)(vi), shared/research/finance-anchors.md
 * §4.1), kept as a conservative screen; the underwriter decides the real limit. Above the
 * affordability estimate's own ratio (36 % to start), so a prequalified loan can be larger than
 * the budget: the calculator says so beside it.
 */
export const PREQUALIFICATION_MAX_DTI = 0.43;

// 720 is the top tier of the SPEC §9 mortgage insurance table and a value the rent-vs-buy page
// keeps as is (SPEC §2); the SPEC's affordability query carries no score.
/** Credit score assumed for PMI when the visitor gives none. */
export const DEFAULT_CREDIT_SCORE = 720;

// Bankrate puts closing costs at 2–5 % of the loan and Rocket at 3–6 % of the loan (research §8);
// 3 % of the price is 3.1–3.75 % of the loan at 3–20 % down, inside both ranges.
/** Buyer's closing costs, percent of the price. */
export const DEFAULT_CLOSING_COST_PERCENT = 3;

/** Smallest down payment, percent of the price: the 3 % conventional minimum (97 % LTV, research §3.1). */
export const DEFAULT_MIN_DOWN_PAYMENT_PERCENT = 3;

// 22 % is the 2024 federal bracket for married-filing-jointly taxable income of $94,301–$201,050
// (IRS Rev. Proc. 2023-34). The DTI uses gross income, as underwriters do, so this is display only.
/** Income tax rate returned as `incomeTaxRate`, percent. */
export const DEFAULT_INCOME_TAX_RATE_PERCENT = 22;

// Keeps the search finite when nothing binds, e.g. a cash buyer with a very high income; a result
// equal to it means "this much or more".
/** Highest price the search reports: $100 million, in cents. */
export const MAX_AFFORDABILITY_PRICE_CENTS = 100_000_000_00;

/** The loan product the estimate prices. */
export interface AffordabilityRate {
  /** Note rate, percent a year (6.5 = 6.5 %). */
  annualRatePercent: number;
  /** Number of monthly payments, e.g. 360. */
  termMonths: number;
  /** Product name shown with the result, e.g. "30-year fixed". */
  productDescription: string;
}

/** What `affordability` needs: the SPEC §3 query in cents, the rate, and overridable assumptions. */
export interface AffordabilityInput {
  /** Gross annual income, cents. */
  annualIncomeCents: number;
  /** Cash for the down payment and closing costs, cents. */
  availableFundsCents: number;
  /** Other monthly debt payments (cards, car, student loans), cents. */
  monthlyDebtCents: number;
  /** Two-letter state code; picks the default property tax rate. */
  state: string;
  /** Accepted for the SPEC query; the state alone sets the tax rate today. */
  zip?: string;
  /** DTI limit as a fraction with two decimals, e.g. 0.36 (SPEC §9). */
  dti: number;
  rate: AffordabilityRate;
  /** Default DEFAULT_CREDIT_SCORE (720); prices PMI. */
  creditScore?: number;
  /** Default DEFAULT_CLOSING_COST_PERCENT (3), percent of the price. */
  closingCostPercent?: number;
  /** Default DEFAULT_MIN_DOWN_PAYMENT_PERCENT (3), percent of the price. */
  minDownPaymentPercent?: number;
  /** Default DEFAULT_INCOME_TAX_RATE_PERCENT (22); returned as `incomeTaxRate`, not used in the DTI. */
  incomeTaxRatePercent?: number;
  /** Default: the state's rate from DEFAULT_PROPERTY_TAX_RATE_BY_STATE, percent of value a year. */
  propertyTaxRatePercent?: number;
  /** Default DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT (≈ 0.803), percent of value a year. */
  homeownersInsuranceRatePercent?: number;
}

/** The cash side of an estimate: the available funds pay closing costs first, the rest goes down. */
export interface AffordabilityCash {
  /** Down payment + closing costs. */
  cashToBuyCents: number;
  /** Available funds − cashToBuy. Every cent left after closing costs goes down, so this is above 0 only for a cash purchase. */
  additionalCents: number;
  downPaymentCents: number;
  /** Down payment as percent of the price, two decimals. */
  downPaymentPercent: number;
  closingCostCents: number;
  closingCostPercent: number;
}

/** The monthly payment of an estimate. */
export interface AffordabilityPayment {
  /** principalInterest + propertyTax + homeownersInsurance + pmi. */
  monthlyPaymentCents: number;
  principalInterestCents: number;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  pmiCents: number;
  /** Property tax rate used, percent of value a year (the state's default unless overridden). */
  propertyTaxRatePercent: number;
  /** Annual homeowners insurance premium assumed for this price. */
  annualHomeownersInsuranceCents: number;
}

/** The monthly budget of an estimate. */
export interface AffordabilityBudget {
  /** Gross annual income ÷ 12. */
  monthlyIncomeCents: number;
  monthlyPaymentCents: number;
  monthlyDebtCents: number;
  /** monthlyIncome − monthlyPayment − monthlyDebt: what is left before tax and living costs. */
  monthlyRemainingBudgetCents: number;
}

/** Why no price can be estimated (SPEC §4 business messages: what the visitor should change). */
export type AffordabilityProblem = 'noIncome' | 'debtsAtLimit' | 'noFunds';

/** The estimate: the highest price and its breakdowns, or a problem and zeros. */
export interface AffordabilityEstimate {
  /** Highest affordable price, whole dollars in cents (0 with a problem). */
  priceCents: number;
  /** The DTI limit used, fraction. */
  dti: number;
  /** Note rate, percent. */
  annualRatePercent: number;
  productDescription: string;
  /** Income tax rate, percent (display only). */
  incomeTaxRatePercent: number;
  /** Smallest down payment used, percent of the price (a `noFunds` problem names it). */
  minDownPaymentPercent: number;
  cash: AffordabilityCash;
  payment: AffordabilityPayment;
  budget: AffordabilityBudget;
  problem?: AffordabilityProblem;
}

/** Slider percent (e.g. 36) to the DTI fraction with two decimals (0.36) that the query carries (SPEC §9). */
export function dtiFromSliderPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`percent must be a finite number, 0 or more, got ${percent}`);
  }
  return Math.round(percent) / 100;
}

/** Whether a DTI fraction shows the warning icon (SPEC §9: 0.5 triggers it). */
export function isDtiWarning(dti: number): boolean {
  return dti >= DTI_WARNING_THRESHOLD;
}

/** Everything the search needs, checked and with defaults applied, so each probe is cheap. */
interface Plan {
  annualIncomeCents: number;
  availableFundsCents: number;
  monthlyDebtCents: number;
  dtiHundredths: number;
  annualRatePercent: number;
  termMonths: number;
  creditScore: number;
  closingCostPercent: number;
  minDownPaymentPercent: number;
  propertyTaxRatePercent: number;
  insuranceRatePercent: number;
}

/** One price, costed: all cents. */
interface Costed {
  priceCents: number;
  closingCostCents: number;
  downPaymentCents: number;
  downPaymentPercent: number;
  loanCents: number;
  principalInterestCents: number;
  propertyTaxCents: number;
  insuranceCents: number;
  pmiCents: number;
  paymentCents: number;
  /** Down payment is at least the minimum share, after closing costs. */
  fitsFunds: boolean;
  /** PMI table has a rate for this credit score and down payment. */
  insurable: boolean;
  /** (payment + debts) ÷ income ≤ limit. */
  fitsDti: boolean;
}

function checkCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of cents, 0 or more, got ${value}`);
  }
}

function checkPercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percent from 0 to 100, got ${value}`);
  }
}

function plan(input: AffordabilityInput): Plan {
  checkCents(input.annualIncomeCents, 'annualIncomeCents');
  checkCents(input.availableFundsCents, 'availableFundsCents');
  checkCents(input.monthlyDebtCents, 'monthlyDebtCents');
  const dtiHundredths = Math.round(input.dti * 100);
  // SPEC §9 sends the slider as a fraction with two decimals; anything finer is a caller's bug.
  if (
    !Number.isFinite(input.dti) ||
    Math.abs(input.dti * 100 - dtiHundredths) > 1e-6 ||
    dtiHundredths < 1 ||
    dtiHundredths > 100
  ) {
    throw new RangeError(
      `dti must be a fraction from 0.01 to 1 with two decimals, got ${input.dti}`,
    );
  }
  const creditScore = input.creditScore ?? DEFAULT_CREDIT_SCORE;
  if (!isCreditScore(creditScore)) {
    throw new RangeError(`creditScore must be a whole score from 300 to 850, got ${creditScore}`);
  }
  const closingCostPercent = input.closingCostPercent ?? DEFAULT_CLOSING_COST_PERCENT;
  const minDownPaymentPercent = input.minDownPaymentPercent ?? DEFAULT_MIN_DOWN_PAYMENT_PERCENT;
  const taxRate = input.propertyTaxRatePercent ?? propertyTaxRatePercent(input.state);
  const insuranceRate =
    input.homeownersInsuranceRatePercent ?? DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT;
  checkPercent(closingCostPercent, 'closingCostPercent');
  checkPercent(minDownPaymentPercent, 'minDownPaymentPercent');
  checkPercent(taxRate, 'propertyTaxRatePercent');
  checkPercent(insuranceRate, 'homeownersInsuranceRatePercent');
  checkPercent(input.incomeTaxRatePercent ?? 0, 'incomeTaxRatePercent');
  // Validates the rate and term once (monthlyPaymentCents throws RangeError on bad terms).
  monthlyPaymentCents({
    loanAmountCents: 0,
    annualRatePercent: input.rate.annualRatePercent,
    termMonths: input.rate.termMonths,
  });
  return {
    annualIncomeCents: input.annualIncomeCents,
    availableFundsCents: input.availableFundsCents,
    monthlyDebtCents: input.monthlyDebtCents,
    dtiHundredths,
    annualRatePercent: input.rate.annualRatePercent,
    termMonths: input.rate.termMonths,
    creditScore,
    closingCostPercent,
    minDownPaymentPercent,
    propertyTaxRatePercent: taxRate,
    insuranceRatePercent: insuranceRate,
  };
}

/** Whether (payment + debts) ÷ (annual income ÷ 12) ≤ dti, in exact integers (no float ratio). */
function withinDti(p: Plan, monthlyPaymentCents: number): boolean {
  return (
    (monthlyPaymentCents + p.monthlyDebtCents) * 12 * 100 <= p.dtiHundredths * p.annualIncomeCents
  );
}

function cost(p: Plan, priceCents: number): Costed {
  const closingCostCents = roundHalfUpToCent((priceCents * p.closingCostPercent) / 100);
  const cashForDown = p.availableFundsCents - closingCostCents;
  // Funds beyond the price stay in the bank (`additional`); a cash purchase borrows nothing.
  const downPaymentCents = Math.max(0, Math.min(cashForDown, priceCents));
  const downPaymentPercent = priceCents === 0 ? 100 : (downPaymentCents / priceCents) * 100;
  const fitsFunds =
    cashForDown >= 0 && downPaymentCents * 100 >= p.minDownPaymentPercent * priceCents;
  const loanCents = priceCents - downPaymentCents;
  const principalInterestCents = monthlyPaymentCents({
    loanAmountCents: loanCents,
    annualRatePercent: p.annualRatePercent,
    termMonths: p.termMonths,
  });
  const propertyTaxCents = monthlyPropertyTaxCents(priceCents, p.propertyTaxRatePercent);
  const insuranceCents = monthlyHomeownersInsuranceCents(priceCents, p.insuranceRatePercent);
  const pmiRate =
    loanCents === 0 ? 0 : pmiAnnualRatePercent(p.creditScore, downPaymentPercent, p.termMonths);
  const insurable = pmiRate !== undefined;
  const pmiCents = pmiRate === undefined || pmiRate === 0 ? 0 : monthlyPmiCents(loanCents, pmiRate);
  const paymentCents = principalInterestCents + propertyTaxCents + insuranceCents + pmiCents;
  return {
    priceCents,
    closingCostCents,
    downPaymentCents,
    downPaymentPercent,
    loanCents,
    principalInterestCents,
    propertyTaxCents,
    insuranceCents,
    pmiCents,
    paymentCents,
    fitsFunds,
    insurable,
    fitsDti: withinDti(p, paymentCents),
  };
}

function fits(c: Costed): boolean {
  return c.fitsFunds && c.insurable && c.fitsDti;
}

function monthlyIncomeCents(p: Plan): number {
  return roundHalfUpToCent(p.annualIncomeCents / 12);
}

function estimate(
  input: AffordabilityInput,
  p: Plan,
  c: Costed | undefined,
  problem?: AffordabilityProblem,
): AffordabilityEstimate {
  const income = monthlyIncomeCents(p);
  const payment = c?.paymentCents ?? 0;
  const cashToBuy = c === undefined ? 0 : c.downPaymentCents + c.closingCostCents;
  const base: AffordabilityEstimate = {
    priceCents: c?.priceCents ?? 0,
    dti: p.dtiHundredths / 100,
    annualRatePercent: p.annualRatePercent,
    productDescription: input.rate.productDescription,
    incomeTaxRatePercent: input.incomeTaxRatePercent ?? DEFAULT_INCOME_TAX_RATE_PERCENT,
    minDownPaymentPercent: p.minDownPaymentPercent,
    cash: {
      cashToBuyCents: cashToBuy,
      additionalCents: p.availableFundsCents - cashToBuy,
      downPaymentCents: c?.downPaymentCents ?? 0,
      downPaymentPercent: c === undefined ? 0 : Math.round(c.downPaymentPercent * 100) / 100,
      closingCostCents: c?.closingCostCents ?? 0,
      closingCostPercent: p.closingCostPercent,
    },
    payment: {
      monthlyPaymentCents: payment,
      principalInterestCents: c?.principalInterestCents ?? 0,
      propertyTaxCents: c?.propertyTaxCents ?? 0,
      homeownersInsuranceCents: c?.insuranceCents ?? 0,
      pmiCents: c?.pmiCents ?? 0,
      propertyTaxRatePercent: p.propertyTaxRatePercent,
      annualHomeownersInsuranceCents:
        c === undefined ? 0 : annualHomeownersInsuranceCents(c.priceCents, p.insuranceRatePercent),
    },
    budget: {
      monthlyIncomeCents: income,
      monthlyPaymentCents: payment,
      monthlyDebtCents: p.monthlyDebtCents,
      monthlyRemainingBudgetCents: income - payment - p.monthlyDebtCents,
    },
  };
  return problem === undefined ? base : { ...base, problem };
}

const DOLLAR = 100;

/** Highest whole-dollar price within the DTI limit and the funds, with its breakdowns, in cents. */
export function affordability(input: AffordabilityInput): AffordabilityEstimate {
  const p = plan(input);
  if (p.annualIncomeCents === 0) return estimate(input, p, undefined, 'noIncome');
  if (p.monthlyDebtCents * 12 * 100 >= p.dtiHundredths * p.annualIncomeCents) {
    // Debts alone use the whole allowance (SPEC §4 business message, not a $0-payment home).
    return estimate(input, p, undefined, 'debtsAtLimit');
  }
  const first = cost(p, DOLLAR);
  if (!fits(first)) {
    // Not insurable at $1 means the funds miss the PMI table's minimum down payment too.
    const problem = first.fitsFunds && first.insurable ? 'debtsAtLimit' : 'noFunds';
    return estimate(input, p, undefined, problem);
  }
  const maxDollars = MAX_AFFORDABILITY_PRICE_CENTS / DOLLAR;
  // Exponential search for a price that does not fit, then bisection: `low` always fits,
  // `high` never does (or is the ceiling).
  let low = 1;
  let lowCost = first;
  let high = 2;
  for (;;) {
    const probe = cost(p, high * DOLLAR);
    if (!fits(probe)) break;
    low = high;
    lowCost = probe;
    if (high === maxDollars) return estimate(input, p, probe);
    high = Math.min(high * 2, maxDollars);
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const probe = cost(p, mid * DOLLAR);
    if (fits(probe)) {
      low = mid;
      lowCost = probe;
    } else {
      high = mid;
    }
  }
  return estimate(input, p, lowCost);
}
