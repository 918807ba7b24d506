import {
  affordability,
  centsToDollars as dollars,
  dollarsToCents,
  type AffordabilityEstimate,
} from '@lender/mortgage-math';
import {
  AFFORDABILITY_MESSAGES,
  AffordabilityQuerySchema,
  type AffordabilityResult,
  AffordabilityResultSchema,
  MessageResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { ratesUnavailable } from './rates-unavailable.ts';

/** The product an affordability estimate prices: the sheet's 30-year fixed purchase rate. */
export const AFFORDABILITY_PRODUCT = {
  code: '30YRFIXED',
  termMonths: 360,
  description: '30-year fixed',
};

/** GET /rmscbff/calc/affordability (SPEC §7): the highest price the income, cash and debts support. */
export const affordabilityRoute: FastifyPluginAsyncZod<{ rates: RateSheetService }> = async (
  app,
  { rates },
) => {
  app.get(
    '/calc/affordability',
    {
      schema: {
        querystring: AffordabilityQuerySchema,
        response: { 200: AffordabilityResultSchema, 503: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const sheet = await rates.current();
      const entry = sheet?.rows.find(
        (row) => row.productCode === AFFORDABILITY_PRODUCT.code && row.purpose === 'purchase',
      );
      if (!entry) return ratesUnavailable(reply);
      // The visitor's income and debts: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      const estimate = affordability({
        annualIncomeCents: dollarsToCents(query.annualIncome),
        availableFundsCents: dollarsToCents(query.availableFunds),
        monthlyDebtCents: dollarsToCents(query.monthlyDebt),
        state: query.state,
        zip: query.zip,
        dti: query.dti,
        rate: {
          annualRatePercent: entry.baseRatePercent,
          termMonths: AFFORDABILITY_PRODUCT.termMonths,
          productDescription: AFFORDABILITY_PRODUCT.description,
        },
      });
      return affordabilityAnswer(estimate);
    },
  );
};

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

/**
 * The SPEC §3 answer of an estimate: money in dollars to the cent (JSON numbers), percentages in
 * percent, and a `message` when no price could be estimated.
 */
export function affordabilityAnswer(estimate: AffordabilityEstimate): AffordabilityResult {
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
