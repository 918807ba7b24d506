import { describe, expect, it } from 'vitest';
import { CALCULATOR_NAMES, CALCULATORS, calculatorHref } from './calculators.ts';

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
