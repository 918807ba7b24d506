// The monthly cost of a home loan as every payment calculator shows it: principal and interest,
// property tax, homeowners insurance, PMI and HOA dues, with the assumptions behind each default.
// Shared by the mortgage, mini mortgage, mini purchase/refinance and down payment calculators so
// the same inputs give the same figures on every screen. Not re-exported from the package index:
// each calculator's entry function is the public face.
import { DEFAULT_CREDIT_SCORE } from './affordability.ts';
import { assumed, given, type Assumption } from './assumptions.ts';
import { assertWholeCents, roundHalfUpToCent } from './money.ts';
import {
  PMI_RATE_CARD_20_YEARS_OR_LESS,
  PMI_RATE_CARD_OVER_20_YEARS,
  PMI_SHORT_TERM_MAX_MONTHS,
  monthlyPmiCents,
  pmiAnnualRatePercent,
  pmiCancellationPayment,
  pmiFinalTerminationPayment,
} from './mortgage-insurance.ts';
import {
  DEFAULT_HOMEOWNERS_INSURANCE,
  DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
  DEFAULT_PROPERTY_TAX_RATE_BY_STATE,
  isUsStateCode,
  monthlyHomeownersInsuranceCents,
  monthlyPropertyTaxCents,
  propertyTaxRatePercent,
} from './property-costs.ts';
import { amortizationSchedule } from './schedule.ts';

/** Where the property tax default comes from. */
export const PROPERTY_TAX_SOURCE = {
  id: 'propertyTaxByState',
  edition: DEFAULT_PROPERTY_TAX_RATE_BY_STATE.edition,
  url: DEFAULT_PROPERTY_TAX_RATE_BY_STATE.url,
} as const;

/** Where the homeowners insurance default comes from. */
export const HOMEOWNERS_INSURANCE_SOURCE = {
  id: 'homeownersInsuranceNationalAverage',
  edition: DEFAULT_HOMEOWNERS_INSURANCE.source,
  url: DEFAULT_HOMEOWNERS_INSURANCE.url,
} as const;

/** The running costs a visitor may type instead of the defaults (all optional). */
export interface HousingCostOptions {
  /** Two-letter state of the home's ZIP code: picks the default property tax rate (national rate otherwise). */
  stateCode?: string;
  /** Property tax a year; replaces the state's rate. */
  propertyTaxAnnualCents?: number;
  /** Homeowners insurance premium a year; replaces the national average. */
  homeownersInsuranceAnnualCents?: number;
  /** HOA or condo dues a month (default 0: no public source has a default, research §8). */
  hoaMonthlyCents?: number;
  /** Prices PMI; default DEFAULT_CREDIT_SCORE (720). */
  creditScore?: number;
  /** PMI, percent of the loan a year; replaces the rate card. */
  pmiAnnualRatePercent?: number;
}

/** PMI for one loan: a rate and a monthly amount with the last payment that carries it, or not available. */
export type MortgageInsuranceEstimate =
  | {
      eligible: true;
      annualRatePercent: number;
      monthlyCents: number;
      /** The last payment that carries PMI (the 78 % or midpoint rule); undefined when there is none. */
      lastPaymentNumber: number | undefined;
    }
  // Not available: under 3 % down (over 97 % LTV) or a score under 580, with under 20 % down.
  | { eligible: false };

/** A loan's monthly housing cost. */
export interface HousingCost {
  principalAndInterestCents: number;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  mortgageInsurance: MortgageInsuranceEstimate;
  hoaCents: number;
  /** Everything above; undefined when PMI is not available (no conventional loan to price). */
  totalMonthlyCents: number | undefined;
  /** The cent schedule's interest over the whole term (no extra payments). */
  totalInterestCents: number;
  payoffMonths: number;
  assumptions: Assumption[];
}

/** Check the optional cost inputs; throws RangeError naming the field. */
export function checkHousingCostOptions(options: HousingCostOptions): void {
  const { stateCode, creditScore, pmiAnnualRatePercent: pmiRate } = options;
  if (stateCode !== undefined && !/^[A-Za-z]{2}$/.test(stateCode)) {
    throw new RangeError(`stateCode must be a two-letter state code, got ${String(stateCode)}`);
  }
  if (options.propertyTaxAnnualCents !== undefined) {
    assertWholeCents(options.propertyTaxAnnualCents, 'propertyTaxAnnualCents', 0);
  }
  if (options.homeownersInsuranceAnnualCents !== undefined) {
    assertWholeCents(options.homeownersInsuranceAnnualCents, 'homeownersInsuranceAnnualCents', 0);
  }
  if (options.hoaMonthlyCents !== undefined) {
    assertWholeCents(options.hoaMonthlyCents, 'hoaMonthlyCents', 0);
  }
  if (
    creditScore !== undefined &&
    (!Number.isSafeInteger(creditScore) || creditScore < 300 || creditScore > 850)
  ) {
    throw new RangeError(`creditScore must be a whole number from 300 to 850, got ${creditScore}`);
  }
  if (pmiRate !== undefined && (!Number.isFinite(pmiRate) || pmiRate < 0 || pmiRate > 10)) {
    throw new RangeError(`pmiAnnualRatePercent must be a number from 0 to 10, got ${pmiRate}`);
  }
}

/**
 * The monthly cost of a loan of `loanAmountCents` on a home worth `valueCents` (the price for a
 * purchase, the appraised value for a refinance). The loan terms are validated by the schedule.
 */
export function housingCost(
  loan: {
    valueCents: number;
    loanAmountCents: number;
    annualRatePercent: number;
    termMonths: number;
  },
  options: HousingCostOptions,
): HousingCost {
  checkHousingCostOptions(options);
  const { valueCents, loanAmountCents, annualRatePercent, termMonths } = loan;
  assertWholeCents(valueCents, 'homeValueCents', 1);
  assertWholeCents(loanAmountCents, 'loanAmountCents', 0);
  const schedule = amortizationSchedule({ loanAmountCents, annualRatePercent, termMonths });
  const assumptions: Assumption[] = [];

  let propertyTaxCents: number;
  if (options.propertyTaxAnnualCents !== undefined) {
    propertyTaxCents = roundHalfUpToCent(options.propertyTaxAnnualCents / 12);
    assumptions.push(given('propertyTaxAnnualCents', options.propertyTaxAnnualCents, 'cents'));
  } else {
    const state = options.stateCode?.toUpperCase();
    const rate = propertyTaxRatePercent(state ?? '');
    propertyTaxCents = monthlyPropertyTaxCents(valueCents, rate);
    if (state !== undefined) assumptions.push(given('stateCode', state, 'stateCode'));
    // The national figure stands in for an unknown state or a territory the table lacks.
    assumptions.push(
      assumed(
        state !== undefined && isUsStateCode(state)
          ? 'propertyTaxRatePercent'
          : 'propertyTaxNationalRatePercent',
        rate,
        'percent',
        PROPERTY_TAX_SOURCE,
      ),
    );
  }

  let homeownersInsuranceCents: number;
  if (options.homeownersInsuranceAnnualCents !== undefined) {
    homeownersInsuranceCents = roundHalfUpToCent(options.homeownersInsuranceAnnualCents / 12);
    assumptions.push(
      given('homeownersInsuranceAnnualCents', options.homeownersInsuranceAnnualCents, 'cents'),
    );
  } else {
    homeownersInsuranceCents = monthlyHomeownersInsuranceCents(valueCents);
    assumptions.push(
      assumed(
        'homeownersInsuranceRatePercent',
        DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
        'percent',
        HOMEOWNERS_INSURANCE_SOURCE,
      ),
    );
  }

  const hoaCents = options.hoaMonthlyCents ?? 0;
  assumptions.push(
    options.hoaMonthlyCents === undefined
      ? assumed('hoaMonthlyCents', 0, 'cents')
      : given('hoaMonthlyCents', hoaCents, 'cents'),
  );

  const mortgageInsurance = pmiFor(loan, schedule.rows, options, assumptions);
  const principalAndInterestCents = schedule.monthlyPaymentCents;
  return {
    principalAndInterestCents,
    propertyTaxCents,
    homeownersInsuranceCents,
    mortgageInsurance,
    hoaCents,
    totalMonthlyCents: mortgageInsurance.eligible
      ? principalAndInterestCents +
        propertyTaxCents +
        homeownersInsuranceCents +
        mortgageInsurance.monthlyCents +
        hoaCents
      : undefined,
    totalInterestCents: schedule.totalInterestCents,
    payoffMonths: schedule.payoffMonths,
    assumptions,
  };
}

function pmiFor(
  loan: { valueCents: number; loanAmountCents: number; termMonths: number },
  rows: readonly { balanceCents: number }[],
  options: HousingCostOptions,
  assumptions: Assumption[],
): MortgageInsuranceEstimate {
  const { valueCents, loanAmountCents, termMonths } = loan;
  const downPaymentPercent = Math.max(0, 100 - (loanAmountCents / valueCents) * 100);
  // At 80 % LTV or less no mortgage insurance is charged, whatever the card or the score says.
  if (loanAmountCents * 100 <= valueCents * 80) {
    return { eligible: true, annualRatePercent: 0, monthlyCents: 0, lastPaymentNumber: undefined };
  }
  let rate: number | undefined;
  if (options.pmiAnnualRatePercent !== undefined) {
    rate = options.pmiAnnualRatePercent;
    assumptions.push(given('pmiAnnualRatePercent', rate, 'percent'));
  } else {
    const creditScore = options.creditScore ?? DEFAULT_CREDIT_SCORE;
    assumptions.push(
      options.creditScore === undefined
        ? assumed('creditScore', creditScore, 'creditScore')
        : given('creditScore', creditScore, 'creditScore'),
    );
    rate = pmiAnnualRatePercent(creditScore, downPaymentPercent, termMonths);
    const card =
      termMonths > PMI_SHORT_TERM_MAX_MONTHS
        ? PMI_RATE_CARD_OVER_20_YEARS
        : PMI_RATE_CARD_20_YEARS_OR_LESS;
    if (rate !== undefined) {
      assumptions.push(
        assumed('pmiAnnualRatePercent', rate, 'percent', {
          id: 'pmiRateCard',
          edition: card.edition,
          url: 'https://mgic.com/rates/rate-cards',
        }),
      );
    }
  }
  if (rate === undefined) return { eligible: false };
  const monthlyCents = monthlyPmiCents(loanAmountCents, rate);
  if (monthlyCents === 0) {
    return { eligible: true, annualRatePercent: rate, monthlyCents, lastPaymentNumber: undefined };
  }
  const at78 = pmiCancellationPayment(
    rows.map((row) => row.balanceCents),
    valueCents,
  );
  const midpoint = pmiFinalTerminationPayment(termMonths);
  return {
    eligible: true,
    annualRatePercent: rate,
    monthlyCents,
    lastPaymentNumber: Math.min(at78 ?? midpoint, midpoint),
  };
}
