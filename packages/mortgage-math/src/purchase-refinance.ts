// The mini purchase/refinance widget (issue 24): two tabs, each with an estimated monthly payment
// and a call to action. Purchase: the mortgage calculator's payment. Refinance: a new loan for what
// is owed plus any cash out, against the home's value.
import { given, type Assumption, type Explanation } from './assumptions.ts';
import { CASH_OUT_REFINANCE_MAX_LTV_PERCENT } from './home-equity.ts';
import { housingCost, type MortgageInsuranceEstimate } from './housing-cost.ts';
import { assertWholeCents } from './money.ts';
import { mortgagePaymentCalculator } from './mortgage-calculator.ts';

/** The purchase tab: the home's price and the cash put down. */
export interface MiniPurchaseInput {
  tab: 'purchase';
  homePriceCents: number;
  downPaymentCents: number;
  annualRatePercent: number;
  termMonths: number;
  stateCode?: string;
  creditScore?: number;
}

/** The refinance tab: the home's value, what is owed, and any cash to take out. */
export interface MiniRefinanceInput {
  tab: 'refinance';
  homeValueCents: number;
  mortgageBalanceCents: number;
  /** Default 0 (a rate-and-term refinance). */
  cashOutCents?: number;
  annualRatePercent: number;
  termMonths: number;
  stateCode?: string;
  creditScore?: number;
}

/** The estimate either tab shows. */
export interface MiniPurchaseRefinanceResult {
  tab: 'purchase' | 'refinance';
  loanAmountCents: number;
  /** Loan ÷ price (or value) × 100, unrounded. */
  ltvPercent: number;
  principalAndInterestCents: number;
  propertyTaxCents: number;
  homeownersInsuranceCents: number;
  mortgageInsurance: MortgageInsuranceEstimate;
  /** The estimated payment; undefined when PMI is not available (LTV over 97 %, or a score under 580). */
  totalMonthlyCents: number | undefined;
  /** Refinance with cash out above 80 % LTV (Fannie Mae's cash-out maximum): the estimate is not an offer. */
  exceedsCashOutMaxLtv: boolean;
  explanation: Explanation;
}

/** The mini purchase/refinance widget: the estimated payment of the tab the visitor is on. */
export function miniPurchaseRefinanceCalculator(
  input: MiniPurchaseInput | MiniRefinanceInput,
): MiniPurchaseRefinanceResult {
  if (input.tab === 'purchase') {
    const full = mortgagePaymentCalculator({
      homePriceCents: input.homePriceCents,
      downPaymentCents: input.downPaymentCents,
      annualRatePercent: input.annualRatePercent,
      termMonths: input.termMonths,
      ...(input.stateCode === undefined ? {} : { stateCode: input.stateCode }),
      ...(input.creditScore === undefined ? {} : { creditScore: input.creditScore }),
    });
    return {
      tab: 'purchase',
      loanAmountCents: full.loanAmountCents,
      ltvPercent: full.ltvPercent,
      principalAndInterestCents: full.principalAndInterestCents,
      propertyTaxCents: full.propertyTaxCents,
      homeownersInsuranceCents: full.homeownersInsuranceCents,
      mortgageInsurance: full.mortgageInsurance,
      // No HOA field on the widget, so the total is principal, interest, tax, insurance and PMI.
      totalMonthlyCents: full.totalMonthlyCents,
      exceedsCashOutMaxLtv: false,
      explanation: {
        formulas: full.explanation.formulas,
        assumptions: full.explanation.assumptions.filter((a) => a.key !== 'hoaMonthlyCents'),
      },
    };
  }
  if (input.tab !== 'refinance') {
    throw new RangeError(
      `tab must be purchase or refinance, got ${String((input as { tab: unknown }).tab)}`,
    );
  }
  const { homeValueCents, mortgageBalanceCents, annualRatePercent, termMonths } = input;
  const cashOutCents = input.cashOutCents ?? 0;
  assertWholeCents(homeValueCents, 'homeValueCents', 1);
  assertWholeCents(mortgageBalanceCents, 'mortgageBalanceCents', 0);
  assertWholeCents(cashOutCents, 'cashOutCents', 0);
  const loanAmountCents = mortgageBalanceCents + cashOutCents;
  if (loanAmountCents > homeValueCents) {
    throw new RangeError(
      'mortgageBalanceCents plus cashOutCents must not be more than homeValueCents',
    );
  }
  const cost = housingCost(
    { valueCents: homeValueCents, loanAmountCents, annualRatePercent, termMonths },
    {
      ...(input.stateCode === undefined ? {} : { stateCode: input.stateCode }),
      ...(input.creditScore === undefined ? {} : { creditScore: input.creditScore }),
    },
  );
  const assumptions: Assumption[] = [
    given('homeValueCents', homeValueCents, 'cents'),
    given('mortgageBalanceCents', mortgageBalanceCents, 'cents'),
    given('cashOutCents', cashOutCents, 'cents'),
    given('annualRatePercent', annualRatePercent, 'percent'),
    given('termMonths', termMonths, 'months'),
    ...cost.assumptions.filter((a) => a.key !== 'hoaMonthlyCents'),
  ];
  return {
    tab: 'refinance',
    loanAmountCents,
    ltvPercent: (loanAmountCents / homeValueCents) * 100,
    principalAndInterestCents: cost.principalAndInterestCents,
    propertyTaxCents: cost.propertyTaxCents,
    homeownersInsuranceCents: cost.homeownersInsuranceCents,
    mortgageInsurance: cost.mortgageInsurance,
    totalMonthlyCents: cost.totalMonthlyCents,
    // Compared in whole numbers so 80 % is exact.
    exceedsCashOutMaxLtv:
      cashOutCents > 0 &&
      loanAmountCents * 100 > homeValueCents * CASH_OUT_REFINANCE_MAX_LTV_PERCENT,
    explanation: {
      formulas: [
        'levelPayment',
        'propertyTaxRate',
        'homeownersInsuranceRate',
        'pmiRateCard',
        'pmiAutomaticTermination',
      ],
      assumptions,
    },
  };
}
