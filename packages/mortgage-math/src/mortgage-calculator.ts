// The mortgage calculator and the mini mortgage widget (SPEC §1; issue 24): price, down payment
// (amount ⇄ percent), rate, term, ZIP-based tax and insurance defaults, PMI and HOA → the monthly
// payment and its breakdown for the donut.
import { given, type Explanation, type FormulaKey } from './assumptions.ts';
import {
  housingCost,
  type HousingCostOptions,
  type MortgageInsuranceEstimate,
} from './housing-cost.ts';
import { assertWholeCents, roundHalfUpToCent } from './money.ts';

/** Down payment for a percent of the price, half-up to the cent (the percent field typed → the amount field). */
export function downPaymentCentsFromPercent(
  homePriceCents: number,
  downPaymentPercent: number,
): number {
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  checkDownPaymentPercent(downPaymentPercent);
  return roundHalfUpToCent((homePriceCents * downPaymentPercent) / 100);
}

/** Down payment as a percent of the price, unrounded (the amount field typed → the percent field; format at the edge). */
export function downPaymentPercentOf(homePriceCents: number, downPaymentCents: number): number {
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  assertWholeCents(downPaymentCents, 'downPaymentCents', 0);
  if (downPaymentCents > homePriceCents) {
    throw new RangeError('downPaymentCents must not be more than homePriceCents');
  }
  return (downPaymentCents / homePriceCents) * 100;
}

function checkDownPaymentPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`downPaymentPercent must be a number from 0 to 100, got ${percent}`);
  }
}

/** A down payment typed as an amount or as a percent of the price: exactly one of the two. */
export type DownPaymentInput =
  | { downPaymentCents: number; downPaymentPercent?: never }
  | { downPaymentPercent: number; downPaymentCents?: never };

/** The mortgage calculator's inputs. */
export type MortgageCalculatorInput = DownPaymentInput &
  HousingCostOptions & {
    homePriceCents: number;
    annualRatePercent: number;
    termMonths: number;
  };

/** One slice of the payment donut. */
export interface PaymentSlice {
  key: 'principalAndInterest' | 'propertyTax' | 'homeownersInsurance' | 'mortgageInsurance' | 'hoa';
  cents: number;
}

/** Everything the mortgage calculator shows. */
export interface MortgageCalculatorResult {
  homePriceCents: number;
  downPaymentCents: number;
  /** Unrounded percent of the price (format it at the edge). */
  downPaymentPercent: number;
  loanAmountCents: number;
  /** Loan ÷ price × 100, unrounded. */
  ltvPercent: number;
  principalAndInterestCents: number;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  mortgageInsurance: MortgageInsuranceEstimate;
  hoaCents: number;
  /** The monthly payment; undefined when PMI is not available (under 3 % down, or a score under 580). */
  totalMonthlyCents: number | undefined;
  /** The donut's slices, in this order; zero slices are kept so the legend is stable. */
  breakdown: PaymentSlice[];
  /** Cent-schedule interest over the term, and principal + interest paid. */
  totalInterestCents: number;
  totalOfPaymentsCents: number;
  payoffMonths: number;
  explanation: Explanation;
}

/** Resolve the down payment typed either way into cents and the exact percent. */
function resolveDownPayment(
  homePriceCents: number,
  input: DownPaymentInput,
): { downPaymentCents: number; downPaymentPercent: number; typed: 'amount' | 'percent' } {
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  const hasAmount = input.downPaymentCents !== undefined;
  const hasPercent = input.downPaymentPercent !== undefined;
  if (hasAmount === hasPercent) {
    throw new RangeError('downPaymentCents or downPaymentPercent: give exactly one of the two');
  }
  if (hasAmount) {
    const downPaymentCents = input.downPaymentCents as number;
    return {
      downPaymentCents,
      downPaymentPercent: downPaymentPercentOf(homePriceCents, downPaymentCents),
      typed: 'amount',
    };
  }
  const percent = input.downPaymentPercent as number;
  const downPaymentCents = downPaymentCentsFromPercent(homePriceCents, percent);
  // The exact percent of the rounded amount, so every figure follows the money actually put down.
  return {
    downPaymentCents,
    downPaymentPercent: (downPaymentCents / homePriceCents) * 100,
    typed: 'percent',
  };
}

const MORTGAGE_FORMULAS: FormulaKey[] = [
  'levelPayment',
  'propertyTaxRate',
  'homeownersInsuranceRate',
  'pmiRateCard',
  'pmiAutomaticTermination',
  'centSchedule',
];

/** The mortgage calculator: monthly payment with its breakdown, totals and the assumptions used. */
export function mortgagePaymentCalculator(
  input: MortgageCalculatorInput,
): MortgageCalculatorResult {
  const { homePriceCents, annualRatePercent, termMonths } = input;
  const down = resolveDownPayment(homePriceCents, input);
  const loanAmountCents = homePriceCents - down.downPaymentCents;
  const cost = housingCost(
    { valueCents: homePriceCents, loanAmountCents, annualRatePercent, termMonths },
    input,
  );
  const mortgageInsuranceCents = cost.mortgageInsurance.eligible
    ? cost.mortgageInsurance.monthlyCents
    : 0;
  return {
    homePriceCents,
    downPaymentCents: down.downPaymentCents,
    downPaymentPercent: down.downPaymentPercent,
    loanAmountCents,
    ltvPercent: (loanAmountCents / homePriceCents) * 100,
    principalAndInterestCents: cost.principalAndInterestCents,
    propertyTaxCents: cost.propertyTaxCents,
    homeownersInsuranceCents: cost.homeownersInsuranceCents,
    mortgageInsurance: cost.mortgageInsurance,
    hoaCents: cost.hoaCents,
    totalMonthlyCents: cost.totalMonthlyCents,
    breakdown: [
      { key: 'principalAndInterest', cents: cost.principalAndInterestCents },
      { key: 'propertyTax', cents: cost.propertyTaxCents },
      { key: 'homeownersInsurance', cents: cost.homeownersInsuranceCents },
      { key: 'mortgageInsurance', cents: mortgageInsuranceCents },
      { key: 'hoa', cents: cost.hoaCents },
    ],
    totalInterestCents: cost.totalInterestCents,
    totalOfPaymentsCents: loanAmountCents + cost.totalInterestCents,
    payoffMonths: cost.payoffMonths,
    explanation: {
      formulas: MORTGAGE_FORMULAS,
      assumptions: [
        given('homePriceCents', homePriceCents, 'cents'),
        down.typed === 'amount'
          ? given('downPaymentCents', down.downPaymentCents, 'cents')
          : given('downPaymentPercent', input.downPaymentPercent as number, 'percent'),
        given('annualRatePercent', annualRatePercent, 'percent'),
        given('termMonths', termMonths, 'months'),
        ...cost.assumptions,
      ],
    },
  };
}

/** The mini mortgage widget's inputs: the essentials; everything else takes the defaults. */
export type MiniMortgageInput = DownPaymentInput & {
  homePriceCents: number;
  annualRatePercent: number;
  termMonths: number;
  stateCode?: string;
};

/** What the mini mortgage widget shows, and the inputs to carry to the full calculator. */
export interface MiniMortgageResult {
  loanAmountCents: number;
  downPaymentCents: number;
  downPaymentPercent: number;
  principalAndInterestCents: number;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  /** 0 at 20 % down; undefined when PMI is not available. */
  mortgageInsuranceCents: number | undefined;
  totalMonthlyCents: number | undefined;
  breakdown: PaymentSlice[];
  /** The same question for the full mortgage calculator ("see the full breakdown" link). */
  fullCalculatorInput: MortgageCalculatorInput;
  explanation: Explanation;
}

/** The mini mortgage widget: the full calculator's figures for the four essential inputs. */
export function miniMortgageCalculator(input: MiniMortgageInput): MiniMortgageResult {
  const fullCalculatorInput: MortgageCalculatorInput =
    input.downPaymentCents !== undefined
      ? {
          homePriceCents: input.homePriceCents,
          downPaymentCents: input.downPaymentCents,
          annualRatePercent: input.annualRatePercent,
          termMonths: input.termMonths,
          ...(input.stateCode === undefined ? {} : { stateCode: input.stateCode }),
        }
      : {
          homePriceCents: input.homePriceCents,
          downPaymentPercent: input.downPaymentPercent as number,
          annualRatePercent: input.annualRatePercent,
          termMonths: input.termMonths,
          ...(input.stateCode === undefined ? {} : { stateCode: input.stateCode }),
        };
  const full = mortgagePaymentCalculator(fullCalculatorInput);
  return {
    loanAmountCents: full.loanAmountCents,
    downPaymentCents: full.downPaymentCents,
    downPaymentPercent: full.downPaymentPercent,
    principalAndInterestCents: full.principalAndInterestCents,
    propertyTaxCents: full.propertyTaxCents,
    homeownersInsuranceCents: full.homeownersInsuranceCents,
    mortgageInsuranceCents: full.mortgageInsurance.eligible
      ? full.mortgageInsurance.monthlyCents
      : undefined,
    totalMonthlyCents: full.totalMonthlyCents,
    breakdown: full.breakdown.filter((slice) => slice.key !== 'hoa'),
    fullCalculatorInput,
    explanation: full.explanation,
  };
}
