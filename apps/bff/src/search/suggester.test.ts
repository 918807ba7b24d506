import { describe, expect, it } from 'vitest';
import { SUGGESTION_LIMIT } from '@lender/validation';
import { Suggester } from './suggester.ts';

const suggester = new Suggester([
  { text: 'Refinancing your mortgage', weight: 3 },
  { text: 'refinance', weight: 2 },
  { text: 'cash-out refinance', weight: 2 },
  { text: 'refinance closing costs', weight: 2 },
  { text: 'Mortgage rates, points and APR', weight: 3 },
  { text: 'Private mortgage insurance (PMI)', weight: 3 },
  { text: 'FHA loans', weight: 3 },
  { text: 'Home equity', weight: 1 },
  { text: 'HOME EQUITY', weight: 2 },
]);

describe('Suggester', () => {
  it(`answers at most ${SUGGESTION_LIMIT} suggestions (SPEC §9)`, () => {
    expect(SUGGESTION_LIMIT).toBe(3);
    expect(suggester.suggest('ref')).toHaveLength(3);
  });

  it('puts phrases that start with the term first, shortest first among equals', () => {
    expect(suggester.suggest('refin')).toEqual([
      'Refinancing your mortgage',
      'refinance',
      'refinance closing costs',
    ]);
  });

  it('matches the start of any word when no phrase starts with the term', () => {
    expect(suggester.suggest('insur')).toEqual(['Private mortgage insurance (PMI)']);
    expect(suggester.suggest('cash refi')).toEqual(['cash-out refinance']);
  });

  it('ignores case, accents and punctuation in what was typed', () => {
    expect(suggester.suggest('  FHÁ   Lo')).toEqual(['FHA loans']);
  });

  it('forgives a typo by trigram similarity', () => {
    expect(suggester.suggest('morgage rat')).toEqual(['Mortgage rates, points and APR']);
    expect(suggester.suggest('refinanse')[0]).toBe('refinance');
  });

  it('does not let one close word carry an unrelated one', () => {
    expect(suggester.suggest('mortgage zzzz')).toEqual([]);
  });

  it('keeps one of phrases that differ only in case, with the higher weight', () => {
    expect(suggester.suggest('home eq')).toHaveLength(1);
  });

  it.each(['', '   ', '!!!', 'xylophone'])('suggests nothing for %j', (term) => {
    expect(suggester.suggest(term)).toEqual([]);
  });

  it('knows each distinct phrase once', () => {
    expect(suggester.size).toBe(8);
  });
});

describe('Suggester answers remembered', () => {
  it('gives the same answer again, and a copy the caller cannot change', () => {
    const own = new Suggester([{ text: 'refinance', weight: 1 }]);
    const first = own.suggest('refi');
    first.push('tampered');
    expect(own.suggest('REFI ')).toEqual(['refinance']);
  });
});
