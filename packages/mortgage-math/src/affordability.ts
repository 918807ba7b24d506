// Home affordability: the highest whole-dollar price a household can carry under a
// debt-to-income (DTI) limit with the cash it has. SPEC §3 fixes the result's fields, §4 the
// business-message state, §9 the DTI slider and its 0.5 warning.
//
// Units. Inputs are integer cents. The result is the SPEC §3 wire shape that GET
// /rmscbff/calc/affordability returns as JSON, so its money fields are US dollars as JSON numbers
// rounded to the cent (computed in cents, divided by 100 once at the end), its percentages are
// percent numbers (6.5 means 6.5 %), and `dti` stays the fraction the request carried (0.36).
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

/** SPEC §3 cash breakdown, dollars (percentages in percent). */
export interface AffordabilityCashBreakdown {
  /** Down payment + closing costs. */
  cashToBuy: number;
  /** Available funds − cashToBuy. Every dollar left after closing costs goes down, so this is above 0 only for a cash purchase. */
  additional: number;
  downPayment: number;
  /** Down payment as percent of the price, two decimals. */
  downPaymentPercent: number;
  closingCost: number;
  closingCostPercent: number;
}

/** SPEC §3 monthly payment breakdown, dollars (percentages in percent). */
export interface AffordabilityPaymentBreakdown {
  /** principalInterestPayment + propertyTax + homeOwnersInsurance + pmi. */
  monthlyPayment: number;
  principalInterestPayment: number;
  propertyTax: number;
  homeOwnersInsurance: number;
  pmi: number;
  /** Property tax rate used, percent of value a year (the state's default unless overridden). */
  defaultPropertyTaxPercentage: number;
  /** Annual homeowners insurance premium assumed for this price, dollars. */
  defaultHomeOwnersInsurance: number;
}

/** SPEC §3 monthly budget breakdown, dollars. */
export interface AffordabilityBudgetBreakdown {
  /** Gross annual income ÷ 12. */
  monthlyIncome: number;
  monthlyPayment: number;
  monthlyDebt: number;
  /** monthlyIncome − monthlyPayment − monthlyDebt: what is left before tax and living costs. */
  monthlyRemainingBudget: number;
}

/** The SPEC §3 affordability result; `message` is present on a business error (SPEC §4, §8). */
export interface AffordabilityResult {
  /** Highest affordable price, whole dollars (0 with a message). */
  affordability: number;
  /** The DTI limit used, fraction. */
  dti: number;
  /** Note rate, percent. */
  initialRate: number;
  productDescription: string;
  /** Income tax rate, percent (display only). */
  incomeTaxRate: number;
  cashBreakdown: AffordabilityCashBreakdown;
  paymentBreakdown: AffordabilityPaymentBreakdown;
  budgetBreakdown: AffordabilityBudgetBreakdown;
  message?: string;
}

/** Business messages in the GOV.UK voice: what happened and what to change. */
export const AFFORDABILITY_MESSAGES = {
  noIncome: 'Enter an annual income above $0 so we can estimate a price',
  debtsAtLimit: (dtiPercent: number) =>
    `Your monthly debts are already ${dtiPercent}% of your income or more, so we cannot ` +
    'estimate a price. Choose a higher debt-to-income ratio or enter lower debts',
  noFunds: (minDownPaymentPercent: number) =>
    `Your available funds do not cover a ${minDownPaymentPercent}% down payment and closing ` +
    'costs, so we cannot estimate a price. Enter the savings you could put toward a home',
} as const;

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

const dollars = (cents: number): number => cents / 100;

function monthlyIncomeCents(p: Plan): number {
  return roundHalfUpToCent(p.annualIncomeCents / 12);
}

function result(
  input: AffordabilityInput,
  p: Plan,
  c: Costed | undefined,
  message?: string,
): AffordabilityResult {
  const income = monthlyIncomeCents(p);
  const payment = c?.paymentCents ?? 0;
  const cashToBuy = c === undefined ? 0 : c.downPaymentCents + c.closingCostCents;
  const base: AffordabilityResult = {
    affordability: c === undefined ? 0 : c.priceCents / 100,
    dti: p.dtiHundredths / 100,
    initialRate: p.annualRatePercent,
    productDescription: input.rate.productDescription,
    incomeTaxRate: input.incomeTaxRatePercent ?? DEFAULT_INCOME_TAX_RATE_PERCENT,
    cashBreakdown: {
      cashToBuy: dollars(cashToBuy),
      additional: dollars(p.availableFundsCents - cashToBuy),
      downPayment: dollars(c?.downPaymentCents ?? 0),
      downPaymentPercent: c === undefined ? 0 : Math.round(c.downPaymentPercent * 100) / 100,
      closingCost: dollars(c?.closingCostCents ?? 0),
      closingCostPercent: p.closingCostPercent,
    },
    paymentBreakdown: {
      monthlyPayment: dollars(payment),
      principalInterestPayment: dollars(c?.principalInterestCents ?? 0),
      propertyTax: dollars(c?.propertyTaxCents ?? 0),
      homeOwnersInsurance: dollars(c?.insuranceCents ?? 0),
      pmi: dollars(c?.pmiCents ?? 0),
      defaultPropertyTaxPercentage: p.propertyTaxRatePercent,
      defaultHomeOwnersInsurance: dollars(
        c === undefined ? 0 : annualHomeownersInsuranceCents(c.priceCents, p.insuranceRatePercent),
      ),
    },
    budgetBreakdown: {
      monthlyIncome: dollars(income),
      monthlyPayment: dollars(payment),
      monthlyDebt: dollars(p.monthlyDebtCents),
      monthlyRemainingBudget: dollars(income - payment - p.monthlyDebtCents),
    },
  };
  return message === undefined ? base : { ...base, message };
}

const DOLLAR = 100;

/** Highest whole-dollar price within the DTI limit and the funds, as the SPEC §3 result in dollars. */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const p = plan(input);
  if (p.annualIncomeCents === 0)
    return result(input, p, undefined, AFFORDABILITY_MESSAGES.noIncome);
  if (p.monthlyDebtCents * 12 * 100 >= p.dtiHundredths * p.annualIncomeCents) {
    // Debts alone use the whole allowance (SPEC §4 business message, not a $0-payment home).
    return result(input, p, undefined, AFFORDABILITY_MESSAGES.debtsAtLimit(p.dtiHundredths));
  }
  const first = cost(p, DOLLAR);
  if (!fits(first)) {
    // Not insurable at $1 means the funds miss the PMI table's minimum down payment too.
    const message =
      first.fitsFunds && first.insurable
        ? AFFORDABILITY_MESSAGES.debtsAtLimit(p.dtiHundredths)
        : AFFORDABILITY_MESSAGES.noFunds(p.minDownPaymentPercent);
    return result(input, p, undefined, message);
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
    if (high === maxDollars) return result(input, p, probe);
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
  return result(input, p, lowCost);
}
