import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Buying', 'buying'],
    ['Rates and costs', 'rates-and-costs'],
    ['Credit and finances', 'credit-and-finances'],
    ['1. Work out your budget', '1-work-out-your-budget'],
    ['Fixed vs ARM at a glance', 'fixed-vs-arm-at-a-glance'],
    ['FHA & VA loans', 'fha-and-va-loans'],
    ["Who doesn't pay the funding fee", 'who-doesnt-pay-the-funding-fee'],
    ['  Déjà vu — résumé  ', 'deja-vu-resume'],
    ['5/6 ARM (SOFR)', '5-6-arm-sofr'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('createSlugger', () => {
  it('numbers repeated headings so every id is unique, and names an empty one', () => {
    const slug = createSlugger();
    expect(['An example', 'An example', 'An example-2', 'An example', '!!!'].map(slug)).toEqual([
      'an-example',
      'an-example-2',
      'an-example-2-2',
      'an-example-3',
      'section',
    ]);
  });
});
