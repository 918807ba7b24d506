// What the calculators' entry functions promise beyond their figures (the figures themselves are
// checked against Excel in the *.reference.test.ts files): validation that names the field, the
// flags a screen shows, and "How we calculated this" as data.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationCalculator } from './amortization-calculator.ts';
import { downPaymentCalculator } from './down-payment.ts';
import { homeEquityCalculator } from './home-equity.ts';
import {
  downPaymentCentsFromPercent,
  downPaymentPercentOf,
  miniMortgageCalculator,
  mortgagePaymentCalculator,
} from './mortgage-calculator.ts';
import { mortgagePayoffCalculator } from './payoff.ts';
import { miniPurchaseRefinanceCalculator } from './purchase-refinance.ts';
import { lowerPaymentRefinanceCalculator, shorterTermRefinanceCalculator } from './refinance.ts';

const MORTGAGE = {
  homePriceCents: 400_000_00,
  downPaymentPercent: 10,
  annualRatePercent: 6.5,
  termMonths: 360,
  stateCode: 'MI',
};

describe('mortgagePaymentCalculator', () => {
  it('explains itself: formulas, the inputs, and each default with its dated source', () => {
    const { explanation } = mortgagePaymentCalculator(MORTGAGE);
    expect(explanation.formulas).toEqual(
      expect.arrayContaining([
        'levelPayment',
        'propertyTaxRate',
        'homeownersInsuranceRate',
        'pmiRateCard',
      ]),
    );
    const byKey = Object.fromEntries(explanation.assumptions.map((a) => [a.key, a]));
    expect(byKey.homePriceCents).toEqual({
      key: 'homePriceCents',
      value: 400_000_00,
      unit: 'cents',
      origin: 'input',
    });
    expect(byKey.downPaymentPercent).toMatchObject({ value: 10, origin: 'input' });
    expect(byKey.stateCode).toMatchObject({ value: 'MI', unit: 'stateCode', origin: 'input' });
    expect(byKey.propertyTaxRatePercent).toMatchObject({
      value: 1.82,
      unit: 'percent',
      origin: 'default',
      source: { id: 'propertyTaxByState' },
    });
    expect(byKey.homeownersInsuranceRatePercent?.source?.id).toBe(
      'homeownersInsuranceNationalAverage',
    );
    expect(byKey.creditScore).toMatchObject({ value: 720, origin: 'default' });
    expect(byKey.pmiAnnualRatePercent).toMatchObject({
      value: 0.46,
      origin: 'default',
      source: { id: 'pmiRateCard' },
    });
    expect(byKey.hoaMonthlyCents).toMatchObject({ value: 0, origin: 'default' });
    // Plain data: it survives JSON unchanged (the API and the URL hash can carry it).
    expect(JSON.parse(JSON.stringify(explanation))).toEqual(explanation);
  });

  it('uses the national tax rate without a state, and typed amounts instead of defaults', () => {
    const result = mortgagePaymentCalculator({
      homePriceCents: 300_000_00,
      downPaymentCents: 60_000_00,
      annualRatePercent: 6,
      termMonths: 360,
      propertyTaxAnnualCents: 4_800_00,
      homeownersInsuranceAnnualCents: 1_800_00,
      hoaMonthlyCents: 150_00,
    });
    expect(result.propertyTaxCents).toBe(400_00);
    expect(result.homeownersInsuranceCents).toBe(150_00);
    expect(result.hoaCents).toBe(150_00);
    const keys = result.explanation.assumptions.map((a) => `${a.key}:${a.origin}`);
    expect(keys).toContain('propertyTaxAnnualCents:input');
    expect(keys).toContain('homeownersInsuranceAnnualCents:input');
    expect(keys).not.toContain('propertyTaxRatePercent:default');
    const national = mortgagePaymentCalculator({ ...MORTGAGE, stateCode: undefined });
    expect(
      national.explanation.assumptions.find((a) => a.key === 'propertyTaxNationalRatePercent')
        ?.value,
    ).toBe(1.14);
  });

  it.each([
    [
      { downPaymentCents: 1_00 },
      /downPaymentCents or downPaymentPercent: give exactly one of the two/,
    ],
    [
      { downPaymentPercent: undefined },
      /downPaymentCents or downPaymentPercent: give exactly one of the two/,
    ],
    [{ downPaymentPercent: 101 }, /downPaymentPercent must be a number from 0 to 100/],
    [{ homePriceCents: 0 }, /homePriceCents must be 1 cents or more/],
    [{ homePriceCents: 1.5 }, /homePriceCents must be a whole number of cents/],
    [{ stateCode: 'Michigan' }, /stateCode must be a two-letter state code/],
    [{ creditScore: 900 }, /creditScore must be a whole number from 300 to 850/],
    [{ hoaMonthlyCents: -1 }, /hoaMonthlyCents must be 0 cents or more/],
    [{ pmiAnnualRatePercent: 12 }, /pmiAnnualRatePercent must be a number from 0 to 10/],
    [{ annualRatePercent: -1 }, /annualRatePercent must be a finite number, 0 or more/],
    [{ termMonths: 0 }, /termMonths must be a whole number of months, 1 or more/],
  ])('refuses %o with a RangeError naming the field', (change, message) => {
    expect(() => mortgagePaymentCalculator({ ...MORTGAGE, ...change } as never)).toThrow(message);
  });

  it('down payment amount ⇄ percent: typing either way and back lands on the same cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 20_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
        (price, percent) => {
          const amount = downPaymentCentsFromPercent(price, percent);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(price);
          // The percent field shows the amount's exact percent; typing that back gives the amount.
          expect(downPaymentCentsFromPercent(price, downPaymentPercentOf(price, amount))).toBe(
            amount,
          );
        },
      ),
      { numRuns: 2_000 },
    );
    expect(() => downPaymentPercentOf(100_00, 101_00)).toThrow(/not be more than homePriceCents/);
  });

  it('the mini widget carries its question to the full calculator', () => {
    const mini = miniMortgageCalculator({
      homePriceCents: 350_000_00,
      downPaymentCents: 35_000_00,
      annualRatePercent: 6.75,
      termMonths: 360,
      stateCode: 'TX',
    });
    expect(mini.fullCalculatorInput).toEqual({
      homePriceCents: 350_000_00,
      downPaymentCents: 35_000_00,
      annualRatePercent: 6.75,
      termMonths: 360,
      stateCode: 'TX',
    });
    expect(mini.breakdown.map((slice) => slice.key)).toEqual([
      'principalAndInterest',
      'propertyTax',
      'homeownersInsurance',
      'mortgageInsurance',
    ]);
  });
});

describe('amortizationCalculator', () => {
  it('names the extras among its assumptions and the extra-principal formula only when there are extras', () => {
    const plain = amortizationCalculator({
      loanAmountCents: 200_000_00,
      annualRatePercent: 6,
      termMonths: 360,
    });
    expect(plain.explanation.formulas).not.toContain('extraPrincipal');
    const extra = amortizationCalculator({
      loanAmountCents: 200_000_00,
      annualRatePercent: 6,
      termMonths: 360,
      extraAnnualCents: 2_000_00,
      extraAnnualMonth: 12,
      oneTimeExtras: [{ paymentNumber: 24, amountCents: 10_000_00 }],
      startDate: { year: 2027, month: 1 },
    });
    expect(extra.explanation.formulas).toContain('extraPrincipal');
    expect(extra.explanation.assumptions.map((a) => a.key)).toEqual(
      expect.arrayContaining([
        'extraAnnualCents',
        'extraAnnualMonth',
        'oneTimeExtrasCents',
        'startDate',
      ]),
    );
    expect(extra.payoffDate).toBeDefined();
    expect(extra.originalPayoffDate).toEqual({ year: 2056, month: 12 });
    expect(extra.interestSavedCents).toBeGreaterThan(0);
  });
});

describe('homeEquityCalculator', () => {
  it('caps the amount at what is available and says so', () => {
    const result = homeEquityCalculator({
      homeValueCents: 400_000_00,
      mortgageBalancesCents: [250_000_00],
      borrowCents: 200_000_00,
      helocAnnualRatePercent: 8,
      homeEquityLoanAnnualRatePercent: 8.5,
    });
    expect(result.availableCents).toBe(110_000_00);
    expect(result.borrowCents).toBe(110_000_00);
    expect(result.requestedAboveAvailable).toBe(true);
  });

  it.each([
    [{ mortgageBalancesCents: [100_00, -1] }, /mortgageBalancesCents\[1\] must be 0 cents or more/],
    [
      { helocAnnualRatePercent: Number.NaN },
      /helocAnnualRatePercent must be a number from 0 to 100/,
    ],
    [{ homeEquityLoanTermMonths: 0 }, /homeEquityLoanTermMonths must be a whole number of months/],
    [{ maxCombinedLtvPercent: -5 }, /maxCombinedLtvPercent must be a finite number, 0 or more/],
    [{ borrowCents: 1.5 }, /borrowCents must be a whole number of cents/],
  ])('refuses %o with a RangeError naming the field', (change, message) => {
    expect(() =>
      homeEquityCalculator({
        homeValueCents: 400_000_00,
        mortgageBalancesCents: [250_000_00],
        helocAnnualRatePercent: 8,
        homeEquityLoanAnnualRatePercent: 8.5,
        ...change,
      }),
    ).toThrow(message);
  });
});

describe('miniPurchaseRefinanceCalculator', () => {
  it.each([
    [
      {
        tab: 'refinance',
        homeValueCents: 300_000_00,
        mortgageBalanceCents: 280_000_00,
        cashOutCents: 30_000_00,
        annualRatePercent: 6,
        termMonths: 360,
      },
      /must not be more than homeValueCents/,
    ],
    [
      { tab: 'sideways', annualRatePercent: 6, termMonths: 360 },
      /tab must be purchase or refinance/,
    ],
  ])('refuses %o', (input, message) => {
    expect(() => miniPurchaseRefinanceCalculator(input as never)).toThrow(message);
  });
});

describe('downPaymentCalculator', () => {
  it('shows 3, 5, 10 and 20 % and then the custom amount', () => {
    const result = downPaymentCalculator({
      homePriceCents: 400_000_00,
      customDownPaymentCents: 30_000_00,
      annualRatePercent: 6.5,
      termMonths: 360,
    });
    expect(result.scenarios.map((s) => [s.kind, s.downPaymentPercent])).toEqual([
      ['percent', 3],
      ['percent', 5],
      ['percent', 10],
      ['percent', 20],
      ['custom', 7.5],
    ]);
    expect(
      result.explanation.assumptions.find((a) => a.key === 'closingCostPercent'),
    ).toMatchObject({ value: 3, origin: 'default' });
  });

  it.each([
    [
      { customDownPaymentCents: 400_000_01 },
      /customDownPaymentCents must not be more than homePriceCents/,
    ],
    [{ closingCostPercent: -1 }, /closingCostPercent must be a number from 0 to 100/],
  ])('refuses %o', (change, message) => {
    expect(() =>
      downPaymentCalculator({
        homePriceCents: 400_000_00,
        annualRatePercent: 6.5,
        termMonths: 360,
        ...change,
      }),
    ).toThrow(message);
  });
});

describe('lowerPaymentRefinanceCalculator', () => {
  it('says plainly when a lower payment costs more over the life of the loan', () => {
    // 10 years left at 5.5 % stretched to 30 years at 6.5 %: $1,899 → $1,106 a month, $150,000+ more interest.
    const result = lowerPaymentRefinanceCalculator({
      currentBalanceCents: 175_000_00,
      currentAnnualRatePercent: 5.5,
      currentRemainingMonths: 120,
      newAnnualRatePercent: 6.5,
      newTermMonths: 360,
      closingCostsCents: 3_500_00,
    });
    expect(result.monthlySavingsCents).toBeGreaterThan(0);
    expect(result.noMonthlySavings).toBe(false);
    expect(result.costsMoreOverLife).toBe(true);
    expect(result.lifetimeCostChangeCents).toBeGreaterThan(150_000_00);
    expect(result.breaksEvenBeforePayoff).toBe(true);
  });

  it('flags a refinance with no monthly savings and gives no break-even', () => {
    const result = lowerPaymentRefinanceCalculator({
      currentBalanceCents: 500_000_00,
      currentAnnualRatePercent: 7.25,
      currentRemainingMonths: 360,
      newAnnualRatePercent: 6,
      newTermMonths: 180,
      closingCostsCents: 6_000_00,
    });
    expect(result).toMatchObject({
      noMonthlySavings: true,
      breakEvenMonth: undefined,
      breaksEvenBeforePayoff: false,
      costsMoreOverLife: false,
    });
  });
});

describe('shorterTermRefinanceCalculator', () => {
  it('needs at least one offer', () => {
    expect(() =>
      shorterTermRefinanceCalculator({
        currentBalanceCents: 1_00,
        currentAnnualRatePercent: 6,
        currentRemainingMonths: 300,
        closingCostsCents: 0,
        offers: [],
      }),
    ).toThrow(/offers must list at least one term and rate/);
  });
});

describe('mortgagePayoffCalculator', () => {
  const LOAN = { currentBalanceCents: 250_000_00, annualRatePercent: 6.5, remainingMonths: 300 };

  it.each([
    [{ payoffBy: { year: 2040, month: 1 } }, /payoffBy needs startDate/],
    [
      { payoffBy: { year: 2026, month: 12 }, startDate: { year: 2027, month: 1 } },
      /payoffBy must be the month of the next payment or later/,
    ],
    [
      {
        payoffBy: { year: 2040, month: 1 },
        targetMonths: 100,
        startDate: { year: 2027, month: 1 },
      },
      /payoffBy or targetMonths: give exactly one of the two/,
    ],
    [{ targetMonths: 0 }, /targetMonths must be a whole number of months, 1 or more/],
  ])('refuses %o', (change, message) => {
    expect(() =>
      mortgagePayoffCalculator({ ...LOAN, goal: 'extraForPayoffDate', ...change } as never),
    ).toThrow(message);
  });

  it('refuses an unknown goal', () => {
    expect(() => mortgagePayoffCalculator({ ...LOAN, goal: 'retire' } as never)).toThrow(
      /goal must be/,
    );
  });

  it('pays off in the month asked: the payoff date is the target date', () => {
    const result = mortgagePayoffCalculator({
      ...LOAN,
      goal: 'extraForPayoffDate',
      startDate: { year: 2027, month: 1 },
      payoffBy: { year: 2041, month: 12 },
    });
    expect(result.targetMonths).toBe(180);
    expect(result.payoffDate).toEqual({ year: 2041, month: 12 });
    expect(result.explanation.formulas).toContain('payoffExtraSearch');
    expect(result.explanation.assumptions.find((a) => a.key === 'payoffBy')?.value).toEqual({
      year: 2041,
      month: 12,
    });
  });
});
