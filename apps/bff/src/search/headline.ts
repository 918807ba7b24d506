// Results' titles and passages with the matched words marked, made in memory. PostgreSQL's
// ts_headline made them before: it parses each hit's whole text again for every search, and it
// was most of a search's cost (measured on PGlite, about 50 of 52 ms for "fha": ten pages of text
// parsed per request). Here a page's words are found once, and which of them match is looked up
// in the lexemes PostgreSQL's english configuration gives each word (search-corpus.ts), so a word
// is marked exactly when the database matched it ("rates" for "rate").
import type { TextSegment } from './highlight.ts';

/** Most words in one passage of a result (ts_headline's MaxWords, as it was configured). */
export const PASSAGE_MAX_WORDS = 35;
/** Words of a passage without any match: the start of the page (ts_headline's MinWords). */
export const PASSAGE_MIN_WORDS = 15;
/** Passages in one result (MaxFragments). */
export const MAX_PASSAGES = 2;
/** Between passages (FragmentDelimiter). */
export const PASSAGE_DELIMITER = ' … ';

/** A word of a text: where it is, and its lower-case form (the lexicon's key). */
export interface Word {
  start: number;
  end: number;
  key: string;
}

/** A text and its words, found once (search-corpus.ts keeps them for every indexed page). */
export interface WordedText {
  text: string;
  words: readonly Word[];
  /** Where each lexeme's words are (withLexemes): a search then looks up only its own. */
  byLexeme?: ReadonlyMap<string, readonly number[]>;
}

// As PostgreSQL's parser splits text into words: numbers with a decimal point ("3.5"; a comma
// separates, "1,000" is two words), otherwise runs of letters and digits (a hyphenated word is
// marked through its parts, which carry its parts' lexemes). The parser also knows tags, URLs,
// e-mail addresses and paths; the site's text has none of note, and they are only marked less.
const WORD = /\p{N}+\.\p{N}+|[\p{L}\p{N}]+/gu;

/** The words of a text, in order. */
export function findWords(text: string): WordedText {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({
      start: match.index,
      end: match.index + match[0].length,
      key: match[0].toLowerCase(),
    });
  }
  return { text, words };
}

/** Which words a query marks (by index into the text's words). */
export type Marks = ReadonlySet<number>;

/** A word's lexemes, as the database's english configuration makes them (none: a stop word). */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

/**
 * The words of a text with a lexeme the query names: what ts_headline marks (with HighlightAll,
 * it marks a phrase's words wherever they are, and excluded words too).
 */
export function markedWords(
  text: WordedText,
  lexicon: Lexicon,
  queryLexemes: ReadonlySet<string>,
): Marks {
  const { byLexeme } = text.byLexeme ? text : withLexemes(text, lexicon);
  const marks = new Set<number>();
  for (const lexeme of queryLexemes) {
    for (const index of byLexeme?.get(lexeme) ?? []) marks.add(index);
  }
  return marks;
}

/** The text with where each lexeme's words are: marking its words then costs only its matches. */
export function withLexemes(text: WordedText, lexicon: Lexicon): WordedText {
  const byLexeme = new Map<string, number[]>();
  text.words.forEach((word, index) => {
    for (const lexeme of lexicon.get(word.key) ?? []) {
      const indexes = byLexeme.get(lexeme);
      if (indexes) indexes.push(index);
      else byLexeme.set(lexeme, [index]);
    }
  });
  return { ...text, byLexeme };
}

/** The whole text, its marked words highlighted (ts_headline's HighlightAll, as titles had it). */
export function markAll(text: WordedText, marks: Marks): TextSegment[] {
  return segments(text, 0, text.words.length, marks);
}

/**
 * Up to two passages of the text around its matching words, joined by " … ": each the stretch of
 * up to 35 words holding the most matches, the second not overlapping the first, in page order.
 * Without a match, the page's first 15 words.
 */
export function passages(text: WordedText, marks: Marks): TextSegment[] {
  const { words } = text;
  if (words.length === 0) return text.text ? [{ text: text.text, highlight: false }] : [];
  const hits = [...marks].sort((a, b) => a - b);
  if (hits.length === 0) {
    return segments(text, 0, Math.min(PASSAGE_MIN_WORDS, words.length), marks);
  }
  const chosen: [number, number][] = [];
  let left = hits;
  while (chosen.length < MAX_PASSAGES && left.length > 0) {
    const [start, stop] = densestWindow(left, words.length);
    // A later passage gives up the words an earlier one shows.
    let [from, to] = [start, stop];
    for (const [a, b] of chosen) {
      if (from < b && to > a) {
        if (from >= a) from = b;
        else to = a;
      }
    }
    if (to > from) chosen.push([from, to]);
    // The window holds at least one match, so this ends.
    left = left.filter((index) => index < start || index >= stop);
  }
  chosen.sort((a, b) => a[0] - b[0]);
  const result: TextSegment[] = [];
  chosen.forEach(([from, to], order) => {
    if (order > 0) result.push({ text: PASSAGE_DELIMITER, highlight: false });
    result.push(...segments(text, from, to, marks));
  });
  return merge(result);
}

/**
 * The [from, to) stretch of at most PASSAGE_MAX_WORDS words holding the most of `hits` (sorted
 * word indexes), starting a few words before its first match so it reads as a sentence.
 */
function densestWindow(hits: readonly number[], wordCount: number): [number, number] {
  let best = { first: 0, count: 0 };
  let last = 0;
  for (let first = 0; first < hits.length; first += 1) {
    while (last < hits.length && hits[last]! < hits[first]! + PASSAGE_MAX_WORDS) last += 1;
    if (last - first > best.count) best = { first, count: last - first };
  }
  const firstHit = hits[best.first]!;
  const lastHit = hits[best.first + best.count - 1]!;
  // The room the matches leave, a third of it before them.
  const spare = PASSAGE_MAX_WORDS - (lastHit - firstHit + 1);
  const from = Math.max(
    0,
    Math.min(firstHit - Math.floor(spare / 3), wordCount - PASSAGE_MAX_WORDS),
  );
  return [from, Math.min(wordCount, from + PASSAGE_MAX_WORDS)];
}

/** Words [from, to) of the text and what lies between them, marked words highlighted. */
function segments(text: WordedText, from: number, to: number, marks: Marks): TextSegment[] {
  const result: TextSegment[] = [];
  const { words } = text;
  // A whole text keeps what is before its first word and after its last; a passage does not.
  const whole = from === 0 && to === words.length;
  let at = whole ? 0 : words[from]!.start;
  for (let index = from; index < to; index += 1) {
    const word = words[index]!;
    if (word.start > at) result.push({ text: text.text.slice(at, word.start), highlight: false });
    result.push({ text: text.text.slice(word.start, word.end), highlight: marks.has(index) });
    at = word.end;
  }
  const end = whole ? text.text.length : at;
  if (end > at) result.push({ text: text.text.slice(at, end), highlight: false });
  return merge(result);
}

/** Adjacent runs of one kind as one. */
function merge(list: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = [];
  for (const segment of list) {
    const last = merged.at(-1);
    if (last && last.highlight === segment.highlight) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/**
 * The lexemes of a tsquery as PostgreSQL writes it (`'fha' & !'rate' | 'mortgag' <-> 'insur'`):
 * all of them, excluded ones too, as ts_headline marks them.
 */
export function queryLexemes(tsquery: string): Set<string> {
  const lexemes = new Set<string>();
  for (const [, quoted] of tsquery.matchAll(/'((?:[^']|'')*)'/g)) {
    lexemes.add(quoted!.replace(/''/g, "'"));
  }
  return lexemes;
}
