import type { SearchDocument } from './search-documents-file.ts';
import { trigramWords } from './trigram.ts';

/** Shortest word worth correcting to: shorter ones are too alike ("tax", "tab"). */
const MIN_TERM_LENGTH = 3;
/** Longer runs are identifiers or URLs, not words anyone types. */
const MAX_TERM_LENGTH = 30;

/** A word of the indexed pages and how many pages use it. */
export interface SearchTerm {
  term: string;
  documentCount: number;
}

/** The words "did you mean" may offer: lower-case, accent-free words of letters, from every field. */
export function searchTerms(documents: readonly SearchDocument[]): SearchTerm[] {
  const counts = new Map<string, number>();
  for (const document of documents) {
    const text = [
      document.title,
      document.description,
      ...document.keywords,
      ...document.headings,
      document.body,
    ].join(' ');
    const words = new Set(
      trigramWords(text).filter(
        (word) =>
          word.length >= MIN_TERM_LENGTH &&
          word.length <= MAX_TERM_LENGTH &&
          /^\p{L}+$/u.test(word),
      ),
    );
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([term, documentCount]) => ({ term, documentCount }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}
