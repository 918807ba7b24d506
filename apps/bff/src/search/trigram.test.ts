import { describe, expect, it } from 'vitest';
import { foldText, trigramSimilarity, trigrams, trigramWords } from './trigram.ts';

describe('trigrams', () => {
  it('pads each word as pg_trgm does (show_trgm)', () => {
    // select show_trgm('cat') → {"  c"," ca","at ",cat}
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it('splits on anything but letters and digits', () => {
    expect(trigramWords('Home-equity loans, 2026!')).toEqual(['home', 'equity', 'loans', '2026']);
  });

  it('folds accents and case', () => {
    expect(foldText('Préstamo HOGAR')).toBe('prestamo hogar');
  });
});

describe('trigramSimilarity', () => {
  it.each([
    // Values pg_trgm gives for the same pairs: select similarity(a, b).
    ['word', 'word', 1],
    ['word', 'two words', 4 / 11],
    ['refinance', 'refinnace', 6 / 14],
    ['mortgage', 'banana', 0],
  ])('similarity(%j, %j) = %d', (a, b, expected) => {
    expect(trigramSimilarity(trigrams(a), trigrams(b))).toBeCloseTo(expected, 6);
  });

  it('is 0 when either side has no words', () => {
    expect(trigramSimilarity(trigrams(''), trigrams('loan'))).toBe(0);
  });
});
