// The affordability answer made from @lender/mortgage-math's estimate, and its messages: no zod, so
// a calculator showing an estimate of its own (`@lender/validation/affordability-result`) carries
// no schema code.
import type { AffordabilityEstimate } from '@lender/mortgage-math';
import type { AffordabilityResult } from './calculations.ts';

/**
 * The affordability result's `message` when no price can be estimated (SPEC §4 business
 * messages), in the GOV.UK voice: what happened and what to change.
 */
export const AFFORDABILITY_MESSAGES = {
  noIncome: 'Enter an annual income above $0 so we can estimate a price',
  debtsAtLimit: (dtiPercent: number) =>
    `Your monthly debts are already ${dtiPercent}% of your income or more, so we cannot ` +
    'estimate a price. Choose a higher debt-to-income ratio or enter lower debts',
  noFunds: (minDownPaymentPercent: number) =>
    `Your available funds do not cover a ${minDownPaymentPercent}% down payment and closing ` +
    'costs, so we cannot estimate a price. Enter the savings you could put toward a home',
} as const;

/** The message of an estimate's problem, for the visitor (SPEC §4). */
function problemMessage(estimate: AffordabilityEstimate): string | undefined {
  switch (estimate.problem) {
    case undefined:
      return undefined;
    case 'noIncome':
      return AFFORDABILITY_MESSAGES.noIncome;
    case 'debtsAtLimit':
      return AFFORDABILITY_MESSAGES.debtsAtLimit(Math.round(estimate.dti * 100));
    case 'noFunds':
      return AFFORDABILITY_MESSAGES.noFunds(estimate.minDownPaymentPercent);
  }
}

/** Whole cents as dollars to the cent, as the answer's JSON numbers carry them. */
const dollars = (cents: number): number => cents / 100;

/**
 * The SPEC §3 affordability answer of @lender/mortgage-math's estimate (in cents): money in
 * dollars to the cent, percentages in percent, and a `message` when no price could be estimated.
 * The API answers with it, and a calculator showing an estimate of its own shows the same.
 */
export function affordabilityResult(estimate: AffordabilityEstimate): AffordabilityResult {
  const { cash, payment, budget } = estimate;
  const answer: AffordabilityResult = {
    affordability: dollars(estimate.priceCents),
    dti: estimate.dti,
    initialRate: estimate.annualRatePercent,
    productDescription: estimate.productDescription,
    incomeTaxRate: estimate.incomeTaxRatePercent,
    cashBreakdown: {
      cashToBuy: dollars(cash.cashToBuyCents),
      additional: dollars(cash.additionalCents),
      downPayment: dollars(cash.downPaymentCents),
      downPaymentPercent: cash.downPaymentPercent,
      closingCost: dollars(cash.closingCostCents),
      closingCostPercent: cash.closingCostPercent,
    },
    paymentBreakdown: {
      monthlyPayment: dollars(payment.monthlyPaymentCents),
      principalInterestPayment: dollars(payment.principalInterestCents),
      propertyTax: dollars(payment.propertyTaxCents),
      homeOwnersInsurance: dollars(payment.homeownersInsuranceCents),
      pmi: dollars(payment.pmiCents),
      defaultPropertyTaxPercentage: payment.propertyTaxRatePercent,
      defaultHomeOwnersInsurance: dollars(payment.annualHomeownersInsuranceCents),
    },
    budgetBreakdown: {
      monthlyIncome: dollars(budget.monthlyIncomeCents),
      monthlyPayment: dollars(budget.monthlyPaymentCents),
      monthlyDebt: dollars(budget.monthlyDebtCents),
      monthlyRemainingBudget: dollars(budget.monthlyRemainingBudgetCents),
    },
  };
  const message = problemMessage(estimate);
  return message === undefined ? answer : { ...answer, message };
}
