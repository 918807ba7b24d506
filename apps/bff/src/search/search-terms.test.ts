import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './search-documents-file.ts';
import { searchTerms } from './search-terms.ts';

function page(path: string, title: string, body: string): SearchDocument {
  return { path, kind: 'page', title, description: '', keywords: [], headings: [], body };
}

describe('searchTerms', () => {
  it('counts each word once per page, folded, and skips short words, numbers and codes', () => {
    expect(
      searchTerms([
        page('/a', 'Closing costs', 'Costs at closing: 2% to 5% of the loan. Costs!'),
        page('/b', 'Clôsing day', 'NMLS 9999999 and ab12cd'),
      ]),
    ).toEqual([
      { term: 'and', documentCount: 1 },
      { term: 'closing', documentCount: 2 },
      { term: 'costs', documentCount: 1 },
      { term: 'day', documentCount: 1 },
      { term: 'loan', documentCount: 1 },
      { term: 'nmls', documentCount: 1 },
      { term: 'the', documentCount: 1 },
    ]);
  });
});
