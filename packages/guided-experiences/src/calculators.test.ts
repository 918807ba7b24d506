import { CALCULATOR_REGISTRY, type CalculatorEntry } from '@lender/calculator-kit/registry';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_NAMES,
  calculatorCards,
  CALCULATORS,
  calculatorHref,
  type CalculatorName,
} from './calculators.ts';

describe('calculator pages (fixed team-wide)', () => {
  it.each([
    { name: 'Mortgage', path: '/calculators/mortgage' },
    { name: 'HomeAffordability', path: '/calculators/affordability' },
    { name: 'DownPayment', path: '/calculators/down-payment' },
    { name: 'RentVsBuy', path: '/calculators/rent-vs-buy' },
    { name: 'Refinance', path: '/calculators/refinance' },
    { name: 'HomeEquity', path: '/calculators/home-equity' },
    { name: 'MortgagePayoff', path: '/calculators/mortgage-payoff' },
    { name: 'Amortization', path: '/calculators/amortization' },
    { name: 'RentRewards', path: '/rent-rewards' },
  ] as const)('$name lives at $path', ({ name, path }) => {
    expect(CALCULATORS[name].path).toBe(path);
    expect(CALCULATORS[name].name).toBe(name);
    expect(CALCULATORS[name].title).not.toBe('');
    expect(CALCULATORS[name].purpose).toMatch(/^[A-Z].*\.$/);
  });

  it('lists every page once', () => {
    expect(Object.keys(CALCULATORS)).toEqual([...CALCULATOR_NAMES]);
  });

  it("takes each calculator's path, title and purpose from the registry", () => {
    expect(CALCULATORS.RentVsBuy.title).toBe('Rent vs. buy calculator');
    for (const entry of CALCULATOR_REGISTRY) {
      if (entry.cardName === undefined) continue;
      expect(CALCULATOR_NAMES).toContain(entry.cardName);
      expect(CALCULATORS[entry.cardName as CalculatorName]).toEqual({
        name: entry.cardName,
        path: entry.path,
        title: entry.name,
        purpose: entry.purpose,
      });
    }
  });

  it('makes a card of every registry page with a card name, and only those', () => {
    const fake: CalculatorEntry = {
      id: 'fake',
      name: 'Fake calculator',
      path: '/calculators/fake',
      description: 'A fake.',
      purpose: 'A fake purpose.',
      package: '@lender/calculator-fake',
      bundle: 'fake',
      cardName: 'Fake',
      hubSection: 'owning',
    };
    const cards = calculatorCards([...CALCULATOR_REGISTRY, fake]);
    expect(cards).toContainEqual({
      name: 'Fake',
      path: '/calculators/fake',
      title: 'Fake calculator',
      purpose: 'A fake purpose.',
    });
    expect(cards.map((card) => card.name)).not.toContain(undefined);
    expect(cards.map((card) => card.path)).not.toContain('/calculators/shorter-term-refinance');
    expect(cards.at(-1)?.name).toBe('RentRewards');
  });

  it.each([
    { params: {}, href: '/calculators/mortgage' },
    { params: { zip: '48226' }, href: '/calculators/mortgage#zip=48226' },
    { params: { creditScore: 619 }, href: '/calculators/mortgage#creditScore=619' },
    {
      params: { zip: '48226', creditScore: 720 },
      href: '/calculators/mortgage#zip=48226&creditScore=720',
    },
    { params: { zip: '' }, href: '/calculators/mortgage' },
  ])('calculatorHref(Mortgage, $params) is $href', ({ params, href }) => {
    expect(calculatorHref('Mortgage', params)).toBe(href);
  });
});
