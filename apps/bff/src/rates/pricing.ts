// Prices one product of the rate sheet for one borrower: the sheet's base rate and points,
// the loan-level price adjustments, mortgage insurance by program, and the APR of Regulation Z
// Appendix J over the whole payment stream. Pure: the sheet and the facts come in as values.
import {
  aprFromPaymentStream,
  amortizationSchedule,
  fhaMonthlyMipByPolicyYearCents,
  fhaMortgageInsurance,
  llpaLtvPercent,
  llpaPoints,
  monthlyPaymentCents,
  mortgageApr,
  monthlyPmiCents,
  pmiAnnualRatePercent,
  pmiCancellationPayment,
  remainingBalanceCents,
  roundHalfUpToCent,
  vaFundingFee,
} from '@lender/mortgage-math';
import type { ProgramLoanLimits } from '../loan-limits/area-limits.ts';
import type { Product } from './product-catalog.ts';
import type { RateSheetRow } from './rate-sheet-file.ts';

/**
 * DEMO ASSUMPTION: lender fees that are prepaid finance charges (origination, underwriting,
 * processing) on every loan, for the APR. A lender sets its own fee schedule here.
 */
export const LENDER_FEES_CENTS = 1_295_00;

/** DEMO OVERLAY: the smallest loan the lender makes (fees would swamp a smaller one). */
export const MIN_LOAN_AMOUNT_CENTS = 50_000_00;

/** Eligibility overlays by program: minimum score and maximum LTV (percent). */
export const PROGRAM_LIMITS = {
  conventional: { minCreditScore: 620, maxLtvPercent: 97 },
  jumbo: { minCreditScore: 700, maxLtvPercent: 80 },
  fha: { minCreditScore: 580, maxLtvPercent: 96.5 },
  va: { minCreditScore: 580, maxLtvPercent: 100 },
} as const;

/** The borrower and the property, as much as pricing needs. */
export interface LoanFacts {
  /** The loan before any financed FHA upfront MIP or VA funding fee. */
  baseLoanAmountCents: number;
  /** Price (purchase) or appraised value (refinance). */
  propertyValueCents: number;
  creditScore: number;
  purpose: 'purchase' | 'refinance';
  /**
   * Each program's loan limit where the home is (loan-limits/area-limits.ts): conventional loans
   * up to the conforming limit, jumbo loans above it, FHA up to the FHA limit.
   */
  loanLimits: ProgramLoanLimits;
}

/** A product priced for one borrower; amounts in cents, rates in percent. */
export interface PricedLoan {
  productCode: string;
  productName: string;
  termMonths: number;
  ltvPercent: number;
  baseLoanAmountCents: number;
  /** Base loan plus a financed FHA upfront MIP or VA funding fee. */
  totalLoanAmountCents: number;
  ratePercent: number;
  aprPercent: number;
  basePoints: number;
  llpaPoints: number;
  finalPoints: number;
  pointsCents: number;
  principalAndInterestCents: number;
  /** Mortgage insurance in the first month (PMI, FHA annual MIP), 0 when none. */
  monthlyMortgageInsuranceCents: number;
  /** FHA upfront MIP or VA funding fee, financed into the loan. */
  financedFeeCents: number;
}

/** Why a product cannot be offered to these facts, or undefined when it can. */
export function ineligibility(product: Product, facts: LoanFacts): string | undefined {
  const limits = PROGRAM_LIMITS[product.program];
  const ltv = (facts.baseLoanAmountCents / facts.propertyValueCents) * 100;
  if (facts.baseLoanAmountCents < MIN_LOAN_AMOUNT_CENTS) return 'loan below the minimum amount';
  if (facts.creditScore < limits.minCreditScore) return 'credit score below the program minimum';
  if (ltv > limits.maxLtvPercent) return 'loan-to-value above the program maximum';
  const within = (limitCents: number | null) =>
    limitCents === null || facts.baseLoanAmountCents <= limitCents;
  const conforming = within(facts.loanLimits.conforming.limitCents);
  if (product.program === 'conventional' && !conforming) return 'loan above the conforming limit';
  if (product.program === 'jumbo' && conforming) return 'loan within the conforming limit';
  // FHA limits apply to the base loan; a financed upfront premium may take the total above them.
  if (product.program === 'fha' && !within(facts.loanLimits.fha.limitCents)) {
    return 'loan above the FHA limit';
  }
  if (product.program === 'va' && !within(facts.loanLimits.va.limitCents)) {
    return 'loan above the VA limit';
  }
  if (
    product.program === 'conventional' &&
    pmiAnnualRatePercent(facts.creditScore, 100 - ltv, product.termMonths) === undefined
  ) {
    return 'no mortgage insurance available';
  }
  return undefined;
}

/** The monthly mortgage insurance of each payment (index 0 = payment 1) and the financed fee. */
function mortgageInsurance(
  product: Product,
  facts: LoanFacts,
  ratePercent: number,
): { monthlyCents: number[]; financedFeeCents: number } {
  const ltvPercent = (facts.baseLoanAmountCents / facts.propertyValueCents) * 100;
  const downPaymentPercent = Math.max(0, 100 - ltvPercent);
  if (product.program === 'fha') {
    const fha = fhaMortgageInsurance({
      baseLoanAmountCents: facts.baseLoanAmountCents,
      ltvPercent: Math.min(ltvPercent, 100),
      termMonths: product.termMonths,
    });
    const byYear = fhaMonthlyMipByPolicyYearCents({
      baseLoanAmountCents: facts.baseLoanAmountCents,
      ltvPercent: Math.min(ltvPercent, 100),
      termMonths: product.termMonths,
      noteRatePercent: ratePercent,
    });
    const monthly = byYear.flatMap((amount) => Array<number>(12).fill(amount));
    return {
      monthlyCents: monthly.slice(0, fha.durationMonths),
      financedFeeCents: fha.upfrontCents,
    };
  }
  if (product.program === 'va') {
    const fee = vaFundingFee({
      baseLoanAmountCents: facts.baseLoanAmountCents,
      downPaymentPercent,
      firstUse: true,
      exempt: false,
      loanType: facts.purpose === 'purchase' ? 'purchase' : 'cashOutRefinance',
    });
    return { monthlyCents: [], financedFeeCents: fee.amountCents };
  }
  const pmiRate =
    pmiAnnualRatePercent(facts.creditScore, downPaymentPercent, product.termMonths) ?? 0;
  if (pmiRate === 0) return { monthlyCents: [], financedFeeCents: 0 };
  const monthly = monthlyPmiCents(facts.baseLoanAmountCents, pmiRate);
  // PMI ends when the scheduled balance reaches 78 % of the original value (12 U.S.C. 4902(b)).
  const balances = amortizationSchedule({
    loanAmountCents: facts.baseLoanAmountCents,
    annualRatePercent: ratePercent,
    termMonths: product.termMonths,
  }).rows.map((row) => row.balanceCents);
  const lastPayment =
    pmiCancellationPayment(balances, facts.propertyValueCents) ?? product.termMonths;
  return { monthlyCents: Array<number>(lastPayment).fill(monthly), financedFeeCents: 0 };
}

/**
 * APR of an adjustable-rate loan: the initial payment for the fixed period, then the payment
 * recomputed at the fully indexed rate (index + margin) on the remaining balance, the
 * composite APR of Reg Z comment 17(c)(1)-10.
 */
function armApr(
  product: Product,
  entry: RateSheetRow,
  loanCents: number,
  prepaidCents: number,
  insurance: readonly number[],
): number {
  const fixedMonths = product.initialFixedMonths ?? product.termMonths;
  const initial = {
    loanAmountCents: loanCents,
    annualRatePercent: entry.baseRatePercent,
    termMonths: product.termMonths,
  };
  const initialPayment = monthlyPaymentCents(initial);
  const balance = remainingBalanceCents(initial, fixedMonths);
  const laterTerms = {
    loanAmountCents: balance,
    annualRatePercent: entry.fullyIndexedRatePercent ?? entry.baseRatePercent,
    termMonths: product.termMonths - fixedMonths,
  };
  const later = amortizationSchedule(laterTerms).rows;
  const payments = [
    ...Array.from({ length: fixedMonths }, (_, index) => initialPayment + (insurance[index] ?? 0)),
    ...later.map((row, index) => row.paymentCents + (insurance[fixedMonths + index] ?? 0)),
  ].map((amountCents, index) => ({ amountCents, periods: index + 1, fraction: 0 }));
  return aprFromPaymentStream({
    amountFinancedCents: loanCents - prepaidCents,
    periodsPerYear: 12,
    payments,
  });
}

/** A priced loan before its APR is solved: what a search over prices needs, at a fraction of the cost. */
export type QuotedLoan = Omit<PricedLoan, 'aprPercent'> & {
  prepaidFinanceChargesCents: number;
  mortgageInsuranceCents: readonly number[];
};

/** Prices a product for the facts, APR included, or undefined when it is not offered to them. */
export function priceLoan(
  product: Product,
  entry: RateSheetRow,
  facts: LoanFacts,
): PricedLoan | undefined {
  const quote = quoteLoan(product, entry, facts);
  return quote && withApr(product, entry, quote);
}

/** Prices a product for the facts without its APR, or undefined when it is not offered to them. */
export function quoteLoan(
  product: Product,
  entry: RateSheetRow,
  facts: LoanFacts,
): QuotedLoan | undefined {
  if (ineligibility(product, facts)) return undefined;
  const ltvPercent = llpaLtvPercent(facts.baseLoanAmountCents, facts.propertyValueCents);
  const adjustment = llpaPoints({
    creditScore: facts.creditScore,
    ltvPercent,
    termMonths: product.termMonths,
    purpose: facts.purpose,
    program: product.program,
  });
  if (adjustment === undefined) return undefined;
  const insurance = mortgageInsurance(product, facts, entry.baseRatePercent);
  const totalLoanAmountCents = facts.baseLoanAmountCents + insurance.financedFeeCents;
  const finalPoints = Math.round((entry.basePoints + adjustment) * 1000) / 1000;
  // Negative points are a lender credit: they reduce the finance charge.
  const pointsCents = roundHalfUpToCent((totalLoanAmountCents * finalPoints) / 100);
  return {
    productCode: product.code,
    productName: product.name,
    termMonths: product.termMonths,
    ltvPercent,
    baseLoanAmountCents: facts.baseLoanAmountCents,
    totalLoanAmountCents,
    ratePercent: entry.baseRatePercent,
    basePoints: entry.basePoints,
    llpaPoints: adjustment,
    finalPoints,
    pointsCents,
    principalAndInterestCents: monthlyPaymentCents({
      loanAmountCents: totalLoanAmountCents,
      annualRatePercent: entry.baseRatePercent,
      termMonths: product.termMonths,
    }),
    monthlyMortgageInsuranceCents: insurance.monthlyCents[0] ?? 0,
    financedFeeCents: insurance.financedFeeCents,
    // A financed FHA upfront premium or VA funding fee is a finance charge (12 CFR 1026.4(b)).
    prepaidFinanceChargesCents: pointsCents + LENDER_FEES_CENTS + insurance.financedFeeCents,
    mortgageInsuranceCents: insurance.monthlyCents,
  };
}

/** The APR of a quote (Regulation Z Appendix J), completing it into a priced loan. */
export function withApr(product: Product, entry: RateSheetRow, quote: QuotedLoan): PricedLoan {
  const { prepaidFinanceChargesCents, mortgageInsuranceCents, ...priced } = quote;
  const aprPercent =
    product.rateType === 'arm'
      ? armApr(
          product,
          entry,
          quote.totalLoanAmountCents,
          prepaidFinanceChargesCents,
          mortgageInsuranceCents,
        )
      : mortgageApr({
          loanAmountCents: quote.totalLoanAmountCents,
          annualRatePercent: quote.ratePercent,
          termMonths: quote.termMonths,
          prepaidFinanceChargesCents,
          monthlyMortgageInsuranceCents: mortgageInsuranceCents,
        });
  return { ...priced, aprPercent: Math.round(aprPercent * 1000) / 1000 };
}
