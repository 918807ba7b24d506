import { describe, expect, it } from 'vitest';
import { pageName } from './page-name.ts';

describe('pageName', () => {
  // SPEC §2: "path / is named '{product}:home'".
  it.each(['/', '', '//', '/?utm_source=email', '/#main', '/?q=a#b'])(
    'names the home path %j "{product}:home"',
    (path) => {
      expect(pageName(path, 'mortgage')).toBe('mortgage:home');
    },
  );

  it('puts the product given into the home page name', () => {
    expect(pageName('/', 'heloc')).toBe('heloc:home');
  });

  // SPEC §2: "the refinance calculator path is named as the lower payment calculator".
  it.each([
    '/calculators/refinance',
    '/calculators/refinance/',
    '/calculators/refinance?zip=48226#creditScore=720',
    '//calculators//refinance',
  ])('names the refinance calculator %j as the lower payment calculator', (path) => {
    expect(pageName(path, 'mortgage')).toBe('calculators:lower payment refinance calculator');
  });

  // SPEC §2: "other paths become the path segments joined by colons, with dashes turned into spaces".
  it.each([
    { path: '/calculators', name: 'calculators' },
    {
      path: '/calculators/lower-payment-refinance-calculator',
      name: 'calculators:lower payment refinance calculator',
    },
    { path: '/calculators/refinance-calculator-2', name: 'calculators:refinance calculator 2' },
    { path: '/calculators/refinance/extra', name: 'calculators:refinance:extra' },
    {
      path: '/calculators/shorter-term-refinance',
      name: 'calculators:shorter term refinance',
    },
    { path: '/refinance-calculator', name: 'refinance calculator' },
    { path: '/home-loans/va-loans', name: 'home loans:va loans' },
    { path: '/purchase/get-started', name: 'purchase:get started' },
    { path: '/opt-out/thank-you/', name: 'opt out:thank you' },
    { path: '/search?q=refinance-rates', name: 'search' },
    { path: '/learn/buying-a-home#step-2', name: 'learn:buying a home' },
    { path: '///learn//buying-a-home//', name: 'learn:buying a home' },
    { path: 'learn/buying-a-home', name: 'learn:buying a home' },
    { path: '/es/calculadoras', name: 'es:calculadoras' },
    { path: '/learn/what%20is%20apr', name: 'learn:what is apr' },
    { path: '/learn/caf%C3%A9', name: 'learn:café' },
    // An encoded slash stays inside its segment rather than making a new one.
    { path: '/learn/a%2Fb', name: 'learn:a/b' },
    // Malformed escapes are kept as typed instead of throwing.
    { path: '/learn/100%', name: 'learn:100%' },
    { path: '/learn/%E0%A4%A', name: 'learn:%E0%A4%A' },
  ])('names $path "$name"', ({ path, name }) => {
    expect(pageName(path, 'mortgage')).toBe(name);
  });
});
