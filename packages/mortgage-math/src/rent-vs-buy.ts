// Rent versus buy: the year from which buying a home has cost less than renting a similar one.
//
// Method: the New York Times "Is It Better to Rent or Buy?" calculator (research §5), which
// keeps a running tally of what each path costs, including what the money could have earned
// invested instead, and credits the buyer with what the home would fetch if sold.
//
// - Month by month for 30 years. The buyer pays the down payment and closing costs at month 0,
//   then principal and interest, PMI until the scheduled balance first reaches 78 % of the
//   price (Homeowners Protection Act automatic termination, research §3.1), property tax,
//   homeowners insurance, maintenance and HOA dues. The renter pays rent.
// - Opportunity cost on every outflow of both paths: a dollar spent in month m counts at what
//   it would have grown to by the horizon at the investment return, with the growth taxed as a
//   long-term capital gain ("the profit you would have made in your investments would be taxed
//   as long-term capital gains", research §5.1). Whichever path spends less each month is thus
//   credited with investing the difference, as the NYT does.
// - Mortgage interest plus property tax (capped at the SALT limit) lowers the buyer's income
//   tax only by the amount it exceeds the standard deduction, at the marginal rate, credited
//   at each year end (research §5.1). With today's standard deduction it often saves nothing.
// - Net cost of buying if sold at the end of year N = every outflow with its opportunity cost
//   − sale proceeds: value − selling costs − remaining balance (remainingBalanceCents) −
//   capital-gains tax on the gain above the home-sale exclusion.
// - changeYear is the first N at which buying's net cost is below renting's, or the SPEC's
//   default year 10 when that never happens within 30 years.
//
// Not modelled (kept out rather than guessed): the renter's deposit, broker fee and renter's
// insurance, utilities, and tax brackets by income (one marginal rate is used).
//
// Units: inputs in integer cents; the result is the SPEC §3 response data for GET
// /rmscbff/rvb/calculate, with money in US dollars as JSON numbers rounded to the cent.
import { DEFAULT_CREDIT_SCORE } from './affordability.ts';
import { isCreditScore } from './credit.ts';
import { roundHalfUpToCent } from './money.ts';
import {
  HPA_AUTOMATIC_TERMINATION_LTV_PERCENT,
  monthlyPmiCents,
  pmiAnnualRatePercent,
} from './mortgage-insurance.ts';
import { monthlyPaymentCents, type LoanTerms } from './payment.ts';
import { remainingBalanceCents, scheduledPayments } from './schedule.ts';

/** Loan term of the comparison: a 30-year mortgage, 360 monthly payments (SPEC §9). */
export const RENT_VS_BUY_TERM_MONTHS = 360;

/** Monthly homeowners insurance when the request has none: $100 (SPEC §9). */
export const RENT_VS_BUY_MONTHLY_INSURANCE_CENTS = 100_00;

/** Annual property tax when the request has none: 1.15 % of the price (SPEC §9). */
export const RENT_VS_BUY_ANNUAL_TAX_PERCENT = 1.15;

/** Buyer's closing costs when the request has none: 4 % of the price (SPEC §9). */
export const RENT_VS_BUY_CLOSING_COST_PERCENT = 4;

/** changeYear when buying never becomes cheaper within the series (SPEC §9). */
export const RENT_VS_BUY_DEFAULT_CHANGE_YEAR = 10;

/** Years slider minimum (SPEC §9). */
export const RENT_VS_BUY_YEARS_MIN = 0;

/** Years slider maximum, and the number of yearly points in every series (SPEC §9). */
export const RENT_VS_BUY_YEARS_MAX = 30;

/** Lowest interest rate accepted, percent (SPEC §5, §9). */
export const RENT_VS_BUY_INTEREST_RATE_MIN_PERCENT = 0;

/** Highest interest rate accepted, percent (SPEC §5, §9). */
export const RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT = 10;

/** The NYT-style assumptions behind the comparison; every one may be overridden per request. */
export interface RentVsBuyAssumptions {
  /** Home value growth, percent a year. */
  homePriceGrowthPercent: number;
  /** Rent growth, percent a year (rent steps up at each anniversary). */
  rentGrowthPercent: number;
  /** General inflation, percent a year: grows tax, insurance, maintenance and HOA dues. */
  inflationPercent: number;
  /** Maintenance and repairs, percent of the price a year (then grown with inflation). */
  maintenancePercent: number;
  /** HOA or common charges, cents a year (then grown with inflation). */
  annualHoaDuesCents: number;
  /** Seller's costs when the home is sold (commission, transfer tax), percent of the sale price. */
  sellingCostPercent: number;
  /** Return on money not spent (down payment, closing costs, monthly savings), percent a year. */
  investmentReturnPercent: number;
  /** Long-term capital gains rate on investment growth and on a home gain above the exclusion, percent. */
  capitalGainsTaxRatePercent: number;
  /** Home-sale gain excluded from tax (IRC §121), cents. */
  homeSaleExclusionCents: number;
  /** Marginal income tax rate for the mortgage interest and property tax deduction, percent; 0 turns it off. */
  marginalTaxRatePercent: number;
  /** Standard deduction the itemized deductions must beat, cents a year. */
  standardDeductionCents: number;
  /** Cap on the deductible property tax (state and local tax limit), cents a year. */
  saltCapCents: number;
  /** PMI stops once the scheduled balance is at or below this percent of the price. */
  pmiRemovalLtvPercent: number;
  /** Credit score that prices PMI when the request has no mortgage insurance payment. */
  creditScore: number;
}

// Growth and return rates are the NYT calculator's 2014 defaults as remembered: research §5.3
// could not recover them from a stored source, so they are unverified. Confirm them on the live
// page; callers override any of them per request.
/** Default for every rent-vs-buy assumption; the comment beside each gives its source. */
export const DEFAULT_RENT_VS_BUY_ASSUMPTIONS: Readonly<RentVsBuyAssumptions> = {
  // NYT 2014 default as remembered [unverified].
  homePriceGrowthPercent: 3,
  // NYT 2014 default as remembered [unverified].
  rentGrowthPercent: 2.5,
  // The Federal Reserve's longer-run inflation goal (FOMC Statement on Longer-Run Goals).
  inflationPercent: 2,
  // 1 % of value a year, the figure in NYT re-implementations (research §5.3).
  maintenancePercent: 1,
  // No stored source documents a non-zero default; ask for it on condos (research §8).
  annualHoaDuesCents: 0,
  // NYT selling costs 6 % (research §5.3); Bank of America cites 8–10 % with commissions (§8).
  sellingCostPercent: 6,
  // NYT 2014 default as remembered [unverified].
  investmentReturnPercent: 4,
  // 15 % long-term capital gains bracket that covers most households (IRC §1(h)).
  capitalGainsTaxRatePercent: 15,
  // $500,000 for a married couple filing jointly (IRC §121(b)(2)); $250,000 single.
  homeSaleExclusionCents: 500_000_00,
  // Same rate as affordability's income tax default: the 2024 22 % MFJ bracket (Rev. Proc. 2023-34).
  marginalTaxRatePercent: 22,
  // 2024 married-filing-jointly standard deduction, $29,200 (IRS Rev. Proc. 2023-34).
  standardDeductionCents: 29_200_00,
  // $10,000 under the 2017 TCJA (IRC §164(b)(6)); later legislation raising it is not verified here.
  saltCapCents: 10_000_00,
  // Homeowners Protection Act automatic termination at a scheduled 78 % LTV (research §3.1).
  pmiRemovalLtvPercent: HPA_AUTOMATIC_TERMINATION_LTV_PERCENT,
  creditScore: DEFAULT_CREDIT_SCORE,
};

/** The SPEC §3 rent-vs-buy request in cents; absent optional payments are computed from SPEC §9. */
export interface RentVsBuyInput {
  purchasePriceCents: number;
  /** 0 up to the price. */
  downPaymentCents: number;
  /** Note rate, percent a year, 0 to 10. */
  interestRate: number;
  monthlyRentCents: number;
  /** Default: the 360-month payment on price − down payment (the SPEC spells it "principle"). */
  principleAndInterestPaymentCents?: number;
  /** Default: the PMI table's rate for the credit score and down payment; either way charged only until a scheduled 78 % LTV. */
  mortgageInsurancePaymentCents?: number;
  /** Default RENT_VS_BUY_MONTHLY_INSURANCE_CENTS. */
  monthlyInsurancePaymentCents?: number;
  /** Default RENT_VS_BUY_ANNUAL_TAX_PERCENT of the price ÷ 12. */
  monthlyTaxPaymentCents?: number;
  /** Default RENT_VS_BUY_CLOSING_COST_PERCENT of the price. */
  closingCostCents?: number;
  assumptions?: Partial<RentVsBuyAssumptions>;
}

/** The year-1 figures the comparison assumed, dollars (SPEC §3 assumedData). */
export interface RentVsBuyAssumedData {
  monthlyTaxPayment: number;
  closingCost: number;
  mortgageInsurancePayment: number;
  monthlyInsurancePayment: number;
  annualHOADues: number;
  /** Maintenance per month in year 1. */
  maintenance: number;
}

/** SPEC §3 rent-vs-buy response data. Every series has 30 points: index 0 is year 1. Dollars. */
export interface RentVsBuyResult {
  /** First year buying's net cost is below renting's, else RENT_VS_BUY_DEFAULT_CHANGE_YEAR. */
  changeYear: number;
  assumedData: RentVsBuyAssumedData;
  /** Rent per month in each year. */
  monthlyCostRent: number[];
  /** Cash paid per month for the home in each year (year total ÷ 12), before any tax saving. */
  monthlyCostBuy: number[];
  /** Rent paid in each year. */
  yearlyCostRent: number[];
  /** Cash paid for the home in each year: P&I, PMI, tax, insurance, maintenance, HOA (not the down payment). */
  yearlyCostBuy: number[];
  /** Cumulative net cost of renting to the end of each year, with opportunity cost. */
  rentData: number[];
  /** Cumulative net cost of buying to the end of each year if sold then, with opportunity cost. */
  buyData: number[];
  /** Home value − loan balance at the end of each year. */
  equityData: number[];
}

/** First year (1-based) in which buyData is below rentData, or undefined if it never is. */
export function firstYearBuyingIsCheaper(
  rentData: readonly number[],
  buyData: readonly number[],
): number | undefined {
  for (let index = 0; index < rentData.length; index += 1) {
    const rent = rentData[index];
    const buy = buyData[index];
    if (rent !== undefined && buy !== undefined && buy < rent) return index + 1;
  }
  return undefined;
}

function checkCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of cents, 0 or more, got ${value}`);
  }
}

function checkRate(value: number, name: string, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a number from ${min} to ${max}, got ${value}`);
  }
}

function checkedAssumptions(overrides: Partial<RentVsBuyAssumptions> = {}): RentVsBuyAssumptions {
  const a = { ...DEFAULT_RENT_VS_BUY_ASSUMPTIONS, ...overrides };
  // Growth may be negative (a falling market) but not −100 % or worse.
  checkRate(a.homePriceGrowthPercent, 'homePriceGrowthPercent', -99, 100);
  checkRate(a.rentGrowthPercent, 'rentGrowthPercent', -99, 100);
  checkRate(a.inflationPercent, 'inflationPercent', -99, 100);
  checkRate(a.investmentReturnPercent, 'investmentReturnPercent', -99, 100);
  checkRate(a.maintenancePercent, 'maintenancePercent', 0, 100);
  checkRate(a.sellingCostPercent, 'sellingCostPercent', 0, 100);
  checkRate(a.capitalGainsTaxRatePercent, 'capitalGainsTaxRatePercent', 0, 100);
  checkRate(a.marginalTaxRatePercent, 'marginalTaxRatePercent', 0, 100);
  checkRate(a.pmiRemovalLtvPercent, 'pmiRemovalLtvPercent', 0, 100);
  checkCents(a.annualHoaDuesCents, 'annualHoaDuesCents');
  checkCents(a.homeSaleExclusionCents, 'homeSaleExclusionCents');
  checkCents(a.standardDeductionCents, 'standardDeductionCents');
  checkCents(a.saltCapCents, 'saltCapCents');
  if (!isCreditScore(a.creditScore)) {
    throw new RangeError(`creditScore must be a whole score from 300 to 850, got ${a.creditScore}`);
  }
  return a;
}

/**
 * Default monthly PMI. The comparison is an estimate, not an eligibility check, so a down
 * payment under the table's 3 % minimum or a score under its lowest tier is priced at the
 * nearest cell the table has rather than refused.
 */
/**
 * The monthly PMI rent vs buy assumes when the request names none: the rate card's rate for the
 * credit score and down payment (at least the 3 % band; the 580 tier where the score has no
 * row), on the loan. A form that asks for the credit score sends this to the API.
 */
export function rentVsBuyPmiCents(
  loanCents: number,
  priceCents: number,
  creditScore: number,
): number {
  if (loanCents === 0) return 0;
  const downPaymentPercent = Math.max(((priceCents - loanCents) / priceCents) * 100, 3);
  const rate =
    pmiAnnualRatePercent(creditScore, downPaymentPercent, RENT_VS_BUY_TERM_MONTHS) ??
    pmiAnnualRatePercent(580, downPaymentPercent, RENT_VS_BUY_TERM_MONTHS) ??
    0;
  return rate === 0 ? 0 : monthlyPmiCents(loanCents, rate);
}

/** Scheduled balance after 0, 12, 24 … 360 payments: index = years of payments made. */
function yearEndBalances(terms: LoanTerms): number[] {
  const balances = [terms.loanAmountCents];
  for (let year = 1; year <= RENT_VS_BUY_YEARS_MAX; year += 1) {
    balances.push(remainingBalanceCents(terms, 12 * year));
  }
  return balances;
}

/** Number of payments after which the scheduled balance is first at or below `limitCents`. */
function paymentsUntilBalanceAtMost(
  terms: LoanTerms,
  balances: readonly number[],
  limitCents: number,
): number {
  if (terms.loanAmountCents <= limitCents) return 0;
  // The scheduled balance only falls: find the year it crosses, then bisect inside that year.
  const year = balances.findIndex((balance) => balance <= limitCents);
  let low = 12 * (year - 1); // balance above the limit
  let high = 12 * year; // balance at or below it
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (remainingBalanceCents(terms, mid) <= limitCents) high = mid;
    else low = mid;
  }
  return high;
}

const dollars = (cents: number): number => roundHalfUpToCent(cents) / 100;

/** Rent-versus-buy comparison over 30 years by the NYT method, as the SPEC §3 response data in dollars. */
export function rentVsBuy(input: RentVsBuyInput): RentVsBuyResult {
  const price = input.purchasePriceCents;
  checkCents(price, 'purchasePriceCents');
  if (price === 0) throw new RangeError('purchasePriceCents must be more than 0');
  checkCents(input.downPaymentCents, 'downPaymentCents');
  if (input.downPaymentCents > price) {
    throw new RangeError('downPaymentCents must not be more than purchasePriceCents');
  }
  checkRate(
    input.interestRate,
    'interestRate',
    RENT_VS_BUY_INTEREST_RATE_MIN_PERCENT,
    RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT,
  );
  checkCents(input.monthlyRentCents, 'monthlyRentCents');
  const a = checkedAssumptions(input.assumptions);

  const terms: LoanTerms = {
    loanAmountCents: price - input.downPaymentCents,
    annualRatePercent: input.interestRate,
    termMonths: RENT_VS_BUY_TERM_MONTHS,
  };
  const schedule = scheduledPayments(terms);
  const principalInterest = input.principleAndInterestPaymentCents ?? monthlyPaymentCents(terms);
  // A computed P&I follows the cent schedule, whose last payment absorbs the rounding residue.
  const lastPrincipalInterest = input.principleAndInterestPaymentCents ?? schedule.lastPaymentCents;
  const pmi =
    input.mortgageInsurancePaymentCents ??
    rentVsBuyPmiCents(terms.loanAmountCents, price, a.creditScore);
  const insurance = input.monthlyInsurancePaymentCents ?? RENT_VS_BUY_MONTHLY_INSURANCE_CENTS;
  const tax =
    input.monthlyTaxPaymentCents ??
    roundHalfUpToCent((price * RENT_VS_BUY_ANNUAL_TAX_PERCENT) / 100 / 12);
  const closingCost =
    input.closingCostCents ?? roundHalfUpToCent((price * RENT_VS_BUY_CLOSING_COST_PERCENT) / 100);
  for (const [name, value] of [
    ['principleAndInterestPaymentCents', principalInterest],
    ['mortgageInsurancePaymentCents', pmi],
    ['monthlyInsurancePaymentCents', insurance],
    ['monthlyTaxPaymentCents', tax],
    ['closingCostCents', closingCost],
  ] as const) {
    checkCents(value, name);
  }
  const maintenance = roundHalfUpToCent((price * a.maintenancePercent) / 100 / 12);
  const balances = yearEndBalances(terms);
  const pmiMonths = paymentsUntilBalanceAtMost(
    terms,
    balances,
    (price * a.pmiRemovalLtvPercent) / 100,
  );

  const investMonthly = Math.pow(1 + a.investmentReturnPercent / 100, 1 / 12) - 1;
  const keepAfterTax = 1 - a.capitalGainsTaxRatePercent / 100;
  const marginal = a.marginalTaxRatePercent / 100;
  // Opportunity-cost tallies: grown = Σ outflow × (1 + r)^(months since), spent = Σ outflow.
  // Worth at the horizon after capital-gains tax = spent + (grown − spent) × (1 − cgt rate).
  let rentGrown = 0;
  let rentSpent = 0;
  let buyGrown = input.downPaymentCents + closingCost;
  let buySpent = buyGrown;

  const result: RentVsBuyResult = {
    changeYear: RENT_VS_BUY_DEFAULT_CHANGE_YEAR,
    assumedData: {
      monthlyTaxPayment: dollars(tax),
      closingCost: dollars(closingCost),
      mortgageInsurancePayment: dollars(pmiMonths > 0 ? pmi : 0),
      monthlyInsurancePayment: dollars(insurance),
      annualHOADues: dollars(a.annualHoaDuesCents),
      maintenance: dollars(maintenance),
    },
    monthlyCostRent: [],
    monthlyCostBuy: [],
    yearlyCostRent: [],
    yearlyCostBuy: [],
    rentData: [],
    buyData: [],
    equityData: [],
  };

  for (let year = 1; year <= RENT_VS_BUY_YEARS_MAX; year += 1) {
    const inflation = Math.pow(1 + a.inflationPercent / 100, year - 1);
    const rent = input.monthlyRentCents * Math.pow(1 + a.rentGrowthPercent / 100, year - 1);
    const running =
      (tax + insurance + maintenance) * inflation + (a.annualHoaDuesCents / 12) * inflation;
    let yearRent = 0;
    let yearBuy = 0;
    let yearPrincipalInterestScheduled = 0;
    for (let month = 12 * (year - 1) + 1; month <= 12 * year; month += 1) {
      let buy = running;
      if (terms.loanAmountCents > 0 && month <= schedule.count) {
        buy += month === schedule.count ? lastPrincipalInterest : principalInterest;
        yearPrincipalInterestScheduled +=
          month === schedule.count ? schedule.lastPaymentCents : schedule.monthlyPaymentCents;
      }
      if (month <= pmiMonths) buy += pmi;
      yearRent += rent;
      yearBuy += buy;
      rentGrown = rentGrown * (1 + investMonthly) + rent;
      rentSpent += rent;
      buyGrown = buyGrown * (1 + investMonthly) + buy;
      buySpent += buy;
    }
    const balance = balances[year] ?? 0;
    // Interest paid this year = scheduled P&I − principal repaid; deductible with the property
    // tax (up to the SALT cap) only above the standard deduction.
    const interest = yearPrincipalInterestScheduled - ((balances[year - 1] ?? 0) - balance);
    const itemized = interest + Math.min(tax * 12 * inflation, a.saltCapCents);
    const taxSaving = marginal * Math.max(0, itemized - a.standardDeductionCents);
    // The saving arrives at the year end, so it has no time to grow before this horizon.
    buyGrown -= taxSaving;
    buySpent -= taxSaving;

    const value = price * Math.pow(1 + a.homePriceGrowthPercent / 100, year);
    const sellingCost = (value * a.sellingCostPercent) / 100;
    const gain = value - sellingCost - price - closingCost;
    const gainTax = Math.max(0, gain - a.homeSaleExclusionCents) * (1 - keepAfterTax);
    const saleProceeds = value - sellingCost - balance - gainTax;

    const rentNet = rentSpent + (rentGrown - rentSpent) * keepAfterTax;
    const buyNet = buySpent + (buyGrown - buySpent) * keepAfterTax - saleProceeds;
    result.monthlyCostRent.push(dollars(yearRent / 12));
    result.monthlyCostBuy.push(dollars(yearBuy / 12));
    result.yearlyCostRent.push(dollars(yearRent));
    result.yearlyCostBuy.push(dollars(yearBuy));
    result.rentData.push(dollars(rentNet));
    result.buyData.push(dollars(buyNet));
    result.equityData.push(dollars(value - balance));
  }
  result.changeYear =
    firstYearBuyingIsCheaper(result.rentData, result.buyData) ?? RENT_VS_BUY_DEFAULT_CHANGE_YEAR;
  return result;
}
