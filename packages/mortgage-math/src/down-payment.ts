// The down payment calculator (SPEC §1; wizard cards yes-down-payment and
// no-down-payment-options, SPEC §4): the same home bought with several down payments, each with
// its loan, principal and interest, and conventional PMI from the rate card in
// mortgage-insurance.ts.

import { DEFAULT_CLOSING_COST_PERCENT } from './affordability.ts';
import { assumed, given, type Assumption, type Explanation } from './assumptions.ts';
import {
  housingCost,
  type HousingCostOptions,
  type MortgageInsuranceEstimate,
} from './housing-cost.ts';
import { assertWholeCents, roundHalfUpToCent } from './money.ts';

/** PMI for one down payment: a rate and a monthly amount (both 0 at 20 % down or more), or not eligible. */
export type PmiEstimate =
  | { eligible: true; annualRatePercent: number; monthlyCents: number }
  // Not eligible: under 3 % down, or a score under 580, with less than 20 % down.
  | { eligible: false };

/** One down payment option. */
export interface DownPaymentOption {
  /** The percent asked for. */
  downPaymentPercent: number;
  /** Price × percent, half-up to the cent. */
  downPaymentCents: number;
  /** Price − down payment. */
  loanAmountCents: number;
  principalAndInterestCents: number;
  pmi: PmiEstimate;
  /** Principal and interest plus PMI; undefined when PMI is not eligible (no conventional loan to price). */
  totalMonthlyCents: number | undefined;
}

/** Principal, interest and PMI for the same home bought with each of several down payments (percent of price). */
export function downPaymentOptions(input: {
  homePriceCents: number;
  downPaymentPercents: readonly number[];
  annualRatePercent: number;
  termMonths: number;
  creditScore: number;
}): DownPaymentOption[] {
  const { homePriceCents, downPaymentPercents, annualRatePercent, termMonths, creditScore } = input;
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  return downPaymentPercents.map((downPaymentPercent) => {
    if (
      !Number.isFinite(downPaymentPercent) ||
      downPaymentPercent < 0 ||
      downPaymentPercent > 100
    ) {
      throw new RangeError('each down payment percent must be a number from 0 to 100');
    }
    const downPaymentCents = roundHalfUpToCent((homePriceCents * downPaymentPercent) / 100);
    const loanAmountCents = homePriceCents - downPaymentCents;
    // The MI band is read from the loan actually made (down payment in cents over the price),
    // which the rate card's LTV rounding then places in its band.
    const cost = housingCost(
      { valueCents: homePriceCents, loanAmountCents, annualRatePercent, termMonths },
      { creditScore },
    );
    const insurance = cost.mortgageInsurance;
    const pmi: PmiEstimate = insurance.eligible
      ? {
          eligible: true,
          annualRatePercent: insurance.annualRatePercent,
          monthlyCents: insurance.monthlyCents,
        }
      : { eligible: false };
    return {
      downPaymentPercent,
      downPaymentCents,
      loanAmountCents,
      principalAndInterestCents: cost.principalAndInterestCents,
      pmi,
      totalMonthlyCents: pmi.eligible
        ? cost.principalAndInterestCents + pmi.monthlyCents
        : undefined,
    };
  });
}

/** The down payments the calculator compares side by side, percent of the price (issue 24). */
export const DOWN_PAYMENT_CALCULATOR_PERCENTS = [3, 5, 10, 20] as const;

/** The down payment calculator's inputs. */
export type DownPaymentCalculatorInput = HousingCostOptions & {
  homePriceCents: number;
  /** The visitor's own amount, shown after the standard percents; omit for none. */
  customDownPaymentCents?: number;
  annualRatePercent: number;
  termMonths: number;
  /** Default DEFAULT_CLOSING_COST_PERCENT (3), percent of the price. */
  closingCostPercent?: number;
};

/** One column of the down payment calculator. */
export interface DownPaymentScenario {
  kind: 'percent' | 'custom';
  /** The percent asked for, or for the custom amount its exact percent of the price. */
  downPaymentPercent: number;
  downPaymentCents: number;
  loanAmountCents: number;
  principalAndInterestCents: number;
  mortgageInsurance: MortgageInsuranceEstimate;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  hoaCents: number;
  /** Everything a month; undefined when PMI is not available (no conventional loan to price). */
  monthlyPaymentCents: number | undefined;
  closingCostsCents: number;
  /** Down payment + closing costs. */
  cashToCloseCents: number;
}

/** Everything the down payment calculator shows. */
export interface DownPaymentCalculatorResult {
  homePriceCents: number;
  closingCostPercent: number;
  /** 3 %, 5 %, 10 %, 20 %, then the custom amount when one was given. */
  scenarios: DownPaymentScenario[];
  explanation: Explanation;
}

/** The down payment calculator: 3, 5, 10 and 20 % and a custom amount side by side. */
export function downPaymentCalculator(
  input: DownPaymentCalculatorInput,
): DownPaymentCalculatorResult {
  const { homePriceCents, annualRatePercent, termMonths } = input;
  const closingCostPercent = input.closingCostPercent ?? DEFAULT_CLOSING_COST_PERCENT;
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  if (!Number.isFinite(closingCostPercent) || closingCostPercent < 0 || closingCostPercent > 100) {
    throw new RangeError(
      `closingCostPercent must be a number from 0 to 100, got ${closingCostPercent}`,
    );
  }
  const closingCostsCents = roundHalfUpToCent((homePriceCents * closingCostPercent) / 100);
  const asked: { kind: DownPaymentScenario['kind']; percent: number; cents: number }[] =
    DOWN_PAYMENT_CALCULATOR_PERCENTS.map((percent) => ({
      kind: 'percent',
      percent,
      cents: roundHalfUpToCent((homePriceCents * percent) / 100),
    }));
  if (input.customDownPaymentCents !== undefined) {
    const cents = input.customDownPaymentCents;
    assertWholeCents(cents, 'customDownPaymentCents', 0);
    if (cents > homePriceCents) {
      throw new RangeError('customDownPaymentCents must not be more than homePriceCents');
    }
    asked.push({ kind: 'custom', percent: (cents / homePriceCents) * 100, cents });
  }
  const shared: Assumption[] = [];
  const scenarios = asked.map(({ kind, percent, cents }): DownPaymentScenario => {
    const loanAmountCents = homePriceCents - cents;
    const cost = housingCost(
      { valueCents: homePriceCents, loanAmountCents, annualRatePercent, termMonths },
      input,
    );
    // The PMI rate differs by column and is in each column's mortgageInsurance; the rest is shared.
    for (const assumption of cost.assumptions) {
      if (assumption.key === 'pmiAnnualRatePercent' && assumption.origin === 'default') continue;
      if (!shared.some((known) => known.key === assumption.key)) shared.push(assumption);
    }
    return {
      kind,
      downPaymentPercent: percent,
      downPaymentCents: cents,
      loanAmountCents,
      principalAndInterestCents: cost.principalAndInterestCents,
      mortgageInsurance: cost.mortgageInsurance,
      propertyTaxCents: cost.propertyTaxCents,
      homeownersInsuranceCents: cost.homeownersInsuranceCents,
      hoaCents: cost.hoaCents,
      monthlyPaymentCents: cost.totalMonthlyCents,
      closingCostsCents,
      cashToCloseCents: cents + closingCostsCents,
    };
  });
  return {
    homePriceCents,
    closingCostPercent,
    scenarios,
    explanation: {
      formulas: [
        'levelPayment',
        'pmiRateCard',
        'propertyTaxRate',
        'homeownersInsuranceRate',
        'closingCostPercent',
      ],
      assumptions: [
        given('homePriceCents', homePriceCents, 'cents'),
        ...(input.customDownPaymentCents === undefined
          ? []
          : [given('customDownPaymentCents', input.customDownPaymentCents, 'cents')]),
        given('annualRatePercent', annualRatePercent, 'percent'),
        given('termMonths', termMonths, 'months'),
        input.closingCostPercent === undefined
          ? assumed('closingCostPercent', closingCostPercent, 'percent', CLOSING_COST_SOURCE)
          : given('closingCostPercent', closingCostPercent, 'percent'),
        ...shared,
      ],
    },
  };
}

/** Where the closing cost default comes from (research §8: 2–5 % of the loan, Bankrate; 3–6 %, Rocket). */
const CLOSING_COST_SOURCE = {
  id: 'closingCostRange',
  edition: 'Bankrate closing costs guide (2–5 % of the loan), read 2026-11-21',
  url: 'http://bankrate.com/finance/mortgages/closing-costs/united-states.aspx',
} as const;
