// The affordability answer (SPEC §3: dollars, and a message for a business error) of
// @lender/mortgage-math's estimate, as GET /rmscbff/calc/affordability gives it
// (@lender/validation's affordabilityResult): known cases, the
// messages, and properties of the solve checked against the rules written out plainly.
import {
  DEFAULT_CLOSING_COST_PERCENT,
  DEFAULT_CREDIT_SCORE,
  DEFAULT_INCOME_TAX_RATE_PERCENT,
  DEFAULT_MIN_DOWN_PAYMENT_PERCENT,
  MAX_AFFORDABILITY_PRICE_CENTS,
  affordability as estimate,
  monthlyHomeownersInsuranceCents,
  monthlyPaymentCents,
  monthlyPmiCents,
  monthlyPropertyTaxCents,
  pmiAnnualRatePercent,
  propertyTaxRatePercent,
  roundHalfUpToCent,
  type AffordabilityInput,
} from '@lender/mortgage-math';
import { AFFORDABILITY_MESSAGES, affordabilityResult } from '@lender/validation';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The answer for an input, as the route gives it. */
const affordability = (input: AffordabilityInput) => affordabilityResult(estimate(input));

const THIRTY_YEAR = {
  annualRatePercent: 6.5,
  termMonths: 360,
  productDescription: '30-year fixed',
};

function input(overrides: Partial<AffordabilityInput> = {}): AffordabilityInput {
  return {
    annualIncomeCents: 100_000_00,
    availableFundsCents: 50_000_00,
    monthlyDebtCents: 500_00,
    state: 'TX',
    dti: 0.36,
    rate: THIRTY_YEAR,
    ...overrides,
  };
}

/**
 * Whether a whole-dollar price fits, written out plainly from the rules (funds pay closing costs
 * first, the rest goes down; PMI by the down-payment share; DTI on gross monthly income). The
 * solver must agree with it at its answer and disagree one dollar higher.
 */
function fitsAt(i: AffordabilityInput, priceDollars: number): boolean {
  const price = priceDollars * 100;
  const closing = roundHalfUpToCent((price * (i.closingCostPercent ?? 3)) / 100);
  const down = Math.min(i.availableFundsCents - closing, price);
  if (down < 0 || down * 100 < (i.minDownPaymentPercent ?? 3) * price) return false;
  const loan = price - down;
  const pmiRate =
    loan === 0
      ? 0
      : pmiAnnualRatePercent(i.creditScore ?? 720, (down / price) * 100, i.rate.termMonths);
  if (pmiRate === undefined) return false;
  const payment =
    monthlyPaymentCents({
      loanAmountCents: loan,
      annualRatePercent: i.rate.annualRatePercent,
      termMonths: i.rate.termMonths,
    }) +
    monthlyPropertyTaxCents(price, i.propertyTaxRatePercent ?? propertyTaxRatePercent(i.state)) +
    monthlyHomeownersInsuranceCents(price, i.homeownersInsuranceRatePercent) +
    (pmiRate === 0 ? 0 : monthlyPmiCents(loan, pmiRate));
  // DTI arrives in hundredths (SPEC §9), so compare in whole numbers rather than float ratios.
  return (payment + i.monthlyDebtCents) * 1200 <= Math.round(i.dti * 100) * i.annualIncomeCents;
}

const cents = (dollars: number): number => Math.round(dollars * 100);

describe('affordability: known cases', () => {
  it('finds the exact DTI edge, including the half-cent rounding of the payment', () => {
    // 0 % rate, no tax, insurance or closing costs: the payment is (price − $1,000,000) ÷ 360,
    // rounded half-up, and may be at most 36 % of $10,000 = $3,600. A loan of $1,296,001
    // pays 360,000.28 cents → $3,600.00; $1,296,002 pays 360,000.56 → $3,600.01.
    const result = affordability(
      input({
        annualIncomeCents: 120_000_00,
        availableFundsCents: 1_000_000_00,
        monthlyDebtCents: 0,
        rate: { annualRatePercent: 0, termMonths: 360, productDescription: '30-year, 0 %' },
        closingCostPercent: 0,
        propertyTaxRatePercent: 0,
        homeownersInsuranceRatePercent: 0,
      }),
    );
    expect(result.message).toBeUndefined();
    expect(result.affordability).toBe(2_296_001);
    expect(result.paymentBreakdown).toEqual({
      monthlyPayment: 3600,
      principalInterestPayment: 3600,
      propertyTax: 0,
      homeOwnersInsurance: 0,
      pmi: 0,
      defaultPropertyTaxPercentage: 0,
      defaultHomeOwnersInsurance: 0,
    });
    expect(result.budgetBreakdown).toEqual({
      monthlyIncome: 10_000,
      monthlyPayment: 3600,
      monthlyDebt: 0,
      monthlyRemainingBudget: 6400,
    });
    expect(result.cashBreakdown.downPayment).toBe(1_000_000);
    expect(result.cashBreakdown.additional).toBe(0);
  });

  it('stops where the funds cover exactly 3 % down plus 3 % closing costs', () => {
    // $60,000 = 6 % of $1,000,000; one dollar more leaves the down payment 6 cents short.
    const result = affordability(
      input({ annualIncomeCents: 1_000_000_00, availableFundsCents: 60_000_00, dti: 0.5 }),
    );
    const loan = 970_000_00;
    const principalInterest = monthlyPaymentCents({
      loanAmountCents: loan,
      annualRatePercent: 6.5,
      termMonths: 360,
    });
    expect(result.affordability).toBe(1_000_000);
    expect(result.cashBreakdown).toEqual({
      cashToBuy: 60_000,
      additional: 0,
      downPayment: 30_000,
      downPaymentPercent: 3,
      closingCost: 30_000,
      closingCostPercent: 3,
    });
    // 720 score at 3 % down: 0.87 % a year (SPEC §9) on $970,000 = $703.25 a month.
    expect(result.paymentBreakdown.pmi).toBe(703.25);
    // Texas 1.90 % of $1,000,000 ÷ 12; Bankrate's $2,408 per $300,000 ÷ 12 scaled to $1,000,000.
    expect(result.paymentBreakdown.propertyTax).toBe(1583.33);
    expect(result.paymentBreakdown.homeOwnersInsurance).toBe(668.89);
    expect(result.paymentBreakdown.principalInterestPayment).toBe(principalInterest / 100);
    expect(cents(result.paymentBreakdown.monthlyPayment)).toBe(
      principalInterest + 703_25 + 1583_33 + 668_89,
    );
    expect(result.paymentBreakdown.defaultPropertyTaxPercentage).toBe(1.9);
    expect(result.paymentBreakdown.defaultHomeOwnersInsurance).toBe(8026.67);
  });

  it('agrees within $2 with a plain floating-point solution of the DTI equation', () => {
    // Funds of $200,000 keep the down payment above 20 % (no PMI), so the payment is linear in
    // the price: PMT(1.03·P − 200,000) + P × (1.90 % + 0.8027 %) ÷ 12 = 0.36 × 8,333.33 − 500.
    const result = affordability(input({ availableFundsCents: 200_000_00 }));
    const monthlyRate = 0.065 / 12;
    const factor = monthlyRate / (1 - Math.pow(1 + monthlyRate, -360));
    const taxAndInsurance = (1.9 + (2408 / 300_000) * 100) / 1200;
    const budget = (0.36 * 100_000) / 12 - 500;
    const exact = (budget + factor * 200_000) / (factor * 1.03 + taxAndInsurance);
    expect(Math.abs(result.affordability - exact)).toBeLessThanOrEqual(2);
    expect(result.paymentBreakdown.pmi).toBe(0);
    expect(result.cashBreakdown.downPaymentPercent).toBeGreaterThan(20);
    expect(result.cashBreakdown.additional).toBe(0);
  });

  it('leaves the funds a cash purchase does not need in `additional`', () => {
    // A $1,000 income cannot carry much tax and insurance, so the price stays far below the funds.
    const result = affordability(
      input({ annualIncomeCents: 12_000_00, monthlyDebtCents: 0, availableFundsCents: 500_000_00 }),
    );
    expect(result.message).toBeUndefined();
    expect(result.paymentBreakdown.principalInterestPayment).toBe(0);
    expect(result.cashBreakdown.downPaymentPercent).toBe(100);
    expect(result.cashBreakdown.additional).toBeGreaterThan(0);
    expect(cents(result.cashBreakdown.additional) + cents(result.cashBreakdown.cashToBuy)).toBe(
      500_000_00,
    );
  });

  it('asks a score under 580 for 20 % down (LTV 80 % as the PMI table rounds it)', () => {
    const result = affordability(
      input({ creditScore: 560, annualIncomeCents: 1_000_000_00, availableFundsCents: 100_000_00 }),
    );
    expect(result.message).toBeUndefined();
    expect(result.cashBreakdown.downPaymentPercent).toBeGreaterThanOrEqual(19.99);
    expect(result.paymentBreakdown.pmi).toBe(0);
    // LTV is truncated to two decimals and rounded up (B2-1.2-01), so anything under 80.01 % reads
    // as 80 %: the price stops below $100,000 ÷ (19.99 % + 3 %) = $434,971.7.
    expect(result.affordability).toBe(434_971);
  });

  it('prices PMI by the credit score: a lower score affords less', () => {
    const base = input({ availableFundsCents: 30_000_00 });
    const good = affordability(base);
    const fair = affordability({ ...base, creditScore: 620 });
    expect(good.paymentBreakdown.pmi).toBeGreaterThan(0);
    expect(fair.affordability).toBeLessThan(good.affordability);
  });

  it('uses the state default tax rate, the national rate for an unknown state, and overrides', () => {
    expect(
      affordability(input({ state: 'nj' })).paymentBreakdown.defaultPropertyTaxPercentage,
    ).toBe(2.01);
    expect(
      affordability(input({ state: 'PR' })).paymentBreakdown.defaultPropertyTaxPercentage,
    ).toBe(1.14);
    expect(
      affordability(input({ propertyTaxRatePercent: 1.25 })).paymentBreakdown
        .defaultPropertyTaxPercentage,
    ).toBe(1.25);
    // A higher tax rate leaves less room for the loan.
    expect(affordability(input({ state: 'NJ' })).affordability).toBeLessThan(
      affordability(input({ state: 'HI' })).affordability,
    );
  });

  it('echoes the rate, product, DTI and documented defaults', () => {
    const result = affordability(input());
    expect(result.dti).toBe(0.36);
    expect(result.initialRate).toBe(6.5);
    expect(result.productDescription).toBe('30-year fixed');
    expect(result.incomeTaxRate).toBe(DEFAULT_INCOME_TAX_RATE_PERCENT);
    expect(result.cashBreakdown.closingCostPercent).toBe(DEFAULT_CLOSING_COST_PERCENT);
    expect(affordability(input({ incomeTaxRatePercent: 24 })).incomeTaxRate).toBe(24);
    expect(DEFAULT_CREDIT_SCORE).toBe(720);
    expect(DEFAULT_MIN_DOWN_PAYMENT_PERCENT).toBe(3);
  });

  it('reports the documented ceiling when nothing else binds', () => {
    const result = affordability(
      input({ annualIncomeCents: 1_000_000_000_00, availableFundsCents: 200_000_000_00 }),
    );
    expect(result.affordability * 100).toBe(MAX_AFFORDABILITY_PRICE_CENTS);
  });
});

describe('affordability: business errors come back as a message, not a throw', () => {
  it.each([
    {
      name: 'no income',
      overrides: { annualIncomeCents: 0 },
      message: 'Enter an annual income above $0 so we can estimate a price',
    },
    {
      name: 'debts exactly at the limit (36 % of $10,000)',
      overrides: { annualIncomeCents: 120_000_00, monthlyDebtCents: 3600_00 },
      message:
        'Your monthly debts are already 36% of your income or more, so we cannot estimate a ' +
        'price. Choose a higher debt-to-income ratio or enter lower debts',
    },
    {
      name: 'debts above the limit',
      overrides: { annualIncomeCents: 120_000_00, monthlyDebtCents: 6000_00, dti: 0.5 },
      message: AFFORDABILITY_MESSAGES.debtsAtLimit(50),
    },
    {
      name: 'no funds',
      overrides: { availableFundsCents: 0 },
      message:
        'Your available funds do not cover a 3% down payment and closing costs, so we cannot ' +
        'estimate a price. Enter the savings you could put toward a home',
    },
    {
      name: 'funds below 3 % down + 3 % closing on a $1 home',
      overrides: { availableFundsCents: 5 },
      message: AFFORDABILITY_MESSAGES.noFunds(3),
    },
  ])('$name', ({ overrides, message }) => {
    const result = affordability(input(overrides));
    expect(result.message).toBe(message);
    expect(result.affordability).toBe(0);
    expect(result.cashBreakdown.cashToBuy).toBe(0);
    expect(result.paymentBreakdown.monthlyPayment).toBe(0);
    expect(result.dti).toBe(overrides.dti ?? 0.36);
  });

  it('still estimates when debts leave just one cent of room', () => {
    const result = affordability(
      input({ annualIncomeCents: 120_000_00, monthlyDebtCents: 3599_99 }),
    );
    expect(result.message).toBeUndefined();
    expect(result.affordability).toBeGreaterThan(0);
  });
});

describe('affordability: impossible input throws RangeError', () => {
  it.each<[string, Partial<AffordabilityInput>]>([
    ['dti with three decimals', { dti: 0.365 }],
    ['dti of 0', { dti: 0 }],
    ['dti above 1', { dti: 1.2 }],
    ['negative income', { annualIncomeCents: -1 }],
    ['fractional cents', { availableFundsCents: 10.5 }],
    ['negative debt', { monthlyDebtCents: -100 }],
    ['credit score out of range', { creditScore: 900 }],
    ['closing cost over 100 %', { closingCostPercent: 101 }],
    ['negative rate', { rate: { ...THIRTY_YEAR, annualRatePercent: -1 } }],
    ['zero term', { rate: { ...THIRTY_YEAR, termMonths: 0 } }],
  ])('%s', (_name, overrides) => {
    expect(() => affordability(input(overrides))).toThrow(RangeError);
  });
});

const STATES = ['AL', 'CA', 'HI', 'IL', 'NJ', 'NY', 'TX', 'WY', 'DC', 'PR'];

const inputs: fc.Arbitrary<AffordabilityInput> = fc.record({
  annualIncomeCents: fc.integer({ min: 20_000_00, max: 600_000_00 }),
  availableFundsCents: fc.integer({ min: 0, max: 400_000_00 }),
  monthlyDebtCents: fc.integer({ min: 0, max: 3_000_00 }),
  state: fc.constantFrom(...STATES),
  dti: fc.integer({ min: 10, max: 60 }).map((hundredths) => hundredths / 100),
  rate: fc.record({
    annualRatePercent: fc.integer({ min: 0, max: 10_000 }).map((thousandths) => thousandths / 1000),
    termMonths: fc.constantFrom(120, 180, 240, 360),
    productDescription: fc.constant('fixed'),
  }),
  creditScore: fc.integer({ min: 300, max: 850 }),
  closingCostPercent: fc.integer({ min: 0, max: 600 }).map((hundredths) => hundredths / 100),
  minDownPaymentPercent: fc.integer({ min: 300, max: 2500 }).map((hundredths) => hundredths / 100),
});

describe('affordability: properties', () => {
  it('returns the highest whole-dollar price within the DTI and funds limits', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const result = affordability(i);
        if (result.message !== undefined) {
          // Only with no income, debts at or over the limit, or not even a $1 home fitting.
          const debtsAtLimit =
            i.monthlyDebtCents * 1200 >= Math.round(i.dti * 100) * i.annualIncomeCents;
          expect(i.annualIncomeCents === 0 || debtsAtLimit || !fitsAt(i, 1)).toBe(true);
          expect(result.affordability).toBe(0);
          return;
        }
        const price = result.affordability;
        expect(Number.isInteger(price) && price >= 1).toBe(true);
        // The returned breakdown itself respects both limits…
        const monthlyOut = cents(result.budgetBreakdown.monthlyPayment) + i.monthlyDebtCents;
        expect(monthlyOut * 12 * 100).toBeLessThanOrEqual(
          Math.round(i.dti * 100) * i.annualIncomeCents,
        );
        expect(cents(result.cashBreakdown.cashToBuy)).toBeLessThanOrEqual(i.availableFundsCents);
        expect(cents(result.cashBreakdown.downPayment) * 100).toBeGreaterThanOrEqual(
          (i.minDownPaymentPercent ?? 3) * price * 100 - 1e-6,
        );
        // …the plain rules agree that it fits, and one dollar more does not (or it is the cap).
        expect(fitsAt(i, price)).toBe(true);
        if (price * 100 < MAX_AFFORDABILITY_PRICE_CENTS) expect(fitsAt(i, price + 1)).toBe(false);
      }),
      // About 70 % of these inputs afford a price (the rest hit a business message), so 1,500 runs
      // check the edge on more than 1,000 solved cases.
      { numRuns: 1500, seed: 20261121 },
    );
  });

  it('never lowers the price when income or funds go up', () => {
    fc.assert(
      fc.property(
        inputs,
        fc.integer({ min: 0, max: 50_000_00 }),
        fc.integer({ min: 0, max: 50_000_00 }),
        (i, moreIncome, moreFunds) => {
          const base = affordability(i).affordability;
          const richer = affordability({
            ...i,
            annualIncomeCents: i.annualIncomeCents + moreIncome,
            availableFundsCents: i.availableFundsCents + moreFunds,
          }).affordability;
          expect(richer).toBeGreaterThanOrEqual(base);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });
});
