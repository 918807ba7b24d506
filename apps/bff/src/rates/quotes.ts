// Turns the sheet in force into what the site shows: the product rate list (ticker and
// comparison table) and a prequalification. Pure: the sheet comes in as a value.
import {
  centsToDollars,
  dollarsToCents,
  formatUsd,
  monthlyHomeownersInsuranceCents,
  monthlyPropertyTaxCents,
  propertyTaxRatePercent,
  NATIONAL_PROPERTY_TAX_RATE_PERCENT,
  PREQUALIFICATION_MAX_DTI,
} from '@lender/mortgage-math';
import type {
  PrequalificationRequest,
  PrequalificationResponse,
  ProductRatesQuery,
  ProductRatesResponse,
} from '@lender/validation';
import {
  areaName,
  loanLimitSentence,
  nationalArea,
  programLoanLimits,
  type LoanLimitArea,
  type ProgramLoanLimits,
} from '../loan-limits/area-limits.ts';
import { stateForZip } from '../places/zip-prefix-state.ts';
import { PRODUCT_CATALOG, type Product } from './product-catalog.ts';
import {
  LENDER_FEES_CENTS,
  MIN_LOAN_AMOUNT_CENTS,
  PROGRAM_LIMITS,
  priceLoan,
  quoteLoan,
  withApr,
  type LoanFacts,
  type PricedLoan,
  type QuotedLoan,
} from './pricing.ts';
import type { StoredRateSheet } from './rate-sheet-repository.ts';

/** An amount in a sentence: whole dollars when it has no cents ("$1,250,000"), else to the cent. */
const usd = (cents: number) => formatUsd(cents, { wholeDollars: cents % 100 === 0 });

/** The borrower the published rates assume unless the visitor says otherwise. */
export const DEFAULT_RATE_SCENARIO = {
  homePriceCents: 400_000_00,
  downPaymentPercent: 20,
  creditScore: 740,
} as const;

/** Jumbo rates need a jumbo-sized loan: $1,250,000 with 20 % down borrows $1,000,000. */
export const JUMBO_RATE_SCENARIO = {
  homePriceCents: 1_250_000_00,
  downPaymentPercent: 20,
} as const;

/** SPEC §4: prequalification runs only from this credit score up. */
export const PREQUALIFICATION_MIN_CREDIT_SCORE = 581;

/** Products a prequalification tries, best first (SPEC §3: isVeteran is always false, so no VA). */
export const PREQUALIFICATION_PRODUCTS = ['30YRFIXED', 'JUMBO30', 'FHA30'] as const;

/** Closing costs assumed on top of the down payment, percent of the price (shown in assumptions). */
export const PREQUALIFICATION_CLOSING_COST_PERCENT = 3;

export const GENERAL_DISCLAIMERS = [
  'This is an estimate, not a loan approval or a commitment to lend. Your rate, payment and costs depend on your full application, your credit, the property and market conditions on the day you lock your rate.',
  'The annual percentage rate (APR) is the cost of the loan over its full term as a yearly rate, including interest, points, mortgage insurance and the lender fees listed in the assumptions.',
];

const productByCode = new Map(PRODUCT_CATALOG.map((product) => [product.code, product]));

function sheetEntry(sheet: StoredRateSheet, product: Product, purpose: 'purchase' | 'refinance') {
  return sheet.rows.find((row) => row.productCode === product.code && row.purpose === purpose);
}

function demoNote(sheet: StoredRateSheet): string[] {
  return sheet.isDemo ? ['These are demo rates for a fictional lender, not real offers.'] : [];
}

/** The product rate list of SPEC §3 for the ticker and the comparison table. */
export function productRates(
  sheet: StoredRateSheet,
  query: ProductRatesQuery,
  area: LoanLimitArea = nationalArea(sheetYear(sheet)),
): ProductRatesResponse {
  const creditScore = query.creditScore ?? DEFAULT_RATE_SCENARIO.creditScore;
  const limits = programLoanLimits(area);
  const products = PRODUCT_CATALOG.flatMap((product) => {
    const entry = sheetEntry(sheet, product, query.purpose);
    if (!entry) return [];
    const priced = priceLoan(product, entry, scenarioFacts(product, query, creditScore, limits));
    return priced ? [rateEntry(priced)] : [];
  });
  const scenario =
    query.loanAmount === undefined
      ? `a ${usd(DEFAULT_RATE_SCENARIO.homePriceCents)} home with ${query.downPaymentPercent ?? DEFAULT_RATE_SCENARIO.downPaymentPercent}% down (jumbo: a ${usd(JUMBO_RATE_SCENARIO.homePriceCents)} home)`
      : `a ${usd(dollarsToCents(query.loanAmount))} loan with ${query.downPaymentPercent ?? DEFAULT_RATE_SCENARIO.downPaymentPercent}% down`;
  return {
    effectiveDate: sheet.effectiveDate,
    purpose: query.purpose,
    products,
    assumptions: [
      `Rates from the rate sheet of ${sheet.effectiveDate} for ${scenario}, a credit score of ${creditScore}, a single-family home you will live in, and a 30-day rate lock.`,
      `APR includes the points shown, mortgage insurance and ${usd(LENDER_FEES_CENTS)} of lender fees.`,
      // Shown to visitors as it is (the /rates comparison lists these lines under its rows
      // "Principal and interest" and "Monthly payment with mortgage insurance"): no field names.
      'Neither payment includes property taxes or homeowners insurance.',
      `Conventional products up to the conforming loan limit and jumbo above it; FHA up to the FHA limit. ${loanLimitSentence(limits.conforming, area)} ${loanLimitSentence(limits.fha, area)}`,
      ...demoNote(sheet),
    ],
  };
}

/** The calendar year of the sheet in force: the year whose loan limits the rate list assumes. */
function sheetYear(sheet: StoredRateSheet): number {
  return Number(sheet.effectiveDate.slice(0, 4));
}

function scenarioFacts(
  product: Product,
  query: ProductRatesQuery,
  creditScore: number,
  loanLimits: ProgramLoanLimits,
): LoanFacts {
  const downPaymentPercent = query.downPaymentPercent ?? DEFAULT_RATE_SCENARIO.downPaymentPercent;
  if (query.loanAmount !== undefined) {
    const baseLoanAmountCents = dollarsToCents(query.loanAmount);
    return {
      baseLoanAmountCents,
      propertyValueCents: Math.round(baseLoanAmountCents / (1 - downPaymentPercent / 100)),
      creditScore,
      purpose: query.purpose,
      loanLimits,
    };
  }
  const homePriceCents =
    product.program === 'jumbo'
      ? JUMBO_RATE_SCENARIO.homePriceCents
      : DEFAULT_RATE_SCENARIO.homePriceCents;
  return {
    baseLoanAmountCents: Math.round(homePriceCents * (1 - downPaymentPercent / 100)),
    propertyValueCents: homePriceCents,
    creditScore,
    purpose: query.purpose,
    loanLimits,
  };
}

function rateEntry(priced: PricedLoan) {
  return {
    metadata: {
      productCode: priced.productCode,
      productName: priced.productName,
      termMonths: priced.termMonths,
    },
    rate: priced.ratePercent,
    apr: priced.aprPercent,
    payment: centsToDollars(priced.principalAndInterestCents),
    monthlyPayment: centsToDollars(
      priced.principalAndInterestCents + priced.monthlyMortgageInsuranceCents,
    ),
    points: {
      finalPoints: priced.finalPoints,
      basePoints: priced.basePoints,
      dollarAmountOfPoints: centsToDollars(priced.pointsCents),
    },
  };
}

interface HousingCost {
  quote: QuotedLoan;
  taxesCents: number;
  insuranceCents: number;
  totalCents: number;
}

function housingCost(
  product: Product,
  sheet: StoredRateSheet,
  priceCents: number,
  downPaymentCents: number,
  creditScore: number,
  taxRatePercent: number,
  loanLimits: ProgramLoanLimits,
): HousingCost | undefined {
  const entry = sheetEntry(sheet, product, 'purchase');
  if (!entry || priceCents <= downPaymentCents) return undefined;
  const quote = quoteLoan(product, entry, {
    baseLoanAmountCents: priceCents - downPaymentCents,
    propertyValueCents: priceCents,
    creditScore,
    purpose: 'purchase',
    loanLimits,
  });
  if (!quote) return undefined;
  const taxesCents = monthlyPropertyTaxCents(priceCents, taxRatePercent);
  const insuranceCents = monthlyHomeownersInsuranceCents(priceCents);
  return {
    quote,
    taxesCents,
    insuranceCents,
    totalCents:
      quote.principalAndInterestCents +
      quote.monthlyMortgageInsuranceCents +
      taxesCents +
      insuranceCents,
  };
}

/** The loan limit a product's loans must stay within (jumbo: none above; it starts above the conforming limit). */
function upperLimit(product: Product, limits: ProgramLoanLimits) {
  switch (product.program) {
    case 'conventional':
      return limits.conforming;
    case 'fha':
      return limits.fha;
    case 'va':
      return limits.va;
    default:
      return undefined;
  }
}

/** The same limits with one program's upper limit lifted: what the budget alone would allow. */
function withoutUpperLimit(product: Product, limits: ProgramLoanLimits): ProgramLoanLimits {
  const limit = upperLimit(product, limits);
  if (limit === undefined) return limits;
  const lifted = { ...limit, limitCents: null };
  if (product.program === 'conventional') return { ...limits, conforming: lifted };
  return product.program === 'fha' ? { ...limits, fha: lifted } : { ...limits, va: lifted };
}

interface Candidate {
  product: Product;
  cost: HousingCost;
  priceCents: number;
  /** The budget would carry a larger loan, but the program's loan limit stops it here. */
  heldByLimit: boolean;
}

/**
 * SPEC §3/§4 prequalification: the first product, best first, under which the highest price
 * the down payment and income support still leaves a loan; the payment keeps total debt within
 * PREQUALIFICATION_MAX_DTI. Every loan stays within its program's limit for the ZIP code's county
 * (issue 23): a product held down by its limit is recommended at the limit unless a later product
 * (a jumbo loan) reaches a higher price, and the assumptions say which limit applied. Credit
 * below 581 and "no product" are answered with a code and a message, never an error status.
 */
export function prequalify(
  sheet: StoredRateSheet,
  request: PrequalificationRequest,
  area: LoanLimitArea = nationalArea(sheetYear(sheet)),
): PrequalificationResponse {
  if (request.creditScore < PREQUALIFICATION_MIN_CREDIT_SCORE) {
    return {
      code: 'creditScoreBelowMinimum',
      message: `We can prequalify you with a credit score of ${PREQUALIFICATION_MIN_CREDIT_SCORE} or higher. Talk to a loan officer about ways to improve your score`,
    };
  }
  const state = stateForZip(request.zipCode);
  const taxRatePercent = state ? propertyTaxRatePercent(state) : NATIONAL_PROPERTY_TAX_RATE_PERCENT;
  const monthlyIncomeCents = dollarsToCents(request.annualIncomeAmount) / 12;
  const budgetCents =
    Math.floor(monthlyIncomeCents * PREQUALIFICATION_MAX_DTI) -
    dollarsToCents(request.monthlyDebtAmount);
  const downPaymentCents = dollarsToCents(request.downPaymentAmount);
  const limits = programLoanLimits(area);
  const search = {
    sheet,
    downPaymentCents,
    creditScore: request.creditScore,
    taxRatePercent,
    budgetCents,
  };

  let held: Candidate | undefined;
  for (const code of PREQUALIFICATION_PRODUCTS) {
    const product = productByCode.get(code);
    if (!product || budgetCents <= 0) continue;
    const cost = highestAffordable(product, search, limits);
    if (!cost) continue;
    const priceCents = cost.quote.baseLoanAmountCents + downPaymentCents;
    // One dollar more would fit the budget were it not for the loan limit.
    const beyond = fittingCost(
      product,
      search,
      withoutUpperLimit(product, limits),
      priceCents + 100,
    );
    const candidate = { product, cost, priceCents, heldByLimit: beyond !== undefined };
    if (candidate.heldByLimit) {
      held ??= candidate;
      continue;
    }
    const answer = held !== undefined && held.priceCents >= priceCents ? held : candidate;
    return recommendation(answer, sheet, request, area, limits, taxRatePercent, state);
  }
  if (held) return recommendation(held, sheet, request, area, limits, taxRatePercent, state);
  return {
    code: 'noProductQualifies',
    message:
      'We could not find a loan for these numbers. A larger down payment, lower monthly debts or a loan officer’s advice may help',
  };
}

function recommendation(
  { product, cost, heldByLimit }: Candidate,
  sheet: StoredRateSheet,
  request: PrequalificationRequest,
  area: LoanLimitArea,
  limits: ProgramLoanLimits,
  taxRatePercent: number,
  state: string | undefined,
): PrequalificationResponse {
  const entry = sheetEntry(sheet, product, 'purchase')!;
  const downPaymentCents = dollarsToCents(request.downPaymentAmount);
  // Only the answer needs its APR; the search compares payments.
  const priced = withApr(product, entry, cost.quote);
  const limit = upperLimit(product, limits);
  const limitNotes =
    product.program === 'jumbo'
      ? [
          `${loanLimitSentence(limits.conforming, area)} This loan is above it, so it is a jumbo loan.`,
        ]
      : limit === undefined
        ? []
        : [loanLimitSentence(limit, area)];
  if (heldByLimit && limit?.limitCents != null) {
    limitNotes.push(
      `Your income could carry a larger loan, but ${product.program === 'fha' ? 'an FHA' : 'a conforming'} loan in ${areaName(area)} can be at most ${usd(limit.limitCents)}, so this estimate stops at that limit. A larger down payment raises the price you can buy at${product.program === 'fha' ? `; a credit score of ${PROGRAM_LIMITS.conventional.minCreditScore} or more opens conventional loans, whose limit is higher` : `; above the limit a jumbo loan needs at least ${100 - PROGRAM_LIMITS.jumbo.maxLtvPercent}% down and a credit score of ${PROGRAM_LIMITS.jumbo.minCreditScore}`}.`,
    );
  }
  return {
    recommendedProduct: {
      productCode: priced.productCode,
      productName: priced.productName,
      termMonthsCount: priced.termMonths,
      pricing: {
        baseLoanAmount: centsToDollars(priced.baseLoanAmountCents),
        interestRate: priced.ratePercent,
        annualPercentageRate: priced.aprPercent,
        principalAndInterestAmount: centsToDollars(priced.principalAndInterestCents),
        taxesAmount: centsToDollars(cost.taxesCents),
        homeownersInsuranceAmount: centsToDollars(cost.insuranceCents),
        mortgageInsuranceAmount: centsToDollars(priced.monthlyMortgageInsuranceCents),
        totalPaymentAmount: centsToDollars(cost.totalCents),
      },
      disclaimers: {
        formattedDisclaimers: [
          `${priced.productName}: ${priced.ratePercent.toFixed(3)}% interest rate (${priced.aprPercent.toFixed(3)}% APR) on a loan of ${usd(priced.baseLoanAmountCents)}${priced.financedFeeCents > 0 ? ` plus ${usd(priced.financedFeeCents)} of financed upfront mortgage insurance` : ''}, ${priced.termMonths} monthly payments of ${formatUsd(priced.principalAndInterestCents)} principal and interest, with ${priced.finalPoints} points (${formatUsd(priced.pointsCents)}) paid at closing.`,
        ],
        assumptions: [
          `Home price of ${usd(priced.baseLoanAmountCents + downPaymentCents)} with your ${usd(downPaymentCents)} down payment.`,
          `Credit score of ${request.creditScore}; a single-family home you will live in.`,
          `Total monthly debts, this payment included, at most ${PREQUALIFICATION_MAX_DTI * 100}% of your income.`,
          `Property tax of ${taxRatePercent}% of the price a year${state ? ` (the ${state} average)` : ' (the national average)'} and homeowners insurance at the national average.`,
          `About ${PREQUALIFICATION_CLOSING_COST_PERCENT}% of the price in closing costs, paid on top of the down payment.`,
          ...limitNotes,
          `Rates from the rate sheet of ${sheet.effectiveDate}.`,
          ...demoNote(sheet),
        ],
        generalDisclaimers: GENERAL_DISCLAIMERS,
      },
    },
  };
}

/** What the price search holds fixed. */
interface PriceSearch {
  sheet: StoredRateSheet;
  downPaymentCents: number;
  creditScore: number;
  taxRatePercent: number;
  budgetCents: number;
}

/** The housing cost at a price when the product is offered there and the cost fits the budget. */
function fittingCost(
  product: Product,
  search: PriceSearch,
  limits: ProgramLoanLimits,
  priceCents: number,
): HousingCost | undefined {
  const cost = housingCost(
    product,
    search.sheet,
    priceCents,
    search.downPaymentCents,
    search.creditScore,
    search.taxRatePercent,
    limits,
  );
  return cost && cost.totalCents <= search.budgetCents ? cost : undefined;
}

/** Bisection on whole dollars for the highest price whose housing cost fits the budget. */
function highestAffordable(
  product: Product,
  search: PriceSearch,
  limits: ProgramLoanLimits,
): HousingCost | undefined {
  const fits = (priceDollars: number) => fittingCost(product, search, limits, priceDollars * 100);
  let low = Math.floor((search.downPaymentCents + MIN_LOAN_AMOUNT_CENTS) / 100);
  let high = 20_000_000;
  if (!fits(low)) {
    // The smallest loans may be ineligible (e.g. jumbo); find a feasible start by stepping up.
    const step = [1.01, 1.05, 1.2, 1.5, 2, 3, 5, 10, 20, 40].map(
      (factor) => Math.ceil(low * factor) + 50_000,
    );
    const start = step.find((price) => fits(price));
    if (start === undefined) return undefined;
    low = start;
  }
  let bestCost = fits(low);
  // Eligibility can end above a price (loan limit, LTV), so search only where it holds.
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const cost = fits(mid);
    if (cost) {
      low = mid;
      bestCost = cost;
    } else {
      high = mid;
    }
  }
  return bestCost;
}
