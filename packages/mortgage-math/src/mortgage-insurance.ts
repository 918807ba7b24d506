// Mortgage insurance: conventional borrower-paid monthly PMI, FHA mortgage insurance premium and
// the VA funding fee. The rates are dated data (a rate card, a mortgagee letter, a fee table),
// kept in exported objects with their edition and source; the functions only look them up.
// Research notes: shared/research/finance-anchors.md §3.

import { isCreditScore } from './credit.ts';
import { assertWholeCents, roundHalfUpToCent } from './money.ts';
import { remainingBalanceCents } from './schedule.ts';

// ---------------------------------------------------------------------------------------------
// Conventional PMI (borrower-paid, monthly premium)
// ---------------------------------------------------------------------------------------------

/** Credit tiers of the mortgage insurance rate table, highest first (SPEC §9). */
export const PMI_CREDIT_TIERS = [720, 660, 620, 580] as const;

/** One of the mortgage insurance credit tiers. */
export type PmiCreditTier = (typeof PMI_CREDIT_TIERS)[number];

/** Down-payment bands (percent of the price, lower bounds) of the mortgage insurance table (SPEC §9). */
export const PMI_DOWN_PAYMENT_BANDS = [3, 5, 10, 15, 20] as const;

/** One annual premium rate (percent of the loan amount) per entry of PMI_DOWN_PAYMENT_BANDS. */
export type PmiRateRow = readonly [number, number, number, number, number];

/** A dated borrower-paid monthly PMI rate card reshaped to the SPEC's tiers and bands. */
export interface PmiRateCard {
  /** Which card, which edition, which slice of it. */
  readonly edition: string;
  /** Where the card can be read. */
  readonly source: string;
  /** The card row each tier uses, for the record. */
  readonly cardRows: Readonly<Record<PmiCreditTier, string>>;
  /** Annual premium, percent of the loan amount, by tier and down-payment band. */
  readonly ratesPercent: Readonly<Record<PmiCreditTier, PmiRateRow>>;
}

// How the card maps onto the SPEC's table (SPEC §9 gives only the 720 row, which is exactly the
// card's 720–739 row at the Fannie Mae standard coverage of each LTV band):
// - Down-payment band → the card's LTV band: 3–4.99 % down → 95.01–97 % LTV (35 % coverage),
//   5–9.99 → 90.01–95 (30 %), 10–14.99 → 85.01–90 (25 %), 15–19.99 → 80.01–85 (12 %, the card's
//   "≤ 85" column), 20 % or more → LTV ≤ 80 %, where no MI is required (rate 0).
// - Tier → the card's score row that starts at the tier: 720 → 720–739, 660 → 660–679,
//   620 → 620–639. So each tier charges its lowest scores' price (a 700 pays the 660–679 rate,
//   not the card's 700–719 rate); the SPEC's table has only four tiers.
// - 580: the card prices no score under 620 (conventional loans need 620), so the 580 tier
//   repeats the 620–639 row, the highest rate the card publishes. It is a floor on the real
//   price, not a quote; replace it when the lender loads its own card.
const PMI_CARD_ROWS: Readonly<Record<PmiCreditTier, string>> = {
  720: '720–739',
  660: '660–679',
  620: '620–639',
  580: '620–639 (lowest row on the card; the card prices no score under 620)',
};

const PMI_CARD_SOURCE =
  'Essent BPMI Monthly Rates, effective 2019-02-11 (https://info.5y1.org/mortgage-rate-factor-chart_1_d59dba.html); ' +
  'MGIC BPMI Monthly Premiums, effective 2018-07-09, identical fixed-rate columns ' +
  '(https://info.5y1.org/mortgage-rate-factor-chart_1_79b98a.html); current cards: https://mgic.com/rates/rate-cards';

/**
 * Borrower-paid monthly PMI, fixed rate, amortization over 20 years (the 30-year card; SPEC §9's
 * table), standard coverage, purchase or rate/term refinance, primary residence, one borrower.
 */
export const PMI_RATE_CARD_OVER_20_YEARS: PmiRateCard = {
  edition:
    'Essent BPMI Monthly Rates effective 2019-02-11 = MGIC effective 2018-07-09; fixed, term > 20 years, standard coverage',
  source: PMI_CARD_SOURCE,
  cardRows: PMI_CARD_ROWS,
  ratesPercent: {
    720: [0.87, 0.66, 0.46, 0.23, 0],
    660: [1.54, 1.28, 0.9, 0.38, 0],
    620: [1.86, 1.42, 0.94, 0.44, 0],
    580: [1.86, 1.42, 0.94, 0.44, 0],
  },
};

/** The same card's fixed-rate column for amortization terms of 20 years or less (e.g. 15-year loans). */
export const PMI_RATE_CARD_20_YEARS_OR_LESS: PmiRateCard = {
  edition:
    'Essent BPMI Monthly Rates effective 2019-02-11 = MGIC effective 2018-07-09; fixed, term ≤ 20 years, standard coverage',
  source: PMI_CARD_SOURCE,
  cardRows: PMI_CARD_ROWS,
  ratesPercent: {
    720: [0.68, 0.52, 0.37, 0.23, 0],
    660: [1.34, 0.95, 0.66, 0.32, 0],
    620: [1.72, 1.27, 0.89, 0.41, 0],
    580: [1.72, 1.27, 0.89, 0.41, 0],
  },
};

/** The card splits at an amortization term of 20 years: over 240 months uses the 30-year card. */
export const PMI_SHORT_TERM_MAX_MONTHS = 240;

/**
 * The mortgage insurance tier of a score: the highest tier not above it (700 → 660, 579 →
 * undefined, not eligible). Throws RangeError when the value is not a 300–850 score.
 */
export function pmiCreditTier(creditScore: number): PmiCreditTier | undefined {
  if (!isCreditScore(creditScore)) {
    throw new RangeError('creditScore must be a whole number from 300 to 850');
  }
  return PMI_CREDIT_TIERS.find((tier) => creditScore >= tier);
}

/**
 * LTV as mortgage insurance and price grids read it (Fannie Mae Selling Guide B2-1.2-01):
 * truncated to two decimals, then rounded up to a whole percent (80.001 → 80, 80.01 → 81).
 */
export function pricingLtvPercent(ltvPercent: number): number {
  if (!Number.isFinite(ltvPercent) || ltvPercent < 0) {
    throw new RangeError('ltvPercent must be a finite number, 0 or more');
  }
  // 1e-6 of a hundredth absorbs binary noise such as 2.01 * 100 = 200.99999999999997.
  const hundredths = Math.floor(ltvPercent * 100 + 1e-6);
  return Math.ceil(hundredths / 100);
}

/**
 * Annual borrower-paid PMI rate (percent of the loan) for a score and a down payment in percent
 * of the price: 0 at 20 % down or more (whatever the score), undefined when not eligible (less
 * than 3 % down, or a score under 580). Terms of 240 months or less use the ≤ 20-year card.
 */
export function pmiAnnualRatePercent(
  creditScore: number,
  downPaymentPercent: number,
  termMonths = 360,
): number | undefined {
  if (!Number.isFinite(downPaymentPercent) || downPaymentPercent < 0 || downPaymentPercent > 100) {
    throw new RangeError('downPaymentPercent must be a number from 0 to 100');
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) {
    throw new RangeError('termMonths must be a whole number of months, 1 or more');
  }
  const tier = pmiCreditTier(creditScore);
  // The band is read from the LTV the way the card reads it (B2-1.2-01 rounding), so 4.99 % down
  // (LTV 95.01 %, priced at 96 %) stays in the 3 % band and 4.995 % (LTV 95.005 %, priced at 95 %)
  // moves to the 5 % band. Whole and two-decimal percents land where the SPEC's bands say.
  const pricedDownPercent = 100 - pricingLtvPercent(100 - downPaymentPercent);
  const bandIndex = PMI_DOWN_PAYMENT_BANDS.findLastIndex((band) => pricedDownPercent >= band);
  if (bandIndex === -1) return undefined;
  // At 20 % down (LTV ≤ 80 %) a conventional loan needs no MI, so the score does not matter.
  if (bandIndex === PMI_DOWN_PAYMENT_BANDS.length - 1) return 0;
  if (tier === undefined) return undefined;
  const card =
    termMonths > PMI_SHORT_TERM_MAX_MONTHS
      ? PMI_RATE_CARD_OVER_20_YEARS
      : PMI_RATE_CARD_20_YEARS_OR_LESS;
  return card.ratesPercent[tier][bandIndex];
}

/**
 * Monthly PMI in cents: loan × annual rate ÷ 12, half-up to the cent ("multiply the premium rate
 * by the loan amount and divide by 12; round to the nearest cent", MGIC rate card instructions).
 */
export function monthlyPmiCents(loanAmountCents: number, annualRatePercent: number): number {
  assertWholeCents(loanAmountCents, 'loanAmountCents', 0);
  assertRatePercent(annualRatePercent, 'annualRatePercent');
  return roundHalfUpToCent((loanAmountCents * annualRatePercent) / 1200);
}

/** Balance (percent of original value) at which PMI ends automatically, 12 U.S.C. 4902(b)(1). */
export const HPA_AUTOMATIC_TERMINATION_LTV_PERCENT = 78;

/** Balance (percent of original value) at which the borrower may ask to cancel PMI, 12 U.S.C. 4902(a)(1). */
export const HPA_BORROWER_CANCELLATION_LTV_PERCENT = 80;

/**
 * The payment number after which the scheduled balance first reaches 78 % of the original value,
 * when PMI terminates automatically (Homeowners Protection Act of 1998, 12 U.S.C. 4902(b));
 * undefined if it never does. Balances are the initial schedule's, one per payment, in order.
 */
export function pmiCancellationPayment(
  balancesAfterEachPaymentCents: readonly number[],
  originalValueCents: number,
): number | undefined {
  return firstPaymentAtOrBelow(
    balancesAfterEachPaymentCents,
    originalValueCents,
    HPA_AUTOMATIC_TERMINATION_LTV_PERCENT,
  );
}

/**
 * The first payment number after which the scheduled balance reaches 80 % of the original value,
 * from when the borrower may ask to cancel PMI (12 U.S.C. 4902(a)); undefined if it never does.
 */
export function pmiBorrowerCancellationPayment(
  balancesAfterEachPaymentCents: readonly number[],
  originalValueCents: number,
): number | undefined {
  return firstPaymentAtOrBelow(
    balancesAfterEachPaymentCents,
    originalValueCents,
    HPA_BORROWER_CANCELLATION_LTV_PERCENT,
  );
}

/**
 * The last payment that carries PMI under final termination at the amortization midpoint
 * (12 U.S.C. 4902(c)): 180 for 360 months. PMI stops at the earlier of this and the 78 % payment.
 */
export function pmiFinalTerminationPayment(termMonths: number): number {
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) {
    throw new RangeError('termMonths must be a whole number of months, 1 or more');
  }
  // PMI ends on the first day of the month after the midpoint; with an odd term the midpoint
  // falls inside a month, so that month's payment is still charged (181 months → 91).
  return Math.ceil(termMonths / 2);
}

function firstPaymentAtOrBelow(
  balancesCents: readonly number[],
  originalValueCents: number,
  percent: number,
): number | undefined {
  assertWholeCents(originalValueCents, 'originalValueCents', 1);
  // "Original value" is the lesser of the sales price and the appraised value, or for a
  // refinance the appraised value alone (12 U.S.C. 4901(12)); the caller passes it. Compared in
  // whole numbers, so 78 % is exact.
  const index = balancesCents.findIndex((balance) => balance * 100 <= originalValueCents * percent);
  return index === -1 ? undefined : index + 1;
}

// ---------------------------------------------------------------------------------------------
// FHA mortgage insurance premium
// ---------------------------------------------------------------------------------------------

/** FHA upfront MIP, percent of the base loan amount (HUD; unchanged by Mortgagee Letter 2023-05). */
export const FHA_UPFRONT_MIP_PERCENT = 1.75;

/** "11 years" in the FHA annual MIP table, in months. */
export const FHA_MIP_ELEVEN_YEARS_MONTHS = 132;

/** Terms up to this many months use the "15 years or less" half of the FHA table. */
export const FHA_SHORT_TERM_MAX_MONTHS = 180;

/** One row of the FHA annual MIP table. */
export interface FhaAnnualMipRow {
  /** Term over 15 years (true) or 15 years or less (false). */
  readonly termOver15Years: boolean;
  /** Base loan amount over the table's threshold (true) or at most the threshold (false). */
  readonly baseLoanOverThreshold: boolean;
  /** Inclusive upper LTV of the row, percent (rows of one term and size ascend). */
  readonly maxLtvPercent: number;
  /** Annual MIP, percent of the base loan (basis points ÷ 100). */
  readonly annualRatePercent: number;
  /** How long the annual MIP is paid. */
  readonly duration: '11 years' | 'loan term';
}

/** FHA annual MIP by term, base loan amount and LTV, with its mortgagee letter. */
export const FHA_ANNUAL_MIP_TABLE: {
  readonly edition: string;
  readonly source: string;
  readonly baseLoanThresholdCents: number;
  readonly rows: readonly FhaAnnualMipRow[];
} = {
  edition:
    'HUD Mortgagee Letter 2023-05 (2023-02-22), case numbers endorsed on or after 2023-03-20',
  source:
    'https://www.scribd.com/document/627362499/FHA-Insurance-Premium-Drop (letter text); ' +
    'https://kentuckyfhaloan.com/2023/02/27/federal-housing-administration-fha-has-announced-effective-for-case-numbers-endorsed-on-and-after-03-20-2023-a-30-basis-point-reduction-in-the-annual-premium-charged-to-mortgage-borrowers (table)',
  baseLoanThresholdCents: 726_200_00,
  // The rate breaks at 95 % LTV for terms over 15 years; 90 % only changes the duration.
  // prettier-ignore
  rows: [
    { termOver15Years: true, baseLoanOverThreshold: false, maxLtvPercent: 90, annualRatePercent: 0.5, duration: '11 years' },
    { termOver15Years: true, baseLoanOverThreshold: false, maxLtvPercent: 95, annualRatePercent: 0.5, duration: 'loan term' },
    { termOver15Years: true, baseLoanOverThreshold: false, maxLtvPercent: 100, annualRatePercent: 0.55, duration: 'loan term' },
    { termOver15Years: true, baseLoanOverThreshold: true, maxLtvPercent: 90, annualRatePercent: 0.7, duration: '11 years' },
    { termOver15Years: true, baseLoanOverThreshold: true, maxLtvPercent: 95, annualRatePercent: 0.7, duration: 'loan term' },
    { termOver15Years: true, baseLoanOverThreshold: true, maxLtvPercent: 100, annualRatePercent: 0.75, duration: 'loan term' },
    { termOver15Years: false, baseLoanOverThreshold: false, maxLtvPercent: 90, annualRatePercent: 0.15, duration: '11 years' },
    { termOver15Years: false, baseLoanOverThreshold: false, maxLtvPercent: 100, annualRatePercent: 0.4, duration: 'loan term' },
    { termOver15Years: false, baseLoanOverThreshold: true, maxLtvPercent: 78, annualRatePercent: 0.15, duration: '11 years' },
    { termOver15Years: false, baseLoanOverThreshold: true, maxLtvPercent: 90, annualRatePercent: 0.4, duration: '11 years' },
    { termOver15Years: false, baseLoanOverThreshold: true, maxLtvPercent: 100, annualRatePercent: 0.65, duration: 'loan term' },
  ],
};

/** What an FHA loan pays for mortgage insurance. */
export interface FhaMortgageInsurance {
  /** Upfront MIP, 1.75 % of the base loan, in cents (usually financed into the loan). */
  upfrontCents: number;
  /** Annual MIP rate, percent of the base loan. */
  annualRatePercent: number;
  /** Monthly MIP estimate: base loan × annual rate ÷ 12, half-up to the cent. */
  monthlyCents: number;
  /** How many monthly payments carry the annual MIP. */
  durationMonths: number;
}

/**
 * FHA upfront and annual MIP for a base loan (before financed UFMIP), LTV in percent and term
 * (Mortgagee Letter 2023-05). monthlyCents is the usual calculator estimate; HUD's own figure
 * averages each policy year's scheduled balance (see fhaMonthlyMipByPolicyYearCents).
 */
export function fhaMortgageInsurance(input: {
  baseLoanAmountCents: number;
  ltvPercent: number;
  termMonths: number;
}): FhaMortgageInsurance {
  const row = fhaAnnualMipRow(input);
  const { baseLoanAmountCents, termMonths } = input;
  return {
    upfrontCents: roundHalfUpToCent((baseLoanAmountCents * FHA_UPFRONT_MIP_PERCENT) / 100),
    annualRatePercent: row.annualRatePercent,
    monthlyCents: roundHalfUpToCent((baseLoanAmountCents * row.annualRatePercent) / 1200),
    durationMonths: fhaDurationMonths(row, termMonths),
  };
}

/**
 * Monthly MIP for each policy year the annual MIP is paid, the way HUD computes it: the average
 * of the year's 12 scheduled balances (before each payment) × the annual rate, put back on the
 * base-loan basis when UFMIP is financed, ÷ 12, half-up. Two secondary sources agree on this
 * method (finance-anchors §3.2); check cent values against FHA Connection before relying on them.
 */
export function fhaMonthlyMipByPolicyYearCents(input: {
  baseLoanAmountCents: number;
  ltvPercent: number;
  termMonths: number;
  noteRatePercent: number;
  upfrontMipFinanced?: boolean;
}): number[] {
  const row = fhaAnnualMipRow(input);
  const { baseLoanAmountCents, termMonths, noteRatePercent, upfrontMipFinanced = true } = input;
  assertRatePercent(noteRatePercent, 'noteRatePercent');
  const upfrontCents = roundHalfUpToCent((baseLoanAmountCents * FHA_UPFRONT_MIP_PERCENT) / 100);
  const loanCents = baseLoanAmountCents + (upfrontMipFinanced ? upfrontCents : 0);
  const durationMonths = fhaDurationMonths(row, termMonths);
  const terms = { loanAmountCents: loanCents, annualRatePercent: noteRatePercent, termMonths };
  // Scheduled balance before payments 1 … duration on the cent schedule (schedule.ts; finance-
  // anchors §3.2 reproduces $136.80 and $135.22 with it).
  const balancesBefore: number[] = [];
  for (let paid = 0; paid < durationMonths; paid += 1) {
    balancesBefore.push(remainingBalanceCents(terms, paid));
  }
  const basis = upfrontMipFinanced ? 1 + FHA_UPFRONT_MIP_PERCENT / 100 : 1;
  const monthly: number[] = [];
  for (let start = 0; start < balancesBefore.length; start += 12) {
    const year = balancesBefore.slice(start, start + 12);
    const average = year.reduce((sum, b) => sum + b, 0) / year.length;
    monthly.push(roundHalfUpToCent((average * row.annualRatePercent) / 100 / basis / 12));
  }
  return monthly;
}

function fhaAnnualMipRow(input: {
  baseLoanAmountCents: number;
  ltvPercent: number;
  termMonths: number;
}): FhaAnnualMipRow {
  const { baseLoanAmountCents, ltvPercent, termMonths } = input;
  assertWholeCents(baseLoanAmountCents, 'baseLoanAmountCents', 0);
  if (!Number.isFinite(ltvPercent) || ltvPercent <= 0 || ltvPercent > 100) {
    throw new RangeError('ltvPercent must be more than 0 and at most 100');
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) {
    throw new RangeError('termMonths must be a whole number of months, 1 or more');
  }
  const termOver15Years = termMonths > FHA_SHORT_TERM_MAX_MONTHS;
  const baseLoanOverThreshold = baseLoanAmountCents > FHA_ANNUAL_MIP_TABLE.baseLoanThresholdCents;
  // The letter states LTV limits to two decimals ("≤ 90.00 %"); a billionth of a point of slack
  // keeps binary noise (90.00000000000001) on the side the visitor meant.
  const row = FHA_ANNUAL_MIP_TABLE.rows.find(
    (r) =>
      r.termOver15Years === termOver15Years &&
      r.baseLoanOverThreshold === baseLoanOverThreshold &&
      ltvPercent <= r.maxLtvPercent + 1e-9,
  );
  // Unreachable: each term and size has a row ending at 100 % and the LTV was checked above.
  if (row === undefined) throw new RangeError(`no FHA MIP row for LTV ${ltvPercent}`);
  return row;
}

function fhaDurationMonths(row: FhaAnnualMipRow, termMonths: number): number {
  return row.duration === '11 years'
    ? Math.min(FHA_MIP_ELEVEN_YEARS_MONTHS, termMonths)
    : termMonths;
}

// ---------------------------------------------------------------------------------------------
// VA funding fee
// ---------------------------------------------------------------------------------------------

/** The VA loans the funding fee table distinguishes (construction prices as purchase). */
export type VaLoanType = 'purchase' | 'cashOutRefinance' | 'irrrl';

/** First-use and subsequent-use funding fee, percent of the loan amount. */
export interface VaFundingFeeRates {
  readonly firstUsePercent: number;
  readonly subsequentUsePercent: number;
}

/** VA funding fee percentages with their effective dates. */
export const VA_FUNDING_FEE_TABLE: {
  readonly edition: string;
  readonly source: string;
  /** Purchase and construction rows by minimum down payment (percent), highest first. */
  readonly purchase: readonly (VaFundingFeeRates & { readonly minDownPaymentPercent: number })[];
  readonly cashOutRefinance: VaFundingFeeRates;
  readonly irrrl: VaFundingFeeRates;
} = {
  edition: 'VA funding fee for loans closing on or after 2023-04-07 and before 2031-11-14',
  source:
    'va.gov, "VA funding fee and loan closing costs" (official table); republished at' +
    ' https://theveteransmortgage.com/va-tools/, https://jasonloans.com/?p=1129, ' +
    'https://mortgageporter.com/2023/02/2023-va-funding-fees.html',
  purchase: [
    { minDownPaymentPercent: 10, firstUsePercent: 1.25, subsequentUsePercent: 1.25 },
    { minDownPaymentPercent: 5, firstUsePercent: 1.5, subsequentUsePercent: 1.5 },
    { minDownPaymentPercent: 0, firstUsePercent: 2.15, subsequentUsePercent: 3.3 },
  ],
  cashOutRefinance: { firstUsePercent: 2.15, subsequentUsePercent: 3.3 },
  irrrl: { firstUsePercent: 0.5, subsequentUsePercent: 0.5 },
};

/**
 * VA funding fee for a loan: its percent and amount in cents (half-up). Exempt borrowers (VA
 * disability compensation, surviving spouses on DIC, pre-discharge rating, active-duty Purple
 * Heart) pay 0. Down payment is percent of the price; refinances ignore it.
 */
export function vaFundingFee(input: {
  baseLoanAmountCents: number;
  downPaymentPercent: number;
  firstUse: boolean;
  exempt: boolean;
  loanType?: VaLoanType;
}): { percent: number; amountCents: number } {
  const {
    baseLoanAmountCents,
    downPaymentPercent,
    firstUse,
    exempt,
    loanType = 'purchase',
  } = input;
  assertWholeCents(baseLoanAmountCents, 'baseLoanAmountCents', 0);
  if (!Number.isFinite(downPaymentPercent) || downPaymentPercent < 0 || downPaymentPercent > 100) {
    throw new RangeError('downPaymentPercent must be a number from 0 to 100');
  }
  if (exempt) return { percent: 0, amountCents: 0 };
  const rates =
    loanType === 'purchase'
      ? // A billionth of a point of slack keeps 4.999999999999 (meant as 5 %) out of the < 5 % row.
        VA_FUNDING_FEE_TABLE.purchase.find(
          (r) => downPaymentPercent + 1e-9 >= r.minDownPaymentPercent,
        )
      : VA_FUNDING_FEE_TABLE[loanType];
  // Unreachable: the last purchase row starts at 0 % and the percent was checked above.
  if (rates === undefined)
    throw new RangeError(`no VA funding fee row for ${downPaymentPercent} %`);
  const percent = firstUse ? rates.firstUsePercent : rates.subsequentUsePercent;
  return { percent, amountCents: roundHalfUpToCent((baseLoanAmountCents * percent) / 100) };
}

// ---------------------------------------------------------------------------------------------

function assertRatePercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number, 0 or more`);
  }
}
