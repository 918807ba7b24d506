import { describe, expect, it } from 'vitest';
import { CALCULATOR_PAGE_LINKS } from './calculator-page-links.ts';
import { CALCULATOR_PAGES } from './calculator-pages.ts';

describe('CALCULATOR_PAGE_LINKS', () => {
  it('names every calculator page as its content does, in the same order', () => {
    expect(CALCULATOR_PAGE_LINKS).toEqual(
      CALCULATOR_PAGES.map(({ path, title, description }) => ({ path, title, description })),
    );
  });
});
