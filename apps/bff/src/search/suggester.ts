// Search suggestions answered from memory (SPEC §7 suggest): the list is small (page titles and
// keywords) and asked for on every pause in typing, so a database round trip per request would
// be most of the time budget. It is rebuilt from the database whenever the index is.
import { SUGGESTION_LIMIT } from '@lender/validation';
import { trigramSimilarity, trigrams, trigramWords } from './trigram.ts';

/**
 * Answers remembered per typed phrase. Many visitors type the same beginnings ("refi", "mortg"),
 * and a typo search compares every word of the vocabulary (up to ~0.4 ms); a remembered answer
 * is a map lookup. The suggester is rebuilt with the index, which empties this.
 */
const CACHED_ANSWERS = 2_000;

/** Per-word trigram similarity from which a word counts as a typo of another. */
const TYPO_SIMILARITY = 0.4;

/** A phrase the box may suggest, and how much it counts when several match equally well. */
export interface SuggestionSource {
  text: string;
  /** Titles weigh more than keywords. */
  weight: number;
}

interface Entry {
  text: string;
  folded: string;
  words: string[];
  /** Indexes of its words in the vocabulary. */
  wordIds: number[];
  weight: number;
}

interface Match {
  entry: Entry;
  /** 0: the phrase starts with the term; 1: every word of the term starts a word; 2: typo. */
  tier: number;
  similarity: number;
}

/** Suggestions for partly typed terms, best first: prefix matches, then word matches, then typos. */
export class Suggester {
  readonly #entries: Entry[];
  /** Every distinct word of the phrases, with its trigrams: typos are scored once per word. */
  readonly #vocabulary: { word: string; trigrams: Set<string> }[] = [];
  /** Trigrams of the start of a vocabulary word, by `${wordId}:${length}`, made when first needed. */
  readonly #startTrigrams = new Map<string, Set<string>>();
  /** Recent answers by typed phrase, oldest first (a Map keeps insertion order). */
  readonly #answers = new Map<string, string[]>();

  constructor(sources: readonly SuggestionSource[]) {
    const wordIds = new Map<string, number>();
    const byText = new Map<string, Entry>();
    for (const source of sources) {
      const text = source.text.replace(/\s+/g, ' ').trim();
      const words = trigramWords(text);
      if (words.length === 0) continue;
      const folded = words.join(' ');
      const known = byText.get(folded);
      if (known) {
        known.weight = Math.max(known.weight, source.weight);
        continue;
      }
      const ids = words.map((word) => {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = this.#vocabulary.length;
          wordIds.set(word, id);
          this.#vocabulary.push({ word, trigrams: trigrams(word) });
        }
        return id;
      });
      byText.set(folded, { text, folded, words, wordIds: ids, weight: source.weight });
    }
    this.#entries = [...byText.values()];
  }

  /** How many phrases it knows. */
  get size(): number {
    return this.#entries.length;
  }

  /** At most 3 phrases for what was typed; none for a term without letters or digits. */
  suggest(term: string): string[] {
    const termWords = trigramWords(term);
    if (termWords.length === 0) return [];
    const phrase = termWords.join(' ');
    const remembered = this.#answers.get(phrase);
    if (remembered) return [...remembered];
    const answer = this.#find(termWords, phrase, SUGGESTION_LIMIT);
    if (this.#answers.size >= CACHED_ANSWERS) {
      this.#answers.delete(this.#answers.keys().next().value as string);
    }
    this.#answers.set(phrase, answer);
    return [...answer];
  }

  #find(termWords: string[], phrase: string, limit: number): string[] {
    const matches: Match[] = [];
    const matched = new Set<Entry>();
    for (const entry of this.#entries) {
      if (entry.folded.startsWith(phrase)) {
        matches.push({ entry, tier: 0, similarity: 1 });
        matched.add(entry);
      } else if (termWords.every((word) => entry.words.some((own) => own.startsWith(word)))) {
        matches.push({ entry, tier: 1, similarity: 1 });
        matched.add(entry);
      }
    }
    if (matches.length < limit) {
      const wordScores = termWords.map((word, index) =>
        this.#wordScores(word, index === termWords.length - 1),
      );
      for (const entry of this.#entries) {
        if (matched.has(entry)) continue;
        const similarity = typoSimilarity(wordScores, entry);
        if (similarity >= TYPO_SIMILARITY) matches.push({ entry, tier: 2, similarity });
      }
    }
    return matches
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.similarity - a.similarity ||
          b.entry.weight - a.entry.weight ||
          a.entry.text.length - b.entry.text.length ||
          (a.entry.folded < b.entry.folded ? -1 : a.entry.folded > b.entry.folded ? 1 : 0),
      )
      .slice(0, limit)
      .map((match) => match.entry.text);
  }

  /**
   * How close one typed word is to each vocabulary word: 1 when the word starts with it, else
   * their trigram similarity; the last typed word may be half typed, so it is also compared with
   * the start of each word one letter longer than itself.
   */
  #wordScores(word: string, isLast: boolean): Float64Array {
    const own = trigrams(word);
    const scores = new Float64Array(this.#vocabulary.length);
    for (const [id, candidate] of this.#vocabulary.entries()) {
      if (candidate.word.startsWith(word)) {
        scores[id] = 1;
        continue;
      }
      let best = trigramSimilarity(own, candidate.trigrams);
      if (isLast && candidate.word.length > word.length + 1) {
        best = Math.max(best, trigramSimilarity(own, this.#start(id, word.length + 1)));
      }
      scores[id] = best;
    }
    return scores;
  }

  #start(id: number, length: number): Set<string> {
    const key = `${id}:${length}`;
    let set = this.#startTrigrams.get(key);
    if (!set) {
      set = trigrams((this.#vocabulary[id] as { word: string }).word.slice(0, length));
      this.#startTrigrams.set(key, set);
    }
    return set;
  }
}

/**
 * The mean, over the typed words, of each word's best score against a word of the phrase.
 * Every word must reach the threshold, so one close word cannot carry an unrelated one.
 */
function typoSimilarity(wordScores: readonly Float64Array[], entry: Entry): number {
  let sum = 0;
  for (const scores of wordScores) {
    let best = 0;
    for (const id of entry.wordIds) best = Math.max(best, scores[id] ?? 0);
    if (best < TYPO_SIMILARITY) return 0;
    sum += best;
  }
  return sum / wordScores.length;
}
