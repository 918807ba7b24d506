import { describe, expect, it } from 'vitest';
import {
  opening,
  QUOTE_MAX_LENGTH,
  questionsAndAnswers,
  quotable,
  quotesARate,
  sections,
  sentences,
} from './page-passages.ts';

const page = {
  title: 'What is PMI?',
  description: 'PMI explained.',
  headings: [
    'What is PMI?',
    'How much it costs',
    'Frequently asked questions',
    'Can I cancel PMI?',
  ],
  body: 'Rates and costs · PMI What is PMI? Updated November 16, 2026 · 5 minute read PMI protects the lender. You pay it. How much it costs It is a yearly percentage. Frequently asked questions Can I cancel PMI? Yes, at 80% of the original value.',
};

describe('sections', () => {
  it('splits the body at each heading, in order', () => {
    expect(sections(page).map((section) => [section.heading, section.text])).toEqual([
      [
        'What is PMI?',
        'Updated November 16, 2026 · 5 minute read PMI protects the lender. You pay it.',
      ],
      ['How much it costs', 'It is a yearly percentage.'],
      ['Frequently asked questions', ''],
      ['Can I cancel PMI?', 'Yes, at 80% of the original value.'],
    ]);
  });

  it('skips a heading the body does not hold', () => {
    expect(sections({ ...page, headings: ['Missing', 'How much it costs'] })).toHaveLength(1);
  });
});

describe('questionsAndAnswers', () => {
  it('is the sections headed by a question, the title aside', () => {
    expect(questionsAndAnswers(page)).toEqual([
      { heading: 'Can I cancel PMI?', text: 'Yes, at 80% of the original value.' },
    ]);
  });
});

describe('opening', () => {
  it('is the text under the title without the byline', () => {
    expect(opening(page)).toBe('PMI protects the lender. You pay it.');
  });

  it('is empty when the first heading is not the title (a page without one)', () => {
    expect(opening({ ...page, headings: ['How much it costs'] })).toBe('');
  });
});

describe('sentences', () => {
  it.each([
    ['One. Two? Three!', ['One.', 'Two?', 'Three!']],
    ['It ends at 78%. Then you stop.', ['It ends at 78%.', 'Then you stop.']],
    ['Costs 3.5% down. “Quoted” next.', ['Costs 3.5% down.', '“Quoted” next.']],
    ['e.g. this stays whole', ['e.g. this stays whole']],
  ])('%s', (text, expected) => {
    expect(sentences(text)).toEqual(expected);
  });
});

describe('quotesARate (the assistant never quotes a rate)', () => {
  it.each([
    ['Today’s 30-year fixed rate is 6.25%.', true],
    ['Refinance rates start at 5.9% APR.', true],
    ['The APR is 6.1 percent.', true],
    ['Interest of 7% a year adds up.', true],
    ['Put down less than 20%.', false],
    ['Many lenders prefer a debt-to-income ratio of 36% or less.', false],
    ['Your rate depends on your credit score.', false],
    ['It ends at 78% of the home’s value.', false],
  ])('%s → %s', (sentence, expected) => {
    expect(quotesARate(sentence)).toBe(expected);
  });
});

describe('quotable', () => {
  it('keeps the first two sentences that quote no rate', () => {
    expect(quotable('One. Rates are 6.5% today. Two. Three.')).toBe('One. Two.');
  });

  it('is empty when every sentence quotes a rate', () => {
    expect(quotable('The rate is 6%. The APR is 6.2%.')).toBe('');
  });

  it('cuts a sentence that runs on at a word', () => {
    const quote = quotable(`${'word '.repeat(200)}end.`);
    expect(quote.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH + 1);
    expect(quote.endsWith('word…')).toBe(true);
  });
});
