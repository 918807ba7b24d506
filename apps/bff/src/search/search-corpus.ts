// The indexed pages as results show them, in memory: each page's title and passage text with its
// words found once, each word's lexemes (as the database's english configuration makes them), and
// the vocabulary of "did you mean" with its trigrams. Loaded from the index when it changes (a
// start, a release): about 110 KB of text for the site's 31 pages.
import type { AppDb } from '../db/client.ts';
import { findWords, withLexemes, type WordedText } from './headline.ts';
import { allTerms, documentTexts, wordLexemes } from './search-repository.ts';
import { trigramSimilarity, trigrams } from './trigram.ts';

/** pg_trgm's `%`: words at least this similar count as alike (its similarity_threshold). */
export const SIMILARITY_THRESHOLD = 0.3;

/** An indexed page's texts, as results show them. */
export interface CorpusDocument {
  title: WordedText;
  passageSource: WordedText;
}

/** The vocabulary's words with their trigrams, for "did you mean". */
interface Term {
  term: string;
  documentCount: number;
  trigrams: Set<string>;
}

export interface SearchCorpus {
  documents: ReadonlyMap<string, CorpusDocument>;
  /** Each lower-case word of the titles and passages, and its lexemes. */
  lexicon: ReadonlyMap<string, readonly string[]>;
  /**
   * For each word, the vocabulary word most like it (pg_trgm similarity of 0.3 or more, then the
   * one more pages use, then the first alphabetically), or the word itself when the pages use
   * it; null when nothing is close.
   */
  closestTerms(words: readonly string[]): (string | null)[];
}

/** Reads the pages, their words' lexemes and the vocabulary from the index. */
export async function loadSearchCorpus(db: AppDb): Promise<SearchCorpus> {
  const [texts, terms] = await Promise.all([documentTexts(db), allTerms(db)]);
  const worded = texts.map(({ path, title, passageSource }) => ({
    path,
    title: findWords(title),
    passageSource: findWords(passageSource),
  }));
  const keys = new Set<string>();
  for (const { title, passageSource } of worded) {
    for (const word of [...title.words, ...passageSource.words]) keys.add(word.key);
  }
  const lexicon = new Map<string, readonly string[]>();
  for (const { word, lexemes } of await wordLexemes(db, [...keys])) {
    lexicon.set(word, lexemes === '' ? [] : lexemes.split(' '));
  }
  const documents = new Map<string, CorpusDocument>();
  for (const { path, title, passageSource } of worded) {
    documents.set(path, {
      title: withLexemes(title, lexicon),
      passageSource: withLexemes(passageSource, lexicon),
    });
  }
  const vocabulary: Term[] = terms.map((term) => ({ ...term, trigrams: trigrams(term.term) }));
  const known = new Set(terms.map((term) => term.term));
  return {
    documents,
    lexicon,
    closestTerms: (words) =>
      words.map((word) => (known.has(word) ? word : closestTerm(vocabulary, word))),
  };
}

function closestTerm(vocabulary: readonly Term[], word: string): string | null {
  const wordTrigrams = trigrams(word);
  let best: { term: Term; similarity: number } | undefined;
  for (const term of vocabulary) {
    const similarity = trigramSimilarity(term.trigrams, wordTrigrams);
    if (similarity < SIMILARITY_THRESHOLD) continue;
    if (
      !best ||
      similarity > best.similarity ||
      (similarity === best.similarity &&
        (term.documentCount > best.term.documentCount ||
          (term.documentCount === best.term.documentCount && term.term < best.term.term)))
    ) {
      best = { term, similarity };
    }
  }
  return best?.term.term ?? null;
}
